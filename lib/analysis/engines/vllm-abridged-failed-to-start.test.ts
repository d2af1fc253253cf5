import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// run_engine_core logs `EngineCore failed to start.` with logger.exception, so at ERROR; a paste abridged to vLLM's level word
// (no stamp, no source) keeps `ERROR ` in front of it (baidu/vLLM-Kunlun#89).
describe("vLLM: `EngineCore failed to start.` abridged to the level word", () => {
  const lines = [
    'INFO  Loading weights took 25.83 seconds',
    'INFO  Model loading took 62.1355 GiB and 26.286569 seconds',
    'INFO  Encoder cache will be initialized with a budget of 16384 tokens, and profiled with 1 image items of the maximum feature size.',
    'ERROR EngineCore failed to start.',
    'ERROR AssertionError: Expected number of multimodal embeddings to match number of input items: 1,',
  ];

  it('ends the start-up, the assertion below it the cause', () => {
    expect(readStories(lines, 2026, true)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: 'ERROR AssertionError: Expected number of multimodal embeddings to match number of input items: 1,', phases: ['weights_loaded', 'failed'] }]);
  });

  it('is no end where the words follow another level', () => {
    expect(readStories(['INFO  Model loading took 62.1355 GiB and 26.286569 seconds', 'INFO  EngineCore failed to start.'], 2026)[0]!.outcome).toBe('running');
  });
});
