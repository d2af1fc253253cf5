import 'server-only';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Analysis } from '@/lib/analysis/types';
import type { UnitSummary } from './types';

/** The fleet table's digest of one unit: its current attempt and the newest fatal error that is not recurring noise. */
export function summariseUnit(analysis: Analysis): UnitSummary {
  const { attempts } = analysis;
  const current = analysis.currentAttempt !== null ? attempts[analysis.currentAttempt] : attempts.at(-1);
  const failed = attempts.findLast((a) => a.fatal !== null && !a.fatal.recurring);
  const fatal = failed?.fatal ?? null;
  return {
    attempts: attempts.length,
    currentPhase: current?.phases.at(-1)?.name ?? null,
    currentOutcome: current?.outcome ?? null,
    currentStart: current?.start ?? null,
    lastFatal: failed && fatal ? { headline: fatal.headline, at: fatal.at, attemptId: failed.id, attemptLabel: attemptLabel(failed) } : null,
    engine: current?.engine ?? 'unknown',
  };
}

