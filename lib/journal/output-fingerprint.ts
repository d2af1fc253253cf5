// A key, not a field of a MESSAGE: quotes inside a JSON string value are escaped.
const CURSOR = /"__CURSOR":"([^"\\]+)"/;

/** The `__CURSOR` of one `journalctl -o json` line without parsing it; null when it names none. */
export function lineCursor(line: string): string | null {
  return CURSOR.exec(line)?.[1] ?? null;
}

/**
 * The identity of one `journalctl -o json` output without parsing it: its length and its first and last entry's
 * cursor. Entries never change and cursors are unique, so an equal fingerprint is the same window of entries.
 * Null when the first or last line names no cursor (nothing safe to compare); `empty` for no entries.
 */
export function journalOutputFingerprint(stdout: string): string | null {
  let end = stdout.length;
  while (end > 0 && (stdout.charCodeAt(end - 1) === 10 || stdout.charCodeAt(end - 1) === 13)) end--;
  if (end === 0) return 'empty';
  const firstEnd = stdout.indexOf('\n');
  const first = lineCursor(stdout.slice(0, firstEnd === -1 || firstEnd > end ? end : firstEnd));
  const last = lineCursor(stdout.slice(stdout.lastIndexOf('\n', end - 1) + 1, end));
  return first && last ? `${stdout.length}:${first}:${last}` : null;
}
