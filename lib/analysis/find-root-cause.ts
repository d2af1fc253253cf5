import type { ErrorBlock } from './types';
import { ENGINES } from './engines';
import { isWrapperText } from './engines/rule-sets';
import { carriesException, isExceptionLine } from './group-errors';

export function isWrapper(block: Pick<ErrorBlock, 'headline'>): boolean {
  return isWrapperText(ENGINES, block.headline);
}

/** How strongly a block names the cause: lower is stronger; null for blocks that never do. */
export function causeTier(b: ErrorBlock): number | null {
  if (b.kind === 'exit') return 6;
  if (b.signal === 'gpu') return 4;
  if (isWrapper(b)) return 5;
  if (b.recurring) return null;
  // A traceback cut off before its exception line shows where, not what: it ranks with plain errors.
  if (b.signal === 'cause' || isExceptionLine(b.headline) || carriesException(b.headline)) return 1;
  if (b.signal === 'end') return 3;
  return 2;
}

/**
 * The root cause among an attempt's blocks (in seq order): a real cause printed after `lastMilestoneSeq` first (one before
 * the last milestone was survived), the strongest tier first and, within a tier, the first printed; then wrappers, then exits.
 * `maxTier` limits what counts: a running attempt names only a real exception or cause.
 */
export function findRootCause(blocks: readonly ErrorBlock[], lastMilestoneSeq = -1, maxTier = 6): ErrorBlock | null {
  let best: ErrorBlock | null = null;
  let bestScore = Infinity;
  for (const b of blocks) {
    const tier = causeTier(b);
    if (tier === null || tier > maxTier) continue;
    const score = tier <= 3 ? (b.seqs[0]! > lastMilestoneSeq ? 0 : 10) + tier : 20 + tier;
    if (score < bestScore) {
      best = b;
      bestScore = score;
    }
  }
  return best;
}
