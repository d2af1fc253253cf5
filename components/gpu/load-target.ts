import type { Analysis } from '@/lib/analysis/types';

export interface LoadTarget {
  /** Per-GPU MiB the load is heading for. */
  mib: number;
  basis: 'last-ready-attempt' | 'observed-ready' | 'expected-level';
}

const MODEL_LOADING = /Model loading took\s+([\d.]+)\s*GiB/i;

/**
 * Where a loading attempt's VRAM is heading: what the last ready attempt's weights took
 * (vLLM's `Model loading took X GiB`), else a level seen at ready earlier, else the expected fill.
 */
export function loadTarget(analysis: Analysis | null, opts: { observedReadyMiB: number | null; totalMiB: number | null; expectedPct: number }): LoadTarget | null {
  const ready = analysis?.attempts.filter((a) => a.outcome === 'ready' && a.index !== analysis.currentAttempt).at(-1);
  const line = ready?.phases.find((p) => p.name === 'weights_loaded' && MODEL_LOADING.test(p.line))?.line;
  const gib = line ? Number(MODEL_LOADING.exec(line)?.[1]) : NaN;
  if (Number.isFinite(gib) && gib > 0) return { mib: gib * 1024, basis: 'last-ready-attempt' };
  if (opts.observedReadyMiB != null && opts.observedReadyMiB > 0) return { mib: opts.observedReadyMiB, basis: 'observed-ready' };
  if (opts.totalMiB != null) return { mib: (opts.totalMiB * opts.expectedPct) / 100, basis: 'expected-level' };
  return null;
}

export const LOAD_BASIS_LABEL: Record<LoadTarget['basis'], string> = {
  'last-ready-attempt': 'the level the last ready attempt loaded',
  'observed-ready': 'the level seen at the last ready',
  'expected-level': 'the expected fill',
};
