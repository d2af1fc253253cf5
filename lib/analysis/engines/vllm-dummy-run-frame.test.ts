import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The V1 model runner's _dummy_run runs only in start-up's profile, capture and warm-up runs and a DP rank's idle step
// (execute_dummy_batch); a worker's failed call fails the engine core either way (vllm-project/vllm#19906).
describe("vLLM, a worker's traceback middle through the V1 model runner's _dummy_run", () => {
  const read = (lines: string[]) => readAttempts(lines, 2025);

  it('reads it as the engine dying, with no cause named', () => {
    const [a] = read([
      '(VllmWorker rank=0 pid=63590) ERROR 06-20 12:27:37 [multiproc_executor.py:527]   File "/home/ubuntu/.venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 1847, in _dummy_run',
      '(VllmWorker rank=0 pid=63590) ERROR 06-20 12:27:37 [multiproc_executor.py:527]     outputs = model(',
      '(VllmWorker rank=0 pid=63590) ERROR 06-20 12:27:37 [multiproc_executor.py:527]               ^^^^^^',
      '(VllmWorker rank=0 pid=63590) ERROR 06-20 12:27:37 [multiproc_executor.py:527]   File "/home/ubuntu/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1751, in _wrapped_call_impl',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['vllm', 'failed', null]);
  });

  it("leaves a plugin's own runner alone (vllm-project/vllm-ascend#4990 stays a known gap)", () => {
    const [a] = read([
      '(Worker_DP2_TP0_EP8 pid=1201) ERROR 12-13 11:25:59 [multiproc_executor.py:822]   File "/vllm-workspace/vllm-ascend/vllm_ascend/worker/model_runner_v1.py", line 2258, in _dummy_run',
      '(Worker_DP3_TP0_EP12 pid=1199) ERROR 12-13 11:25:59 [multiproc_executor.py:822]            ^^^^^^^^^^^^^^^^^^^^^',
    ]);
    expect(a!.outcome).toBe('running');
  });
});
