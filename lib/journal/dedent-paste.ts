// A paste indented as a whole (a markdown list item, a 4-space code block, a viewer's margin) carries the paste's indent,
// not the program's, and it hides every prefix the parsers read at column 0. Only the first lines are sampled: a line
// that starts at column 0 (every journal export, every JSON line) ends the test on the spot.
const SAMPLE_LINES = 50;
// Shallower indents are the program's own: a traceback's `  File "…"` frames pasted alone.
const MIN_INDENT = 4;

/** The number of spaces every one of the first non-blank lines starts with, when that is at least MIN_INDENT; else 0. */
export function pasteIndent(text: string): number {
  let indent = Infinity;
  let sampled = 0;
  for (let start = 0; start < text.length && sampled < SAMPLE_LINES; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let i = start;
    while (i < end && text.charCodeAt(i) === 32) i++;
    const blank = i === end || (i === end - 1 && text.charCodeAt(i) === 13) || text.slice(i, end).trim() === '';
    if (!blank) {
      if (i - start < MIN_INDENT) return 0;
      indent = Math.min(indent, i - start);
      sampled++;
    }
    start = end + 1;
  }
  return sampled > 0 ? indent : 0;
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
