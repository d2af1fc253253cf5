import { everyFirstLineMarked, stripLineMarks } from './first-lines';

// A log pasted as a Markdown quote (GitHub issues, chat) carries `> ` on every line, which hides every prefix the parsers
// read at column 0. Only the first lines are sampled: one that does not start with `>` ends the test on the spot.
const QUOTE = 62;

/** True when every one of the first non-blank lines starts with `>`; a quote's blank line is a bare `>`. */
export function isQuotedPaste(text: string): boolean {
  return everyFirstLineMarked(text, QUOTE);
}

// Markdown's lazy continuation: a quote typed as `> ` before the pasted block marks only its first line, and the lines after
// it belong to the same quote (GitHub renders them so). The first line is the log's own when, without its mark, it begins
// as the next line does: the same run of letters, digits and punctuation (`Dec 19 10:46:26 host ollama[639]:`).
const LAZY_HEAD = /^> ([^\n]*)\n(?:[ \t]*\n)*([^\n>][^\n]*)/;
const SHAPE_LENGTH = 16;

function shape(line: string): string {
  return line.slice(0, SHAPE_LENGTH).replace(/[A-Za-z]/g, 'a').replace(/\d/g, '9');
}

function unquoteLazyHead(text: string): string {
  const m = LAZY_HEAD.exec(text);
  if (m === null || m[1]!.length < SHAPE_LENGTH || m[2]!.length < SHAPE_LENGTH || shape(m[1]!) !== shape(m[2]!)) return text;
  return text.slice(2);
}

/** The text with the quote's `> ` (or a bare `>`) taken off each line that has it; other text unchanged (the same string). */
export function unquotePaste(text: string): string {
  return isQuotedPaste(text) ? stripLineMarks(text, QUOTE) : unquoteLazyHead(text);
}
