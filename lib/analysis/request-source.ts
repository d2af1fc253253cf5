import type { JournalEntry } from '@/lib/journal/types';
import type { ErrorBlock } from './types';
import type { EngineProfile } from './engines';
import type { LineViews } from './line-view';
import type { AttemptSegment } from './split-attempts';

/**
 * Marks the attempt's errors that a request handler logged about the one request it was answering (`EngineProfile.requestSources`):
 * every line of the block carries such a source in the engine's own prefix, its exception is not one the engine dies of
 * (`requestSources.dies`), and no frame of it runs through the engine (`requestSources.engineFrames`): the handler caught what that
 * request's own preparation raised and answered it with an error, and the server serves on. Such a block names no cause of the attempt.
 */
export function markRequestAnswered(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, errors: readonly ErrorBlock[], engine: EngineProfile | null): void {
  const rule = engine?.requestSources;
  if (!rule || errors.length === 0) return;
  let bySeq: Map<number, number> | null = null;
  for (const e of errors) {
    if (e.answered || rule.dies.test(e.headline)) continue;
    bySeq ??= new Map(segment.positions.map((p) => [entries[p]!.seq, p]));
    if (fromRequestHandler(entries, views, bySeq, e, rule)) e.answered = true;
  }
}

function fromRequestHandler(entries: readonly JournalEntry[], views: LineViews, bySeq: Map<number, number>, e: ErrorBlock, rule: NonNullable<EngineProfile['requestSources']>): boolean {
  let sourced = false;
  for (const seq of e.seqs) {
    const position = bySeq.get(seq);
    if (position === undefined) return false;
    const source = entries[position]!.vllm?.source;
    // A line of the block under another module's prefix (the engine core's, a worker's) is no handler's record.
    if (source != null) {
      if (!rule.sources.test(source)) return false;
      sourced = true;
    }
    if (rule.engineFrames.test(views.text[position]!)) return false;
  }
  return sourced;
}
