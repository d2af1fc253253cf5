import type { Analysis, Outcome } from '@/lib/analysis/types';

export interface WatchEvent {
  kind: 'ready' | 'failed';
  attemptIndex: number;
  /** The root cause line of a failed attempt, its exit status when none was found. */
  cause: string | null;
}

/** Outcome of each attempt by id, and which one was current: what the next analysis is compared with. */
export type WatchMemory = { outcomes: ReadonlyMap<string, Outcome>; currentId: string | null };

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
