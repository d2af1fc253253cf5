import type { Analysis } from '@/lib/analysis/types';
import type { JournalEntry } from '@/lib/journal/types';

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
export function loadTarget(
  analysis: Analysis | null,
  entries: readonly JournalEntry[],
  opts: { observedReadyMiB: number | null; totalMiB: number | null; expectedPct: number },
): LoadTarget | null {
  const ready = analysis?.attempts.filter((a) => a.index !== analysis.currentAttempt && a.phases.some((p) => p.name === 'ready')).at(-1);
  let line = ready?.phases.find((p) => MODEL_LOADING.test(p.line))?.line;
  if (ready && !line && analysis) {
    for (let i = 0; i < entries.length && !line; i++) {
      if (analysis.entryAttempt[i] === ready.index && MODEL_LOADING.test(entries[i]!.message)) line = entries[i]!.message;
    }
  }
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
