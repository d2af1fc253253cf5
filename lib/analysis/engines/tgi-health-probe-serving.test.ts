import { describe, expect, it } from 'vitest';
import { tgiPrefix } from './tgi';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.outcome, a.phases.map((p) => p.name), a.fatal?.headline.slice(0, 40) ?? null]);

// huggingface/text-generation-inference#2822: the router's /health probe (a one-token prefill, id u64::MAX) fails on a
// shard whose flashinfer prefill hit an illegal memory access; the shard then exits.
const PROBE =
  '2024-12-10T16:34:22.215241Z ERROR health:health:prefill{id=18446744073709551615 size=1}:prefill{id=18446744073709551615 size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: BatchPrefillWithPagedKVCache failed with error code an illegal memory access was encountered';

describe("TGI's /health probe", () => {
  it('keeps the health span in front of the client error', () => {
    expect(tgiPrefix(PROBE)?.text).toBe('health: Server error: BatchPrefillWithPagedKVCache failed with error code an illegal memory access was encountered');
  });

  it('a probe the shards answer with an error proves the router served, and the exit that follows fails it', () => {
    expect(
      read([
        'RuntimeError: BatchPrefillWithPagedKVCache failed with error code an illegal memory access was encountered',
        PROBE,
        '2024-12-10T16:34:23.124632Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:',
      ]),
    ).toEqual([['failed', ['ready', 'failed'], 'health: Server error: BatchPrefillWithPa']]);
  });

  it('a warm-up client error is not a probe', () => {
    const warmup = PROBE.replace('health:health:prefill', 'warmup{max_input_length=4095}:warmup:prefill');
    expect(tgiPrefix(warmup)?.text.startsWith('warmup: Server error:')).toBe(true);
    expect(read([warmup])[0]![1]).not.toContain('ready');
  });
});
