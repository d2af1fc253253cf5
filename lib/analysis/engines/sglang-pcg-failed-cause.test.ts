import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// srt's forward context (enable_piecewise_cuda_graph) logs the capture's or replay's exception as
// `Piecewise CUDA Graph failed with error: {e}` plus a workaround notice, then re-raises it out of the scheduler.
describe("SGLang's piecewise CUDA graph failure line", () => {
  it('is the cause of the scheduler exception that follows it, even with the traceback cut (sgl-project/sglang#27811)', () => {
    expect(
      read([
        "[2026-06-10 13:08:34 TP7] Piecewise CUDA Graph failed with error: 'TcPiecewiseForwardContext' object has no attribute 'num_tokens'",
        'Piecewise CUDA Graph is enabled by default as an experimental feature.',
        'To work around this error, add --disable-piecewise-cuda-graph to your launch command.',
        'Please report this issue at https://github.com/sgl-project/sglang/issues/new/choose',
        '[2026-06-10 13:08:34 TP5] Scheduler hit an exception: Traceback (most recent call last):',
        '  File "/felmarty/repos/sglang/python/sglang/srt/managers/scheduler.py", line 4048, in run_scheduler_process',
        '    scheduler = Scheduler(',
      ]),
    ).toEqual([['sglang', 'failed', "Piecewise CUDA Graph failed with error: 'TcPiecewiseForwardContext' object has no attribute 'num_tokens'"]]);
  });

  it('keeps the error it names when a continuation line follows (sgl-project/sglang#23351)', () => {
    const got = read([
      '[2026-05-22 04:54:32 TP6] Piecewise CUDA Graph failed with error: Tensor match failed for Tensor<8>[strides=<1>, dtype=int64, device=cuda:6] at /x/fused_store_index_cache.cuh:107',
      "- Root cause: Size mismatch for shape#0('num_tokens'): expected 6 but got 8",
      '[2026-05-22 04:54:32 TP6] Scheduler hit an exception: Traceback (most recent call last):',
      '  File "/x/sglang/srt/managers/scheduler.py", line 3811, in run_scheduler_process',
    ]);
    expect(got[0]![1]).toBe('failed');
    expect(got[0]![2]).toContain('Piecewise CUDA Graph failed with error: Tensor match failed');
  });
});
