import type { Analysis } from '@/lib/analysis/types';
import type { GpuReport } from '@/lib/gpu/types';
import type { JournalEntry } from '@/lib/journal/types';
import { loadTarget } from './load-target';
import type { LoadState } from './vram-gauge';

export const EXPECTED_VRAM_PCT = 90;
export const HISTORY_SAMPLES = 90;

/** Progress of the current attempt's weight loading, or null when it is not loading weights. */
export function loadState(
  report: GpuReport | null,
  analysis: Analysis | null,
  nowMs: number,
  opts: { entries?: readonly JournalEntry[]; observedReadyMiB?: number | null; expectedPct?: number } = {},
): LoadState | null {
  if (!report || !analysis || analysis.currentAttempt == null) return null;
  const attempt = analysis.attempts[analysis.currentAttempt];
  if (!attempt || attempt.outcome !== 'running') return null;
  if (attempt.phases.at(-1)?.name !== 'loading_weights') return null;
  const gpus = report.gpus.filter((g) => g.usedMiB != null);
  if (gpus.length === 0) return null;
  const meanUsed = gpus.reduce((s, g) => s + (g.usedMiB ?? 0), 0) / gpus.length;
  const target = loadTarget(analysis, opts.entries ?? [], {
    observedReadyMiB: opts.observedReadyMiB ?? null,
    totalMiB: gpus[0]?.totalMiB ?? null,
    expectedPct: opts.expectedPct ?? EXPECTED_VRAM_PCT,
  });
  if (!target) return null;
  const eta = analysis.eta?.attemptIndex === attempt.index ? analysis.eta : null;
  return { progressPct: Math.min(100, (meanUsed / target.mib) * 100), target, remainingS: etaRemainingS(eta, nowMs) };
}

export function etaRemainingS(eta: Analysis['eta'] | null | undefined, nowMs: number): number | null {
  if (!eta || eta.basis === 'none') return null;
  if (eta.readyAt != null) return Math.max(0, (eta.readyAt / 1000 - nowMs) / 1000);
  return eta.remainingS;
}

/** Used MiB per GPU index across reports, oldest first, capped to the last `HISTORY_SAMPLES`. */
export function historyFromReports(reports: readonly GpuReport[]): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const r of reports.slice(-HISTORY_SAMPLES)) {
    for (const g of r.gpus) if (g.usedMiB != null) (out[g.index] ??= []).push(g.usedMiB);
  }
  return out;
}
