import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// SGLang's scheduler logger stamps `[<time> DP1 TP2] …` (configure_logger's `[%(asctime)s{prefix}]`); a paste trimmed by
// hand keeps the rank tokens alone: `[TP0] …` (sgl-project/sglang#25512, #26265, #31965, #6229, #31336).
describe('SGLang rank-only bracket', () => {
  it('names SGLang when the only lines are a trimmed rank line and a generic crash line (sglang#25512)', () => {
    const lines = [
      '[TP0] EAGLE draft cuda graph replay padding: raw_bs=3 graph_bs=4 raw_out_cache_loc=9 padded_out_cache_loc=12 steps=3 topk=1',
      'Fatal Python error: Segmentation fault',
    ];
    const [a] = readAttempts(lines, 2026);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
    expect(a!.fatal?.headline).toContain('Segmentation fault');
  });

  it('takes the DP, PP and EP tokens around TP as the scheduler orders them', () => {
    const [a] = readAttempts(['[DP1 TP2 EP2] Prefill batch is being retried'], 2026);
    expect(a?.engine).toBe('sglang');
  });

  it('leaves other engines\u2019 rank tags and brackets without a TP token alone', () => {
    for (const line of [
      '[rank0]: Traceback (most recent call last):',
      '(Worker_TP0 pid=4127) INFO 06-05 02:08:42 [gpu_model_runner.py:2641] Loading drafter model...',
      '[TRT-LLM] [I] Starting executor',
      '[TP] stage done',
      '[W1] worker up',
      '[GPU0] memory check passed',
      '[TP0]no space after the bracket',
    ]) {
      const [a] = readAttempts([line], 2026);
      expect(a?.engine ?? 'unknown', line).not.toBe('sglang');
    }
  });
});
