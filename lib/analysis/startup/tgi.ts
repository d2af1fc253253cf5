import { readRustFields } from './read-rust-debug';
import { portOf, type StartupRule } from './rule';

const MARKER = 'text_generation_launcher: Args {';
/** The pretty form `{:#?}` prints one field a line; a launcher has fewer than this many. */
const MAX_LINES = 200;

function gather(first: string, next: (k: number) => string | undefined): string {
  let text = first;
  let depth = 0;
  for (const c of first) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
  for (let k = 1; depth > 0 && k <= MAX_LINES; k++) {
    const line = next(k);
    if (line === undefined) break;
    text += `\n${line}`;
    for (const c of line) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
  }
  return text;
}

export const TGI_STARTUP: readonly StartupRule[] = [
  {
    needle: MARKER,
    read: (t, next) => {
      const from = t.indexOf(MARKER) + MARKER.length - 1;
      const args = readRustFields(gather(t.slice(from), next), 0, true).value;
      return { args, port: portOf(args.port) };
    },
  },
];
