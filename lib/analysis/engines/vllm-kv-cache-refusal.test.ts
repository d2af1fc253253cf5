import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2024);

// vllm-project/vllm#10517: V0's KV-cache sizing refusal pasted as bare messages, the log prefixes and `ValueError: ` dropped.
describe("vLLM's max-seq-len-vs-KV-cache refusal without its exception name", () => {
  const refusal =
    "The model's max seq len (29000) is larger than the maximum number of tokens that can be stored in KV cache (23648). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.";

  it('ends the start as failed and is its cause', () => {
    expect(read(['# GPU blocks: 1478, # CPU blocks: 2048', refusal])).toEqual([
      { engine: 'vllm', outcome: 'failed', fatal: expect.stringContaining("The model's max seq len (29000)") },
    ]);
  });

  it('words quoting it inside another sentence do not end anything', () => {
    const got = read(['# GPU blocks: 1478, # CPU blocks: 2048', `user note: I saw "${refusal}"`]);
    expect(got.map((a) => a.outcome)).toEqual(['running']);
  });
});
