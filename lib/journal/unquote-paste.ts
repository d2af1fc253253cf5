import { visitFirstLines } from './first-lines';

// A log pasted as a Markdown quote (GitHub issues, chat) carries `> ` on every line, which hides every prefix the parsers
// read at column 0. Only the first lines are sampled: one that does not start with `>` ends the test on the spot.
const SAMPLE_LINES = 50;
const QUOTE = 62;

/** True when every one of the first non-blank lines starts with `>`; a quote's blank line is a bare `>`. */
export function isQuotedPaste(text: string): boolean {
  let quoted = true;
  const sampled = visitFirstLines(text, SAMPLE_LINES, (_, first) => (quoted = first === QUOTE));
  return sampled > 0 && quoted;
}

/** The text with the quote's `> ` (or a bare `>`) taken off each line that has it; other text unchanged (the same string). */
export function unquotePaste(text: string): string {
  if (!isQuotedPaste(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      let i = 0;
      while (line.charCodeAt(i) === 32) i++;
      if (line.charCodeAt(i) !== QUOTE) return line;
      return line.slice(line.charCodeAt(i + 1) === 32 ? i + 2 : i + 1);
    })
    .join('\n');
}
