import type { Attempt } from './types';

export interface UncausedEnd {
  /** The line after which the attempt was over (systemd's exit, the engine's end line), when the window holds one. */
  line: string | null;
  seq: number | null;
}

/**
 * For a failed attempt that printed no root cause: what is known of its end, so the page says why it is called failed
 * instead of saying nothing. Null for any other attempt.
 */
export function uncausedEnd(attempt: Attempt): UncausedEnd | null {
  if (attempt.outcome !== 'failed' || attempt.fatal !== null) return null;
  const mark = attempt.phases.findLast((p) => p.name === 'failed');
  return mark ? { line: mark.line, seq: mark.seq } : { line: null, seq: null };
}
