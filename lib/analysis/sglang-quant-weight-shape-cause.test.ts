import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

describe('SGLang: a quantised layer that does not fit its tensor-parallel split', () => {
  it('the model wrapper\'s print of the layer\'s ValueError is the cause, above a cut scheduler traceback', () => {
    const [a] = readAttempts(
      [
        '[2025-04-01 18:12:47 TP0] Load weight begin. avail mem=23.43 GB',
        'Failed to instantiate MiniCPMV: The input size is not aligned with the quantized weight shape. This can be caused by too large tensor parallel size.',
        '[2025-04-01 18:12:48 TP0] Scheduler hit an exception: Traceback (most recent call last):',
        '  File "/data/conda_envs/sglang_0.4.4/lib/python3.10/site-packages/sglang/srt/managers/scheduler.py", line 1999, in run_scheduler_process',
      ],
      2025,
    );
    expect(a?.engine).toBe('sglang');
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal?.headline).toContain('The input size is not aligned with the quantized weight shape');
  });
});
