import type { Attempt } from './types';

/** What names an attempt: the same fields wherever it is shown, none of them its position in a window. */
export type AttemptIdentity = Pick<Attempt, 'index' | 'invocationId' | 'mainPid' | 'start' | 'restartCounter'>;

const two = (n: number) => String(n).padStart(2, '0');

function utcClock(us: number): string {
  const d = new Date(Math.floor(us / 1000));
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/**
 * `restart 4 · 23:37:52 · pid 222636`: systemd's restart counter (left out for a first start), the start time
 * in UTC and the main PID, else the invocation ID's first 8 hex digits. `short` leaves out the counter.
 * Only an attempt with none of these falls back to its position (`attempt 3`).
 */
export function attemptLabel(a: AttemptIdentity, opts: { short?: boolean } = {}): string {
  if (a.start === null && a.mainPid === null && !a.invocationId) return `attempt ${a.index + 1}`;
  const parts: string[] = [];
  if (!opts.short && a.restartCounter !== null && a.restartCounter > 0) parts.push(`restart ${a.restartCounter}`);
  if (a.start !== null) parts.push(utcClock(a.start));
  if (a.mainPid !== null) parts.push(`pid ${a.mainPid}`);
  else if (a.invocationId) parts.push(`inv ${a.invocationId.slice(0, 8)}`);
  return parts.join(' · ');
}
