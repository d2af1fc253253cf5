import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The router's client span for a shard call that ended CANCELLED: the shard's gRPC server was stopped under the call
// (tgi-gaudi 2.0.6 on Gaudi1, huggingface/text-generation-inference#3140; the same line follows a shard's RuntimeError in #2613, tgi-gaudi#216).
const cancelled =
  'ERROR batch{batch_size=1}:prefill:prefill{id=0 size=1}:prefill{id=0 size=1}: text_generation_client: router/client/src/lib.rs:33: Server error: CANCELLED';

const attemptsOf = (lines: string[]) => readAttempts(lines, 2025);

describe('TGI: a shard call the router saw CANCELLED', () => {
  it('fails the attempt after ready, the line a wrapper and not the cause', () => {
    const [a, ...rest] = attemptsOf([
      '2025-03-26T10:00:00.000000Z  INFO text_generation_router::server: router/src/server.rs:2402: Connected',
      `2025-03-26T10:00:09.000000Z ${cancelled}`,
    ]);
    expect(rest).toHaveLength(0);
    expect(a!.outcome).toBe('failed');
    expect(a!.phases.map((p) => p.name)).toEqual(['ready', 'failed']);
    expect(a!.fatal).toBeNull();
  });

  it('fails it when the line is quoted alone, without its stamp', () => {
    const [a] = attemptsOf([cancelled]);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['tgi', 'failed', null]);
  });
});
