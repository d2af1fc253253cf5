import { everyFilledLine, offEachLine } from './first-lines';

// A log kept as a comment in a script or a configuration file (a shell's or Nix's `# `, after the file's own indent, tabs
// in Nix's attribute sets) carries the mark on every line, which hides every prefix the parsers read at column 0.
const MARK = /^[ \t]*#(?: |$)/;
// Only the first lines are sampled; one without the mark ends the test on the spot.
const SAMPLE_LINES = 50;

/** True when every one of the first non-blank lines starts (after spaces or tabs) with `# ` (or is a bare `#`). */
export function isCommentedPaste(text: string): boolean {
  return everyFilledLine(text, SAMPLE_LINES, (line) => MARK.test(line));
}

/** The text with the comment's indent and `# ` taken off each line that has them; other text unchanged (the same string). */
export function uncommentPaste(text: string): string {
  if (!isCommentedPaste(text)) return text;
  return offEachLine(text, MARK);
}
