import 'server-only';
import { ENGINE_IDS, type EngineId } from '@/lib/analysis/engines/types';
import type { Analysis, Attempt } from '@/lib/analysis/types';
import type { UnitSummary } from './types';

/** The fleet table's digest of one unit: its current attempt and the newest fatal error that is not recurring noise. */
export function summariseUnit(analysis: Analysis): UnitSummary {
  const { attempts } = analysis;
  const current = analysis.currentAttempt !== null ? attempts[analysis.currentAttempt] : attempts.at(-1);
  const fatal = attempts.findLast((a) => a.fatal !== null && !a.fatal.recurring)?.fatal ?? null;
  return {
    attempts: attempts.length,
    currentPhase: current?.phases.at(-1)?.name ?? null,
    currentOutcome: current?.outcome ?? null,
    currentStart: current?.start ?? null,
    lastFatal: fatal ? { headline: fatal.headline, at: fatal.at, attemptIndex: fatal.attemptIndex } : null,
    engine: current ? engineOf(current) : 'unknown',
  };
}

// Read loosely: attempts carry `engine` once the engine profiles tag them.
function engineOf(attempt: Attempt): EngineId {
  const engine = (attempt as { engine?: unknown }).engine;
  return ENGINE_IDS.find((id) => id === engine) ?? 'unknown';
}
