import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => ({
    outcome: a.outcome,
    phases: a.phases.map((p) => p.name),
  }));

// vllm-project/vllm#39804 (a CI log): the loader's shard bar with tqdm's bar glyphs lost, `100% 3/3 [elapsed<left, rate]`,
// is the weights loading, before the loader's `Loading weights took`.
describe("vLLM's shard progress bar without its glyphs", () => {
  it('is the weights loading', () => {
    const lines = [
      'Loading safetensors checkpoint shards: 100% 3/3 [00:16<00:00,  5.49s/it]',
      '[2026-04-14T06:24:27Z] (EngineCore pid=5105) INFO 04-14 06:24:27 [default_loader.py:384] Loading weights took 16.75 seconds',
    ];
    expect(phases(lines)).toEqual([{ outcome: 'running', phases: ['loading_weights', 'weights_loaded'] }]);
  });
  it('a shard count without the bracketed timing is not', () => {
    expect(phases(['Loading safetensors checkpoint shards: 3 files'])[0]?.phases ?? []).not.toContain('loading_weights');
  });
});
