import { describe, expect, it } from 'vitest';
import { BATCH_RETRY } from './llamacpp';
import { ruleHits } from './rule-hit';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama.cpp's server of 2023 logged its KV batch retry as `%s : failed to find free space in the KV cache, retrying with smaller
// n_batch = %d` (with __func__, update_slots); Ollama 0.1.x's in-process copy printed it so (ollama/ollama#2048).
const old = [
  '[1704891429] update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 256',
  '[1704891429] update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 128',
];

describe("llama.cpp's KV batch retry in 2023's wording", () => {
  it('matches the message after the stamp', () => {
    expect(ruleHits(BATCH_RETRY, 'update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 256')).toBe(true);
    expect(ruleHits(BATCH_RETRY, 'update_slots: failed to find free space in the KV cache, retrying with smaller batch size - try increasing it via total context size or enabling defragmentation, i = -32, n_batch = 32, ret = 1')).toBe(true);
  });

  it('proves a request at work in the loop: ready, no cause', () => {
    const [a] = readAttempts(old, 2024);
    expect([a!.outcome, a!.fatal]).toEqual(['ready', null]);
    expect(a!.phases.map((p) => p.name)).toEqual(['ready']);
  });
});
