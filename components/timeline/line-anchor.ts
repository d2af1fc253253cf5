import type { JournalEntry } from '@/lib/journal/types';

/** `1771630672000000` or `1771630672000000.2` (third line of that microsecond), `s42` for a line without a time. */
export const LINE_ANCHOR = /^(?:\d{1,17}(?:\.\d{1,5})?|s\d{1,9})$/;

export interface LineAnchors {
  anchorOf: (index: number) => string;
  /** Array position of the entry with this anchor, or -1. */
  indexOf: (anchor: string) => number;
}

/**
 * Names a line by its journal time, not by its position, so a shared link still points at the same line after
 * older entries rotated out of the window or the tail was fetched in a different number of polls.
 */
export function lineAnchors(entries: readonly JournalEntry[]): LineAnchors {
  const anchors: string[] = new Array(entries.length);
  const seen = new Map<number, number>();
  const index = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    let a: string;
    if (e.ts == null) a = `s${e.seq}`;
    else {
      const k = seen.get(e.ts) ?? 0;
      seen.set(e.ts, k + 1);
      a = k === 0 ? String(e.ts) : `${e.ts}.${k}`;
    }
    anchors[i] = a;
    index.set(a, i);
  }
  return { anchorOf: (i) => anchors[i] ?? '', indexOf: (a) => index.get(a) ?? -1 };
}
