import type { Analysis, Outcome } from '@/lib/analysis/types';

export interface WatchEvent {
  kind: 'ready' | 'failed';
  attemptIndex: number;
  /** The root cause line of a failed attempt, its exit status when none was found. */
  cause: string | null;
}

/**
 * Outcome of each attempt by id, and which one was current: what the next analysis is compared with. `causeWaitSince`:
 * when the watched attempt was first seen failed with nothing yet to name (ms).
 */
export type WatchMemory = { outcomes: ReadonlyMap<string, Outcome>; currentId: string | null; causeWaitSince?: number };

/**
 * How long a failure with no cause line and no exit status yet is held back: a live window can end inside the
 * traceback that ends the attempt, and its exception line arrives a poll or two later.
 */
export const CAUSE_WAIT_MS = 8_000;

export function watchMemory(analysis: Analysis): WatchMemory {
  const current = analysis.currentAttempt === null ? null : (analysis.attempts[analysis.currentAttempt]?.id ?? null);
  return { outcomes: new Map(analysis.attempts.map((a) => [a.id, a.outcome])), currentId: current };
}

/** The watched attempt (current and still starting before) that has since become ready or failed. */
export function watchEvents(before: WatchMemory | null, analysis: Analysis): WatchEvent[] {
  if (!before?.currentId || before.outcomes.get(before.currentId) !== 'running') return [];
  const watched = analysis.attempts.find((a) => a.id === before.currentId);
  if (!watched || (watched.outcome !== 'ready' && watched.outcome !== 'failed')) return [];
  return [{ kind: watched.outcome, attemptIndex: watched.index, cause: watched.outcome === 'failed' ? (watched.fatal?.headline ?? watched.exitStatus) : null }];
}

/** The events to notify and the memory for the next look, holding back a failure whose cause is still to come. */
export function nextWatch(before: WatchMemory | null, analysis: Analysis, nowMs: number): { events: WatchEvent[]; memory: WatchMemory } {
  const events = watchEvents(before, analysis);
  const memory = watchMemory(analysis);
  const failed = events[0];
  if (failed?.kind !== 'failed' || failed.cause !== null || memory.currentId === null || !before?.currentId) return { events, memory };
  const since = before.causeWaitSince ?? nowMs;
  if (nowMs - since >= CAUSE_WAIT_MS) return { events, memory };
  // Still "running" to the next look, which notifies with the cause once it is printed.
  const outcomes = new Map(memory.outcomes).set(before.currentId, 'running');
  return { events: [], memory: { outcomes, currentId: before.currentId, causeWaitSince: since } };
}
