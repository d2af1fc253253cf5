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
