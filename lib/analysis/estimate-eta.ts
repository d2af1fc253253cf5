import type { Attempt, Eta } from './types';

type EtaAttempt = Pick<Attempt, 'index' | 'outcome' | 'start' | 'phases' | 'loadProgress'> & Partial<Pick<Attempt, 'startedBeforeWindow'>>;

function phaseAt(attempt: EtaAttempt, name: Attempt['phases'][number]['name']): number | null {
  return attempt.phases.find((p) => p.name === name)?.at ?? null;
}

/** From shard progress plus the last ready attempt's loaded→ready time, else from its spawned→ready time. */
export function estimateEta(attempts: readonly EtaAttempt[], currentIndex: number | null, now: number | null): Eta | null {
  if (currentIndex === null) return null;
  const current = attempts[currentIndex];
  if (!current || current.outcome !== 'running') return null;
  const previousReady = [...attempts.slice(0, currentIndex)].reverse().find((a) => phaseAt(a, 'ready') !== null);
  const remaining = (readyAt: number): number | null => (now === null ? null : Math.max(0, (readyAt - now) / 1e6));

  const progress = current.loadProgress;
  if (progress && progress.done < progress.total && progress.remainingS !== null && progress.at !== null) {
    let tail = 0;
    const loaded = previousReady ? phaseAt(previousReady, 'weights_loaded') : null;
    const ready = previousReady ? phaseAt(previousReady, 'ready') : null;
    if (loaded !== null && ready !== null && ready > loaded) tail = ready - loaded;
    const readyAt = progress.at + progress.remainingS * 1e6 + tail;
    return { attemptIndex: currentIndex, readyAt, remainingS: remaining(readyAt), basis: 'shard-progress' };
  }
  // An attempt that began before the window has no known spawn: its first line is not its start.
  const spawned = previousReady ? phaseAt(previousReady, 'spawned') ?? (previousReady.startedBeforeWindow ? null : previousReady.start) : null;
  const ready = previousReady ? phaseAt(previousReady, 'ready') : null;
  if (spawned !== null && ready !== null && current.start !== null) {
    const readyAt = current.start + (ready - spawned);
    return { attemptIndex: currentIndex, readyAt, remainingS: remaining(readyAt), basis: 'previous-ready' };
  }
  return { attemptIndex: currentIndex, readyAt: null, remainingS: null, basis: 'none' };
}
