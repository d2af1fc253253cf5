import type { ErrorBlock } from './types';
import { ENGINES } from './engines';
import { isWrapperText } from './engines/rule-sets';
import { carriesException, isExceptionLine } from './group-errors';

export function isWrapper(block: Pick<ErrorBlock, 'headline'>): boolean {
  return isWrapperText(ENGINES, block.headline);
}

/** How strongly a block names the cause: lower is stronger; null for blocks that never do. */
export function causeTier(b: ErrorBlock): number | null {
  if (b.kind === 'exit') return 5;
  if (b.signal === 'gpu') return 4;
  // A line that only points at a failure printed elsewhere is not a cause, even when nothing else is seen.
  if (isWrapper(b)) return null;
  // `NoneType: None` is what Python's logger.exception() prints outside an exception.
  if (b.recurring || b.signal === 'state' || b.headline === 'NoneType: None') return null;
  if (b.signal === 'cause' || isExceptionLine(b.headline) || carriesException(b.headline)) return 1;
  // A traceback cut off before its exception line shows where, not what: no cause to name.
  if (b.kind === 'traceback') return null;
  if (b.signal === 'end') return 3;
  return 2;
}

/**
 * The root cause among an attempt's blocks (in seq order): a real cause printed at or after `lastMilestoneSeq` first (one before
 * the last milestone was survived), the strongest tier first and, within a tier, the first printed; then a kernel GPU fault, then systemd's exit line; wrappers never.
 * `maxTier` limits what counts: a running attempt names only a real exception or cause.
 */
export function findRootCause(blocks: readonly ErrorBlock[], lastMilestoneSeq = -1, maxTier = 5): ErrorBlock | null {
  let best: ErrorBlock | null = null;
  let bestScore = Infinity;
  for (const b of blocks) {
    const tier = causeTier(b);
    if (tier === null || tier > maxTier) continue;
    // A cause printed on the milestone's own line (llama.cpp's `E llama_init_from_model: …`) was not survived.
    const score = tier <= 3 ? (b.seqs[0]! >= lastMilestoneSeq ? 0 : 10) + tier : 20 + tier;
    if (score < bestScore) {
      best = b;
      bestScore = score;
    }
  }
  return best;
}
