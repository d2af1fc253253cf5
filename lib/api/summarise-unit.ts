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
  // An attempt that has printed nothing of its own yet (systemd's `Started` alone) runs the unit's same command:
  // the unit is still the engine its newest earlier attempt showed, said as such.
  const known = current && current.engine !== 'unknown' ? current : attempts.findLast((a) => a.engine !== 'unknown' && a.index < (current?.index ?? 0));
  return {
    attempts: attempts.length,
    currentPhase: current?.phases.at(-1)?.name ?? null,
    currentOutcome: current?.outcome ?? null,
    currentStart: current?.start ?? null,
    lastFatal: failed && fatal ? { headline: fatal.headline, at: fatal.at, attemptId: failed.id, attemptLabel: attemptLabel(failed) } : null,
    engine: known?.engine ?? 'unknown',
    ...(known && known !== current ? { engineFromEarlier: true as const } : {}),
  };
}

