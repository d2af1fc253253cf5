import type { ErrorBlock, PhaseMark } from './types';

export interface RecurringInput {
  errors: ErrorBlock[];
  phases: PhaseMark[];
}

/** Noise: the signature also occurs before `ready` in an attempt that reached ready, or a noise pattern matches. */
export function markRecurring(attempts: readonly RecurringInput[], noisePatterns: readonly string[] = []): void {
  const survived = new Set<string>();
  for (const attempt of attempts) {
    const ready = attempt.phases.find((p) => p.name === 'ready');
    if (!ready) continue;
    for (const e of attempt.errors) if (e.kind !== 'exit' && e.seqs[0]! < ready.seq) survived.add(e.signature);
  }
  const noise: RegExp[] = [];
  for (const source of noisePatterns) {
    try {
      noise.push(new RegExp(source));
    } catch {
      // A bad pattern from the fleet file must not break the analysis.
    }
  }
  for (const attempt of attempts) {
    for (const e of attempt.errors) {
      e.recurring = survived.has(e.signature) || noise.some((n) => n.test(e.headline));
    }
  }
}
