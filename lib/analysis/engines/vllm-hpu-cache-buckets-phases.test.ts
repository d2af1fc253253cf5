import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) => readAttempts(lines, 2024).map((a) => a.phases.map((p) => p.name));

// HabanaAI/vllm-fork#345: the Gaudi executor's block count and the worker's timing of the cache allocation.
describe("the Gaudi fork's KV cache lines", () => {
  it('`# HPU blocks: N, # CPU blocks: N` is the KV cache step', () => {
    expect(phases(['INFO 09-30 14:31:52 habana_executor.py:87] # HPU blocks: 3184, # CPU blocks: 256'])).toEqual([['kv_cache']]);
  });

  it('`Initializing cache engine took … of device memory` is the KV cache step', () => {
    const line = 'INFO 09-30 14:31:53 habana_worker.py:212] Initializing cache engine took 49.75 GiB of device memory (65.4 GiB/94.62 GiB used) and 1.978 GiB of host memory (538.9 GiB/1007 GiB used)';
    expect(phases([line])).toEqual([['kv_cache']]);
  });
});

// HabanaAI/vllm-fork#147 (constructor, unlabelled list) and #345 (warm-up, labelled list).
describe("the Gaudi fork's generated bucket lists", () => {
  it('the unlabelled list the 2024 runner logs in its constructor is init', () => {
    const lines = [
      'INFO 08-02 17:37:44 habana_model_runner.py:493] Prompt bucket config (min, step, max_warmup) bs:[1, 32, 4], seq:[128, 128, 1024]',
      'INFO 08-02 17:37:44 habana_model_runner.py:499] Generated 24 prompt buckets: [(1, 128), (1, 256), (2, 128), (2, 256)]',
    ];
    expect(phases(lines)).toEqual([['init']]);
  });

  it('the labelled list of a warm-up after the KV cache is no init', () => {
    const line = 'INFO 09-30 14:31:53 habana_model_runner.py:1665] Generated 31 prompt buckets [bs, seq]: [(1, 128), (1, 256), (32, 128)]';
    expect(phases([line])).toEqual([[]]);
  });
});
