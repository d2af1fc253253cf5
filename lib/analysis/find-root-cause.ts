import type { ErrorBlock } from './types';
import { ENGINES, type EngineProfile } from './engines';
import { ruleHits } from './engines/rule-hit';
import { isWrapperText } from './engines/rule-sets';
import { COMMON_WRAPPERS, DEVICE_LOST, EXCEPTION_MESSAGE_TAILS, HOST_CONDITIONS, RUN_LONG_CONDITIONS } from './engines/common';
import { SUPERVISOR_BARE } from './engines/supervisor-ends';
import { carriesException, cutAtRaise, isExceptionLine } from './group-errors';

const BY_ID = new Map<string, EngineProfile>(ENGINES.map((e) => [e.id, e]));
// The quoted error may hold quotes of its own (`error ''NoneType' object has no attribute 'x'', please check …`).
const QUOTED_ERROR = /\berror '.{2,}'(?:,|$)/;

/**
 * The engines whose wrapper lines count in an attempt of `engine`: its own and those it embeds (Ollama's runner is
 * llama.cpp). A wrapper is an engine's habit: llama.cpp's `failed to load model` only points above, where Triton's
 * `failed to load 'x' version 1: …` carries the cause. Every engine's when the engine is not known.
 */
function wrapperEngines(engine: EngineProfile | null): readonly EngineProfile[] {
  if (engine === null) return ENGINES;
  return [engine, ...(engine.embeds ?? []).flatMap((id) => BY_ID.get(id) ?? [])];
}

export function isWrapper(block: Pick<ErrorBlock, 'headline'>, engine: EngineProfile | null = null): boolean {
  return isWrapperText(wrapperEngines(engine), block.headline);
}

/** An error the engine (or one it embeds) logged as caught and survived, in its own words: it names no cause of an end. */
export function isSurvived(block: Pick<ErrorBlock, 'headline'>, engine: EngineProfile | null = null): boolean {
  return wrapperEngines(engine).some((p) => p.survived?.some((r) => r.test(block.headline)) ?? false);
}

/**
 * A report of how a child ended that says nothing of why (the engine's own `bareEnds`, its supervisor's), or a state of the host
 * the server may survive (no GPU driver): it yields to any other cause in its tier.
 */
function isBareEnd(headline: string, engine: EngineProfile | null): boolean {
  return quotesOwnPointer(headline, engine) || (engine?.bareEnds?.some((r) => ruleHits(r, headline)) ?? false) || SUPERVISOR_BARE.some((r) => ruleHits(r, headline)) || HOST_CONDITIONS.some((r) => ruleHits(r, headline));
}

/**
 * A state of the host the process survives that holds for its whole run (ggml's CUDA start that found no GPU), however far its
 * start-up went after it; it never keeps a server from ready.
 */
export function holdsForRun(b: Pick<ErrorBlock, 'headline'>): boolean {
  return RUN_LONG_CONDITIONS.some((r) => ruleHits(r, b.headline));
}

/** A fault after which the process that printed it can run no more GPU work (CUDA's device-side assert): it cannot serve. */
export function losesDevice(b: Pick<ErrorBlock, 'headline'>): boolean {
  return DEVICE_LOST.some((r) => ruleHits(r, b.headline));
}

/** A line after which the engine's process lives but serves no more (`EngineProfile.halts`): its serving loop has ended. */
export function haltsServing(b: Pick<ErrorBlock, 'headline'>, engine: EngineProfile | null): boolean {
  return engine?.halts?.some((r) => ruleHits(r, b.headline)) ?? false;
}

/** The engine's own words for how its child (Ollama's runner) died, which it outlives. */
function reportsChildDeath(headline: string, engine: EngineProfile | null): boolean {
  return engine?.childDeaths?.some((r) => ruleHits(r, headline)) ?? false;
}

/**
 * Such a report that quotes one of the engine's own pointers (llama.cpp's `failed to create context`): the child died, its
 * cause printed above. Not a shared pointer (`context canceled`: the load was cancelled, no child died of it).
 */
function quotesOwnPointer(headline: string, engine: EngineProfile | null): boolean {
  return reportsChildDeath(headline, engine) && wrapperEngines(engine).some((p) => p.wrappers.some((w) => w.test(headline))) && !COMMON_WRAPPERS.some((w) => w.test(headline));
}

/** How strongly a block names the cause: lower is stronger; null for blocks that never do. */
export function causeTier(b: ErrorBlock, engine: EngineProfile | null = null): number | null {
  // systemd's own OOM kill or timeout is a cause like the server's; its exit line only says that the server ended.
  if (b.kind === 'exit') return b.signal === 'cause' ? 1 : 5;
  if (b.signal === 'gpu') return 4;
  // A line that only points at a failure printed elsewhere is not a cause, even when nothing else is seen. One that quotes
  // the error it wraps (vLLM's `Worker failed with error 'LoRA rank 32 is greater than max_lora_rank 16.', please check the
  // stack trace above`) names it where that stack trace is cut off; printed after it, the error above still comes first.
  // A server's report of its child's death whose quote of the child's last words is such a pointer (Ollama's `llama runner
  // process has terminated: exit status 0xc0000409 error:failed to create context with model …`) still says the child died:
  // a bare end, named where nothing says more.
  if (isWrapper(b, engine)) return QUOTED_ERROR.test(b.headline) || quotesOwnPointer(b.headline, engine) ? 1 : null;
  if (isSurvived(b, engine)) return null;
  // `NoneType: None` is what Python's logger.exception() prints outside an exception. A line with no text names nothing:
  // a logger that prefixes every line of a traceback prints its blank lines as empty ERROR lines (vLLM's ranks, vllm-ascend#4792).
  if (b.recurring || b.probed || b.retried || b.signal === 'state' || b.headline === 'NoneType: None' || b.headline.trim() === '') return null;
  // The tail of an exception's message (pybind11's `Invoked with: …`) stands for the exception line above it, out of sight here.
  if (EXCEPTION_MESSAGE_TAILS.some((r) => ruleHits(r, b.headline))) return null;
  if (b.signal === 'cause' || isExceptionLine(b.headline) || carriesException(b.headline)) return 1;
  // A traceback cut off before its exception line shows where, not what: no cause to name. Unless its last line is the
  // raise itself (`raise ValueError("sharded is not supported for AutoModel")`): that names what, below a printed exception.
  if (b.kind === 'traceback') return cutAtRaise(b.headline) ? 2 : null;
  if (b.signal === 'end') return 3;
  return 2;
}

/** A cause that no later milestone survives under the attempt's engine (a Triton model that failed to load stays unloaded). */
export function isLastingCause(b: Pick<ErrorBlock, 'headline'>, engine: EngineProfile | null): boolean {
  return engine?.lasting?.some((r) => ruleHits(r, b.headline)) ?? false;
}

/**
 * The root cause among an attempt's blocks (in seq order): a real cause printed at or after `lastMilestoneSeq` first (one before
 * the last milestone was survived), the strongest tier first and, within a tier, the first printed; then a kernel GPU fault, then systemd's exit line; wrappers only where they quote the error.
 * `maxTier` limits what counts: a running attempt names only a real exception or cause. `engine`: the attempt's, whose wrappers count.
 */
export function findRootCause(blocks: readonly ErrorBlock[], lastMilestoneSeq = -1, maxTier = 5, engine: EngineProfile | null = null): ErrorBlock | null {
  let best: ErrorBlock | null = null;
  let bestScore = Infinity;
  for (const b of blocks) {
    const tier = causeTier(b, engine);
    if (tier === null || tier > maxTier) continue;
    // A cause printed on the milestone's own line (llama.cpp's `E llama_init_from_model: …`) was not survived.
    // A report of how a child ended without why yields to any cause in its tier, printed before or after it.
    const score = (tier <= 3 ? (b.seqs[0]! >= lastMilestoneSeq || isLastingCause(b, engine) ? 0 : 10) + tier : 20 + tier) + (isBareEnd(b.headline, engine) ? 0.5 : 0);
    if (score < bestScore) {
      best = b;
      bestScore = score;
    }
  }
  return best;
}
