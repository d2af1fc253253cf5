import { everyFirstLineMarked, stripLineMarks } from './first-lines';

// A log pasted as a Markdown quote (GitHub issues, chat) carries `> ` on every line, which hides every prefix the parsers
// read at column 0. Only the first lines are sampled: one that does not start with `>` ends the test on the spot.
const QUOTE = 62;

/** True when every one of the first non-blank lines starts with `>`; a quote's blank line is a bare `>`. */
export function isQuotedPaste(text: string): boolean {
  return everyFirstLineMarked(text, QUOTE);
}

/** The text with the quote's `> ` (or a bare `>`) taken off each line that has it; other text unchanged (the same string). */
export function unquotePaste(text: string): string {
  return isQuotedPaste(text) ? stripLineMarks(text, QUOTE) : text;
}
