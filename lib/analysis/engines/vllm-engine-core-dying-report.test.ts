import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vllm-project/vllm#31269 (Jetson Thor): the paste keeps only frames of EngineCore_DP0's level-less traceback, the one
// multiprocessing prints to stderr as the process's target raised (run_engine_core logs the error, then raises it again).
const frames = [
  '(EngineCore_DP0 pid=43623)         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  '(EngineCore_DP0 pid=43623)     )',
  '(EngineCore_DP0 pid=43623)     ^',
  '(EngineCore_DP0 pid=43623)   File "/home/ml/miniconda3/lib/python3.13/site-packages/triton/runtime/jit.py", line 419, in <lambda>',
  '(EngineCore_DP0 pid=43623)     return lambda *args, **kwargs: self.run(grid=grid, warmup=False, *args, **kwargs)',
  '(EngineCore_DP0 pid=43623)   File "/home/ml/miniconda3/lib/python3.13/site-packages/triton/runtime/jit.py", line 733, in run',
];
// The same frames logged at a level (mineru#4350's `[core.py:708]` lines): core.py also logs the traceback of a failed utility
// call the engine core lives on after, so a levelled frame alone ends nothing.
const levelled = [
  '(EngineCore_DP0 pid=60) ERROR 01-12 01:09:14 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/triton/compiler/compiler.py", line 359, in compile',
  '(EngineCore_DP0 pid=60) ERROR 01-12 01:09:14 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/compiler.py", line 461, in <lambda>',
];
// A thread's report under the same tag: threading's header (sglang#1738's, here behind the tag vLLM gives each stderr line of the
// process). The thread died, the process lives on.
const thread = ['(EngineCore_DP0 pid=43623) Exception in thread Thread-3 (forward_thread_func):', '(EngineCore_DP0 pid=43623) Traceback (most recent call last):', ...frames.slice(3)];

const attemptsOf = (lines: string[]) => readAttempts(lines, 2025);

describe("vLLM: the engine core's level-less traceback is its dying report", () => {
  it('ends the attempt as failed even with banner and exception cut', () => {
    const [a, ...rest] = attemptsOf(frames);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome]).toEqual(['vllm', 'failed']);
  });

  it('does not end it on frames logged at a level', () => {
    const [a] = attemptsOf(levelled);
    expect(a!.outcome).not.toBe('failed');
  });

  it("does not end it on a thread's report", () => {
    const [a] = attemptsOf(thread);
    expect(a!.outcome).not.toBe('failed');
  });
});
