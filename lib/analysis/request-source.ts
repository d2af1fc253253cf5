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
  for (const e of errors) {
    if (e.answered || rule.dies.test(e.headline)) continue;
    if (fromRequestHandler(entries, views, segment.positions, e, rule)) e.answered = true;
  }
}

/** The position of the attempt's line with this seq (positions and their seqs both ascend), or undefined. */
function positionOf(entries: readonly JournalEntry[], positions: readonly number[], seq: number): number | undefined {
  let lo = 0;
  let hi = positions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = entries[positions[mid]!]!.seq;
    if (at === seq) return positions[mid];
    if (at < seq) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

// A search per line of the block, not a map of the whole attempt: an attempt that served 60,000 lines holds few errors.
function fromRequestHandler(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[], e: ErrorBlock, rule: NonNullable<EngineProfile['requestSources']>): boolean {
  let sourced = false;
  for (const seq of e.seqs) {
    const position = positionOf(entries, positions, seq);
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
