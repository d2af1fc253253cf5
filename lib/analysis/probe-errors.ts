import type { JournalEntry } from '@/lib/journal/types';
import type { ErrorBlock } from './types';
import type { EngineProfile } from './engines';
import { ruleHits } from './engines/rule-hit';
import type { LineViews } from './line-view';
import type { AttemptSegment } from './split-attempts';

/**
 * Marks the attempt's allocation failures that answered one of the server's trial layouts (`EngineProfile.probe`): printed after a
 * measuring request, or before the first request seen when that one measures (the trial's own request above the window).
 */
export function markProbed(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, errors: readonly ErrorBlock[], engine: EngineProfile | null): void {
  const probe = engine?.probe;
  if (!probe || errors.length === 0) return;
  const requests: Array<{ seq: number; step: boolean }> = [];
  for (const position of segment.positions) {
    const text = views.text[position]!;
    if (probe.request.some((r) => ruleHits(r, text))) requests.push({ seq: entries[position]!.seq, step: probe.step.some((r) => ruleHits(r, text)) });
  }
  if (requests.length === 0) return;
  for (const e of errors) {
    if (!probe.failures.some((r) => ruleHits(r, e.headline))) continue;
    const seq = e.seqs[0]!;
    const before = requests.findLast((r) => r.seq < seq);
    if (before ? before.step : requests[0]!.step) e.probed = true;
  }
}
