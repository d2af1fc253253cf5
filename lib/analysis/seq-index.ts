import type { JournalEntry } from '@/lib/journal/types';

/** The index in `positions` of the entry with this seq (positions are in seq order); the last index when every seq is lower. */
export function indexOfSeq(entries: readonly JournalEntry[], positions: readonly number[], seq: number): number {
  let lo = 0;
  let hi = positions.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[positions[mid]!]!.seq < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
