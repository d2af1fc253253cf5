import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// V1's worker_busy_loop runs an RPC as `func(*args, **kwargs)`; torch's decorate_context right below it is a worker method under
// @torch.inference_mode(): the start-up's determine_available_memory or a step's execute_model (v1/worker/gpu_worker.py), each
// fatal to the engine (LMCache/LMCache#1251). A failed utility RPC (add_lora) shows no such frame and leaves the engine up.
const TAG = '(VllmWorker rank=0 pid=16511) ERROR 08-05 23:38:09 [multiproc_executor.py:546] ';
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('vLLM V1 worker RPC under inference_mode', () => {
  const head = [
    `${TAG}WorkerProc hit an exception.`,
    `${TAG}Traceback (most recent call last):`,
    `${TAG}  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py", line 541, in worker_busy_loop`,
    `${TAG}    output = func(*args, **kwargs)`,
  ];

  it("the decorator's frame under the busy loop's call is a profile run or a step failing: the engine ends", () => {
    expect(
      outcome([
        ...head,
        `${TAG}             ^^^^^^^^^^^^^^^^^^^^^`,
        `${TAG}  File "/usr/local/lib/python3.12/dist-packages/torch/utils/_contextlib.py", line 116, in decorate_context`,
        `${TAG}    return func(*args, **kwargs)`,
      ]),
    ).toEqual(['vllm', 'failed', null]);
  });

  it('the busy loop calling an undecorated method (add_lora) is no end by itself', () => {
    expect(outcome([...head, `${TAG}  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 276, in add_lora`])[1]).toBe('running');
  });

  it('the decorator frame with no busy loop above it proves nothing', () => {
    expect(
      outcome([
        'INFO 08-05 23:38:00 [api_server.py:1] vLLM API server version 0.10.0',
        'Traceback (most recent call last):',
        '  File "/usr/local/lib/python3.12/dist-packages/torch/utils/_contextlib.py", line 116, in decorate_context',
      ])[1],
    ).toBe('running');
  });
});
