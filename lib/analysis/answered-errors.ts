import type { ErrorBlock } from './types';
import type { EngineProfile } from './engines';
import { isExceptionLine } from './group-errors';

// `ValueError: Value out of range: -172312851` (a shard's `rank=0` after it in TGI's relayed output): the class, then the message.
const EXCEPTION_PARTS = /^((?:[A-Za-z_]\w*\.)*\w+): (.+?)(?: rank=\d+)?$/;

/**
 * The blocks whose exception the server caught and answered a request with: headed by a worker's word that it was one request's
 * (`ANSWERED_HEADERS`), or (`EngineProfile.answers`) its message is relayed by a later block and its class is not one the worker
 * dies of.
 */
export function answeredErrors(errors: readonly ErrorBlock[], engine: EngineProfile | null): Set<ErrorBlock> {
  // A traceback headed by a worker's word that it was one request's (group-errors, `ANSWERED_HEADERS`), whatever the engine.
  const answered = new Set<ErrorBlock>(errors.filter((b) => b.answered));
  const answers = engine?.answers;
  if (!answers) return answered;
  const relayed: Array<{ seq: number; message: string }> = [];
  for (const b of errors) {
    const m = answers.relay.exec(b.headline);
    if (m?.[1]) relayed.push({ seq: b.seqs[0]!, message: m[1].trim() });
  }
  if (relayed.length === 0) return answered;
  for (const b of errors) {
    if (!isExceptionLine(b.headline)) continue;
    const parts = EXCEPTION_PARTS.exec(b.headline);
    if (!parts || answers.dies.test(parts[1]!)) continue;
    const message = parts[2]!.trim();
    if (relayed.some((r) => r.seq > b.seqs[0]! && r.message === message)) answered.add(b);
  }
  return answered;
}
