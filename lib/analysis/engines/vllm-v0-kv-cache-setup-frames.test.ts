import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// V0's LLMEngine sizes the KV cache once, from its constructor (_initialize_kv_caches): the workers'
// determine_num_available_blocks, then initialize_cache, whose _warm_up_model captures the CUDA graphs (worker/worker.py).
// A worker's exception there is logged by multiproc_worker_utils and re-raised by the driver: the start fails.
describe("vLLM V0, a worker's traceback middle through initialize_cache and _warm_up_model", () => {
  const read = (lines: string[]) => readAttempts(lines, 2024);

  it('reads it as the start failing, with no cause named', () => {
    const [a] = read([
      '(VllmWorkerProcess pid=1527) ERROR 07-10 09:23:56 multiproc_worker_utils.py:226]     output = executor(*args, **kwargs)',
      '(VllmWorkerProcess pid=1527) ERROR 07-10 09:23:56 multiproc_worker_utils.py:226]   File "/usr/local/lib/python3.9/dist-packages/vllm/worker/worker.py", line 214, in initialize_cache',
      '(VllmWorkerProcess pid=1527) ERROR 07-10 09:23:56 multiproc_worker_utils.py:226]     self._warm_up_model()',
      '(VllmWorkerProcess pid=1527) ERROR 07-10 09:23:56 multiproc_worker_utils.py:226]   File "/usr/local/lib/python3.9/dist-packages/vllm/worker/worker.py", line 230, in _warm_up_model',
      '(VllmWorkerProcess pid=1527) ERROR 07-10 09:23:56 multiproc_worker_utils.py:226]     self.model_runner.capture_model(self.gpu_cache)',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['vllm', 'failed', null]);
  });

  it('reads the profile-run frame of determine_num_available_blocks the same way', () => {
    const [a] = read([
      '(VllmWorkerProcess pid=690775) ERROR 07-30 18:05:25 multiproc_worker_utils.py:226]   File "/vllm/vllm/worker/worker.py", line 179, in determine_num_available_blocks',
      '(VllmWorkerProcess pid=690775) ERROR 07-30 18:05:25 multiproc_worker_utils.py:226]     self.model_runner.profile_run()',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['vllm', 'failed', null]);
  });
});
