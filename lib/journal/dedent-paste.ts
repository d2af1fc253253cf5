import { visitFirstLines } from './first-lines';

// A paste indented as a whole (a markdown list item, a 4-space code block, a viewer's margin) carries the paste's indent,
// not the program's, and it hides every prefix the parsers read at column 0. Only the first lines are sampled: a line
// that starts at column 0 (every journal export, every JSON line) ends the test on the spot.
const SAMPLE_LINES = 50;
// A Python traceback's frames sit 2 spaces in (`  File "…"`), its code lines 4: pasted alone they share an indent that
// is the program's. A shallower indent (2 or 3, a markdown list item's) is the paste's only when no line at that indent is
// such a frame line, nor a log viewer's `  | ` gutter (Buildkite's, read with it by the line parsers); MIN_INDENT and
// deeper always is.
const MIN_INDENT = 4;
const MIN_LIST_INDENT = 2;
// One space before every line alike is the paste's too (the text after an inline code span's opening backtick and line break,
// OFA-Sys/Chinese-CLIP#50), where no line starts with a digit: a stack dump's frame numbers are right-aligned (` 0# …` to
// `10# …`), and a program that aligns its fields on the right (coredumpctl's) indents them unevenly.
const SHIFT = 1;
const F = 70;
const BAR = 124;

/** The number of spaces every one of the first non-blank lines starts with, when that is the paste's (see above); else 0. */
export function pasteIndent(text: string): number {
  let indent = Infinity;
  let shifted = true;
  // The indents of lines that start with `F` (a frame's `File "…"`) or `|` (a gutter), which make that indent not the paste's.
  const frameIndents = new Set<number>();
  const sampled = visitFirstLines(text, SAMPLE_LINES, (spaces, first) => {
    indent = Math.min(indent, spaces);
    if (first === F || first === BAR) frameIndents.add(spaces);
    shifted &&= spaces === SHIFT && (first < 48 || first > 57);
    return spaces >= SHIFT;
  });
  if (sampled > 0 && shifted) return SHIFT;
  if (sampled === 0 || indent < MIN_LIST_INDENT) return 0;
  return indent >= MIN_INDENT || !frameIndents.has(indent) ? indent : 0;
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
