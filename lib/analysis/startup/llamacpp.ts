import { listenPort, portOf, type StartupRule } from './rule';

const BUILD = /\bbuild(?::| =) (\d+) \(([0-9a-f]+)\)/;
const BUILD_JSON = /"message":"build info","build":(\d+),"commit":"([0-9a-f]+)"/;
const LISTENING = /HTTP server is listening, hostname: (\S+), port: (\d+)/;
const MODEL = /load_model: loading model '([^']+)'/;
const N_CTX = /^llama_(?:context|new_context_with_model): n_ctx\s+= (\d+)/;

export const LLAMACPP_STARTUP: readonly StartupRule[] = [
  {
    needle: 'build',
    read: (t) => {
      const m = BUILD.exec(t) ?? BUILD_JSON.exec(t);
      return m ? { version: `b${m[1]} (${m[2]})` } : null;
    },
  },
  {
    needle: 'HTTP server is listening',
    read: (t) => {
      const m = LISTENING.exec(t);
      return m ? { args: { host: m[1]!, port: Number(m[2]) }, port: portOf(m[2]) } : null;
    },
  },
  { needle: 'server is listening on', read: (t) => ({ port: listenPort(t) }) },
  { needle: 'loading model', read: (t) => (MODEL.test(t) ? { args: { model: MODEL.exec(t)![1]! } } : null) },
  { needle: 'n_ctx', read: (t) => (N_CTX.test(t) ? { args: { n_ctx: Number(N_CTX.exec(t)![1]) } } : null) },
];
