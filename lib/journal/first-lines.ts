/**
 * Calls `visit` with the leading spaces and the first other character code of each of the first `limit` non-blank lines,
 * until it returns false. Returns how many lines it was called for: a paste's indent or quote is judged from its start.
 */
export function visitFirstLines(text: string, limit: number, visit: (indent: number, first: number) => boolean): number {
  let sampled = 0;
  for (let start = 0; start < text.length && sampled < limit; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let i = start;
    while (i < end && text.charCodeAt(i) === 32) i++;
    const blank = i === end || (i === end - 1 && text.charCodeAt(i) === 13) || text.slice(i, end).trim() === '';
    if (!blank) {
      sampled++;
      if (!visit(i - start, text.charCodeAt(i))) return sampled;
    }
    start = end + 1;
  }
  return sampled;
}

const SAMPLE_LINES = 50;

/** True when every one of the first non-blank lines starts (after spaces) with the character `mark`. */
export function everyFirstLineMarked(text: string, mark: number): boolean {
  let marked = true;
  const sampled = visitFirstLines(text, SAMPLE_LINES, (_, first) => (marked = first === mark));
  return sampled > 0 && marked;
}

/** Each line that starts (after spaces) with `mark` loses it, one space after it, and then what `closing` matches at its end. */
export function stripLineMarks(text: string, mark: number, closing?: RegExp): string {
  return text
    .split('\n')
    .map((line) => {
      let i = 0;
      while (line.charCodeAt(i) === 32) i++;
      if (line.charCodeAt(i) !== mark) return line;
      const inner = line.slice(line.charCodeAt(i + 1) === 32 ? i + 2 : i + 1);
      return closing === undefined ? inner : inner.replace(closing, '');
    })
    .join('\n');
}

/** True when `test` holds for each of the first `limit` lines with anything but white space in them, and there is one. */
export function everyFilledLine(text: string, limit: number, test: (line: string) => boolean): boolean {
  let sampled = 0;
  for (let start = 0; start < text.length && sampled < limit; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.trim() === '') continue;
    if (!test(line)) return false;
    sampled++;
  }
  return sampled > 0;
}

/** Each line with what `head` matches at its start taken off (a paste's marks, labels). */
export function offEachLine(text: string, head: RegExp): string {
  return text
    .split('\n')
    .map((line) => line.replace(head, ''))
    .join('\n');
}

/** The first line with anything but white space in it (without its `\n`), or null: a test of a paste's head, never a split of all of it. */
export function firstFilledLine(text: string): string | null {
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') return line;
    start = end + 1;
  }
  return null;
}

/**
 * The number `pattern`'s first group reads at the start of each of the first `limit` non-blank lines not passed over by
 * `skip` (told how many were read before it), in order; null as soon as one such line has none. A paste's line numbers
 * (grep's, an editor's) or task labels (srun's) are judged from these.
 */
export function leadingNumbers(text: string, pattern: RegExp, limit: number, skip: (line: string, read: number) => boolean = () => false): number[] | null {
  const numbers: number[] = [];
  for (let start = 0; start < text.length && numbers.length < limit; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.trim() === '' || skip(line, numbers.length)) continue;
    const m = pattern.exec(line);
    if (!m) return null;
    numbers.push(Number(m[1]));
  }
  return numbers;
}
