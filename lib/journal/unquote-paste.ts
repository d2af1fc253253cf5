import { everyFirstLineMarked, firstFilledLine, stripLineMarks } from './first-lines';

// A log pasted as a Markdown quote (GitHub issues, chat) carries `> ` on every line, which hides every prefix the parsers
// read at column 0. Only the first lines are sampled: one that does not start with `>` ends the test on the spot.
const QUOTE = 62;

// Markdown's lazy continuation: a quoted paragraph may carry `> ` on its first line(s) only, the lines after it up to a blank
// line being the same quote without the marker (GitHub renders them quoted): a reporter quotes a log by marking its first
// line. A `>>` is no such marker (Python's `>>> ` prompt, a shell's `>>` redirection).
const LAZY_START = /^ {0,3}> ?(?!>)\S/;
const MARKED = /^ {0,3}>/;

/** True when every one of the first non-blank lines starts with `>`; a quote's blank line is a bare `>`. */
export function isQuotedPaste(text: string): boolean {
  return everyFirstLineMarked(text, QUOTE);
}

/** The text with a lazily quoted start's `> ` taken off its marked first lines, when unmarked lines of the same paragraph follow them. */
function unquoteLazyStart(text: string): string {
  // Its first line tells, before any split of the whole text (a long journal that only holds a `>` somewhere).
  const head = firstFilledLine(text);
  if (head === null || !LAZY_START.test(head)) return text;
  const lines = text.split('\n');
  let first = 0;
  while (first < lines.length && (lines[first] as string).trim() === '') first++;
  if (first === lines.length || !LAZY_START.test(lines[first] as string)) return text;
  let after = first;
  while (after < lines.length && MARKED.test(lines[after] as string)) after++;
  // The quote must go on unmarked (its lazy continuation), not end at a blank line or the end of the paste.
  if (after === lines.length || (lines[after] as string).trim() === '') return text;
  const unmarked = stripLineMarks(lines.slice(first, after).join('\n'), QUOTE);
  return [...lines.slice(0, first), unmarked, ...lines.slice(after)].join('\n');
}

/** The text with the quote's `> ` (or a bare `>`) taken off each line that has it; other text unchanged (the same string). */
export function unquotePaste(text: string): string {
  if (isQuotedPaste(text)) return stripLineMarks(text, QUOTE);
  return text.indexOf('>') === -1 ? text : unquoteLazyStart(text);
}
