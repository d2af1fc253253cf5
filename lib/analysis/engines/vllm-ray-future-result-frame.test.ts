import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

// vllm-project/vllm-gaudi#728: the V1 Ray executor's FutureWrapper.result() is called only from the engine core's busy
// loop (step_with_batch_queue), which re-raises what it raises: a traceback through it is the engine core dying.
describe("a traceback through the V1 Ray executor's FutureWrapper.result frame", () => {
  const prefix = '(EngineCore_DP0 pid=3585) ERROR 12-08 18:21:31 [core.py:844] ';
  it('ends the attempt as failed, the header and the exception cut', () => {
    expect(
      read([
        `${prefix}    model_output = future.result()`,
        `${prefix}                   ^^^^^^^^^^^^^^^`,
        `${prefix}  File "/vllm/vllm/v1/executor/ray_utils.py", line 150, in result`,
        `${prefix}    outputs = ray.get(self.ref_or_refs, timeout=timeout)`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });

});
