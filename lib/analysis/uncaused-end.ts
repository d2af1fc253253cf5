import type { Attempt } from './types';

/** The exit status given to an attempt a newer start followed before any exit line of its own. */
export const NO_EXIT_LINE = 'no exit line seen';

export interface UncausedEnd {
  /** The line after which the attempt was over (systemd's exit, the engine's end line), when the window holds one. */
  line: string | null;
  seq: number | null;
  /** A newer start followed with no exit line of this one: it was superseded. */
  superseded: boolean;
}

/**
 * For a failed attempt that printed no root cause: what is known of its end, so the page says why it is called failed
 * instead of saying nothing. Null for any other attempt.
 */
export function uncausedEnd(attempt: Attempt): UncausedEnd | null {
  if (attempt.outcome !== 'failed' || attempt.fatal !== null) return null;
  const mark = attempt.phases.findLast((p) => p.name === 'failed');
  const superseded = attempt.exitStatus === NO_EXIT_LINE;
  return mark ? { line: mark.line, seq: mark.seq, superseded } : { line: null, seq: null, superseded };
}
