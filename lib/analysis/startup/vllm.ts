import { parsePythonDict, readCallArguments } from './read-python-literal';
import { listenPort, portOf, type StartupRule } from './rule';

const VERSION = /vLLM API server version (\S+)/;
// Since 0.2x the version stands in the ASCII-art banner: `▄▄ ▄█ █ … █  version 0.23.0`.
const BANNER_VERSION = /[█▄▀]\s+version\s+(\S+)/;
const ENGINE_VERSION = /Initializing an? (?:V1 )?LLM engine \(v([^)\s]+)\)/;

function argsAfter(text: string, marker: string) {
  const args = parsePythonDict(text.slice(text.indexOf(marker) + marker.length));
  return { args, port: portOf(args.port) };
}

export const VLLM_STARTUP: readonly StartupRule[] = [
  { needle: 'vLLM API server version', read: (t) => ({ version: VERSION.exec(t)?.[1] ?? null }) },
  { needle: ' version ', read: (t) => (BANNER_VERSION.test(t) ? { version: BANNER_VERSION.exec(t)![1]! } : null) },
  { needle: 'LLM engine (v', read: (t) => (ENGINE_VERSION.test(t) ? { version: ENGINE_VERSION.exec(t)![1]! } : null) },
  { needle: 'non-default args: {', read: (t) => argsAfter(t, 'non-default args: ') },
  {
    // Before 0.6 the API server printed the whole argparse Namespace.
    needle: 'args: Namespace(',
    read: (t) => {
      const at = t.indexOf('args: Namespace(') + 'args: Namespace'.length;
      const read = readCallArguments(t, at).value;
      const args = typeof read === 'object' && read !== null && !Array.isArray(read) ? read : {};
      return { args, port: portOf(args.port) };
    },
  },
  { needle: 'Starting vLLM API server', read: (t) => ({ port: listenPort(t) }) },
];
