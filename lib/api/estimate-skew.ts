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

/** Epoch ms from `date +%s%N`; a `date` without %N (BusyBox) prints whole seconds, taken as the middle of that second. */
export function parseHostClock(stdout: string): number | null {
  const text = stdout.trim();
  const nanos = /^(\d{9,11})(\d{9})$/.exec(text);
  if (nanos) return Number(nanos[1]) * 1000 + Number(nanos[2]) / 1e6;
  const seconds = /^(\d{9,11})(?:%?N)?$/.exec(text);
  return seconds ? Number(seconds[1]) * 1000 + 500 : null;
}

/**
 * Host clock minus ours from one `date` read between `sentMs` and `receivedMs` (our clock): the host
 * read its clock somewhere in that window, so we compare with its middle. Within the window's
 * uncertainty (and never below SKEW_MIN_MS) the clocks agree as far as we can tell: 0.
 */
export function skewFromClock(hostMs: number, sentMs: number, receivedMs: number): number {
  const skew = hostMs - (sentMs + receivedMs) / 2;
  const uncertainty = Math.max(SKEW_MIN_MS, (receivedMs - sentMs) / 2);
  return Math.abs(skew) > uncertainty ? Math.round(skew) : 0;
}
