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

/**
 * Marks the attempt's failures of a named thing that a later line of the attempt says succeeded (`EngineProfile.retried`): a model
 * load that failed, then the same model loaded.
 */
export function markRetried(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, errors: readonly ErrorBlock[], engine: EngineProfile | null): void {
  const retried = engine?.retried;
  if (!retried || errors.length === 0) return;
  // The last success per name, by seq.
  const succeeded = new Map<string, number>();
  for (const position of segment.positions) {
    const found = retried.success.exec(views.text[position]!);
    if (found?.[1] !== undefined) succeeded.set(found[1], entries[position]!.seq);
  }
  if (succeeded.size === 0) return;
  for (const e of errors) {
    const found = retried.failure.exec(e.headline);
    const at = found?.[1] === undefined ? undefined : succeeded.get(found[1]);
    if (at !== undefined && at > e.seqs[e.seqs.length - 1]!) e.retried = true;
  }
}
