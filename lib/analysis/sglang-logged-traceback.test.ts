import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// SGLang 0.3–0.4's scheduler, DP controller and detokenizer catch any exception at their top, log its traceback as the whole
// message and kill their parent (sgl-project/sglang#1751): the header behind SGLang's stamp ends the attempt, a bare one does not.
const start = ['[2024-10-22 06:31:49 TP0] Memory pool end. avail mem=8.38 GB', '[2024-10-22 06:31:49 TP0] Capture cuda graph begin. This can take up to several minutes.'];
const frames = ['  File "/usr/lib/python3.10/site-packages/sglang/srt/model_executor/cuda_graph_runner.py", line 162, in __init__', '    self.capture()'];
const outcome = (lines: string[]) => readAttempts(lines, 2024).map((a) => a.outcome);

describe("SGLang's logged top-level traceback", () => {
  it('behind the stamp, cut before its exception, it ends the attempt', () => {
    expect(outcome([...start, '[2024-10-22 06:31:49 TP0] Traceback (most recent call last):', ...frames])).toEqual(['failed']);
  });

  it('a bare header (any process, its traceback may be caught) does not', () => {
    expect(outcome([...start, 'Traceback (most recent call last):', ...frames])).toEqual(['running']);
  });
});
