// `grep -n` over a saved log (`journalctl … > f; grep -n ERROR f`) puts the line's number and `:` (a context line's `-`)
// before every line, which hides every prefix the parsers read at column 0. Only the first lines are sampled, and their
// numbers must rise as grep prints them: a log whose own lines start with a number (a clock, a date) fails on the spot.
const SAMPLE_LINES = 50;
const NUMBERED = /^(\d+)[:-](?=\D)/;
const SEPARATOR = '--';

/** True when each of the first non-blank lines (grep's `--` group separators aside) starts with a rising `N:` or `N-`. */
export function isLineNumberedPaste(text: string): boolean {
  let sampled = 0;
  let last = 0;
  for (let start = 0; start < text.length && sampled < SAMPLE_LINES; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.trim() === '' || line.trimEnd() === SEPARATOR) continue;
    const m = NUMBERED.exec(line);
    if (!m || Number(m[1]) <= last) return false;
    last = Number(m[1]);
    sampled++;
  }
  return sampled >= 2;
}

/** The text with grep's line numbers and its `--` separators taken off; other text unchanged (the same string). */
export function unnumberPaste(text: string): string {
  if (!isLineNumberedPaste(text)) return text;
  return text
    .split('\n')
    .filter((line) => line.trimEnd() !== SEPARATOR)
    .map((line) => line.replace(NUMBERED, ''))
    .join('\n');
}
