import 'server-only';
import type { JournalEntry } from '@/lib/journal/types';

/** Below this, a future-dated entry is latency or rounding, not a wrong clock. */
export const SKEW_MIN_MS = 2_000;

/**
 * Host clock minus ours, as far as the journal proves it: journald stamps entries with the host's
 * clock, so an entry dated in our future means the host is at least that far ahead. A clock that is
 * behind looks like a quiet unit, so it gives null (as does no evidence at all).
 */
export function estimateSkew(entries: readonly JournalEntry[], nowMs: number): number | null {
  let newest = -Infinity;
  for (const e of entries) if (e.ts !== null && e.ts > newest) newest = e.ts;
  const ahead = newest / 1000 - nowMs;
  return ahead > SKEW_MIN_MS ? Math.round(ahead) : null;
}
