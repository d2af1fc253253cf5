import { everyFilledLine, offEachLine } from './first-lines';

// A hosting console's log view puts the deployment's service name in brackets before every line its container prints
// (Akash's `[vllm]: INFO 07-28 21:53:45 api_server.py:219] …`, the service named in the SDL, a lowercase DNS label). The
// prefix hides every prefix the parsers read at column 0. torch.distributed's own `[rank0]: ` tag has the same shape and
// carries meaning (an uncaught exception's report), and a level in brackets (`[INFO]: `) is the line's own: neither is taken.
// A viewer of a container's timestamped log (`docker logs -t`) tags each line so without the colon, the RFC 3339 time right
// after the bracket (`[llama-cpp] 2026-05-31T16:41:57.826321631Z 0.00.041.185 I srv …`, ggml-org/llama.cpp#23943): that
// shape is taken too, the time left for the docker reader.
const SAMPLE_LINES = 50;
const SERVICE = /^\[([a-z0-9][a-z0-9-]{0,62})\](?:: | (?=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d))/;
const NOT_SERVICE = /^(?:rank\d+|info|warn|warning|error|debug|trace|fatal|critical|notice)$/;

/** The one service name every one of the first non-blank lines (at least two) starts with, or null. */
function serviceOf(text: string): string | null {
  let name: string | null = null;
  let lines = 0;
  const every = everyFilledLine(text, SAMPLE_LINES, (line) => {
    const m = SERVICE.exec(line);
    if (m === null || NOT_SERVICE.test(m[1]!) || (name !== null && m[1] !== name)) return false;
    name = m[1]!;
    lines++;
    return true;
  });
  return every && lines >= 2 ? name : null;
}

/** The text with a console's `[service]: ` prefix taken off every line that has it; other text unchanged (the same string). */
export function unservicePaste(text: string): string {
  if (text.charCodeAt(0) !== 91 && !/^\s*\[/.test(text)) return text;
  const name = serviceOf(text);
  if (name === null) return text;
  return offEachLine(text, new RegExp(`^\\[${name}\\](?:: | (?=\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d))`));
}
