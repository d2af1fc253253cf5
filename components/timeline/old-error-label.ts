import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Attempt } from '@/lib/analysis/types';
import { formatClock, type TimeZoneMode } from './format-time';

/** `from 23:36:21 · pid 221343, pid 221401, exited 23:37:10` for an error of an attempt that is not the current one. */
export function oldErrorLabel(attempt: Attempt | undefined, pid: number | null, currentIndex: number | null, zone: TimeZoneMode): string | null {
  if (!attempt || attempt.index === currentIndex) return null;
  const parts = [`from ${attemptLabel(attempt)}`];
  if (pid != null && pid !== attempt.mainPid) parts.push(`pid ${pid}`);
  if (attempt.end != null && attempt.outcome !== 'running' && attempt.outcome !== 'ready') parts.push(`exited ${formatClock(attempt.end, zone)}`);
  else if (attempt.end != null) parts.push(`last line ${formatClock(attempt.end, zone)}`);
  return parts.join(', ');
}
