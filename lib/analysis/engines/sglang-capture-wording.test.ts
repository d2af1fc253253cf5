import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.phases.map((p) => p.name)]);

// Later 0.5 releases name each graph set they capture by model (target, draft) and mode (decode, prefill, verify, extend).
describe("SGLang's capture lines in their later wording", () => {
  it('a target or draft set beginning or ending is the graph capture (noonghunna/club-3090#1261)', () => {
    expect(phases(['[2026-09-12 00:23:08 TP0] Capture target prefill CUDA graph begin. backend=breakable, num_tokens=[4, 8, 2048], avail mem=5.59 GB'])).toEqual([['sglang', ['cuda_graphs']]]);
    expect(phases(['[2026-08-17 16:52:18] Capture target decode CUDA graph end. elapsed=2.58 s, mem usage=0.45 GB, avail mem=72.65 GB.'])).toEqual([['sglang', ['cuda_graphs']]]);
    expect(phases(['[2026-07-21 08:22:01 TP0] Capture draft decode CUDA graph end. elapsed=1.56 s, mem usage=0.38 GB, avail mem=7.01 GB.'])).toEqual([['sglang', ['cuda_graphs']]]);
  });
});
