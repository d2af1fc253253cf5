import type { ErrorBlock } from './types';
import { WRAPPER_PATTERNS } from './wrapper-patterns';

export function isWrapper(block: Pick<ErrorBlock, 'headline'>, patterns: readonly RegExp[] = WRAPPER_PATTERNS): boolean {
  return patterns.some((p) => p.test(block.headline));
}

/** Blocks in seq order; a traceback before `lastMilestoneSeq` was survived, so later ones come first. */
export function findRootCause(blocks: readonly ErrorBlock[], lastMilestoneSeq = -1): ErrorBlock | null {
  const tracebacks = blocks.filter((b) => b.kind === 'traceback' && !b.recurring);
  const late = tracebacks.filter((b) => b.seqs[0]! > lastMilestoneSeq);
  return (
    late.find((b) => !isWrapper(b)) ??
    tracebacks.find((b) => !isWrapper(b)) ??
    tracebacks[0] ??
    blocks.find((b) => b.kind === 'exit') ??
    null
  );
}
