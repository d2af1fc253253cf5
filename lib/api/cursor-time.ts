import 'server-only';

/** The `t=` field of a journal cursor: the entry's realtime in epoch µs, or null when it is not a safe integer. */
export function cursorTime(cursor: string): number | null {
  const hex = /(?:^|;)t=([0-9a-f]{1,16})(?:;|$)/.exec(cursor)?.[1];
  if (!hex) return null;
  const us = Number.parseInt(hex, 16);
  return Number.isSafeInteger(us) ? us : null;
}
