import type { Attempt } from '@/lib/analysis/types';
import { formatClock, type TimeZoneMode } from './format-time';

/** `from attempt 2, pid 221343, exited 23:37:10` for an error of an attempt that is not the current one. */
export function oldErrorLabel(attempt: Attempt | undefined, pid: number | null, currentIndex: number | null, zone: TimeZoneMode): string | null {
  if (!attempt || attempt.index === currentIndex) return null;
  const parts = [`from attempt ${attempt.index + 1}`];
  const shownPid = pid ?? attempt.mainPid;
  if (shownPid != null) parts.push(`pid ${shownPid}`);
  if (attempt.end != null && attempt.outcome !== 'running' && attempt.outcome !== 'ready') parts.push(`exited ${formatClock(attempt.end, zone)}`);
  else if (attempt.end != null) parts.push(`last line ${formatClock(attempt.end, zone)}`);
  return parts.join(', ');
}
