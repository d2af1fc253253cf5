import { leadingNumbers } from './first-lines';

// `grep -n` over a saved log (`journalctl … > f; grep -n ERROR f`) puts the line's number and `:` (a context line's `-`)
// before every line, which hides every prefix the parsers read at column 0. Only the first lines are sampled, and their
// numbers must rise as grep prints them: a log whose own lines start with a number (a clock, a date) fails. A digit may
// follow grep's `:` only as an ISO date's year (`journalctl -o short-iso`, `--timestamps`): a clock's `12:34` never does.
const SAMPLE_LINES = 50;
const NUMBERED = /^(\d+)[:-](?=\D|\d{4}-\d\d-\d\d[T ])/;
const SEPARATOR = '--';

/**
 * True when each of the first non-blank lines not passed over by `skip` (told how many were sampled before it) starts with
 * a number (`pattern`'s first group) above the line before's, and at least two do.
 */
function numbersRise(text: string, pattern: RegExp, skip: (line: string, sampled: number) => boolean): boolean {
  const numbers = leadingNumbers(text, pattern, SAMPLE_LINES, skip);
  return numbers !== null && numbers.length >= 2 && numbers.every((n, i) => n > (i === 0 ? 0 : numbers[i - 1]!));
}

/** True when each of the first non-blank lines (grep's `--` group separators aside) starts with a rising `N:` or `N-`. */
export function isLineNumberedPaste(text: string): boolean {
  return numbersRise(text, NUMBERED, (line) => line.trimEnd() === SEPARATOR);
}

// An editor's or `cat -n`'s numbers instead stand right-aligned before a space or a tab (vim's `:set number`,
// `cat -n`, `nl`), and vim's file message (`"2.log" 16498L, 2947832B`) may head the copy of its screen.
const EDITOR_NUMBERED = /^ *(\d+)(?:[ \t]|$)/;
const VIM_FILE_INFO = /^"[^"]+"(?: \[[^\]]+\])* \d+L, \d+B$/;

/** True when each of the first non-blank lines (vim's file message aside) starts with a rising editor line number. */
export function isEditorNumberedPaste(text: string): boolean {
  return numbersRise(text, EDITOR_NUMBERED, (line, sampled) => sampled === 0 && VIM_FILE_INFO.test(line.trimEnd()));
}

/** The text with grep's line numbers and its `--` separators (or an editor's numbers and vim's file message) taken off; other text unchanged (the same string). */
export function unnumberPaste(text: string): string {
  if (isLineNumberedPaste(text)) {
    return text
      .split('\n')
      .filter((line) => line.trimEnd() !== SEPARATOR)
      .map((line) => line.replace(NUMBERED, ''))
      .join('\n');
  }
  if (!isEditorNumberedPaste(text)) return text;
  return text
    .split('\n')
    .filter((line) => !VIM_FILE_INFO.test(line.trimEnd()))
    .map((line) => line.replace(EDITOR_NUMBERED, ''))
    .join('\n');
}
