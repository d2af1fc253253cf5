import type { ErrorBlock } from './types';
import { WRAPPER_PATTERNS } from './wrapper-patterns';

export function isWrapper(block: Pick<ErrorBlock, 'headline'>, patterns: readonly RegExp[] = WRAPPER_PATTERNS): boolean {
  return patterns.some((p) => p.test(block.headline));
}

/**
 * The fatal error of a failed attempt: the first traceback of the process that failed first,
 * skipping recurring noise and wrappers that only point at it; else a wrapper traceback;
 * else systemd's exit line. Blocks must be in seq order.
 */
export function findRootCause(blocks: readonly ErrorBlock[]): ErrorBlock | null {
  const tracebacks = blocks.filter((b) => b.kind === 'traceback' && !b.recurring);
  return (
    tracebacks.find((b) => !isWrapper(b)) ??
    tracebacks[0] ??
    blocks.find((b) => b.kind === 'exit') ??
    null
  );
}
