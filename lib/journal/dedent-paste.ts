import { visitFirstLines } from './first-lines';

// A paste indented as a whole (a markdown list item, a 4-space code block, a viewer's margin) carries the paste's indent,
// not the program's, and it hides every prefix the parsers read at column 0. Only the first lines are sampled: a line
// that starts at column 0 (every journal export, every JSON line) ends the test on the spot.
const SAMPLE_LINES = 50;
// Shallower indents are the program's own: a traceback's `  File "…"` frames pasted alone.
const MIN_INDENT = 4;

/** The number of spaces every one of the first non-blank lines starts with, when that is at least MIN_INDENT; else 0. */
export function pasteIndent(text: string): number {
  let indent = Infinity;
  const sampled = visitFirstLines(text, SAMPLE_LINES, (spaces) => {
    indent = Math.min(indent, spaces);
    return spaces >= MIN_INDENT;
  });
  return sampled > 0 && indent >= MIN_INDENT ? indent : 0;
}

/** The text with the paste's common indent taken off each line that has it; other text unchanged (the same string). */
export function dedentPaste(text: string): string {
  const indent = pasteIndent(text);
  if (indent === 0) return text;
  const margin = ' '.repeat(indent);
  return text
    .split('\n')
    .map((line) => (line.startsWith(margin) ? line.slice(indent) : line))
    .join('\n');
}
