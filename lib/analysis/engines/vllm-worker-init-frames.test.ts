import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

// vllm-project/vllm#44411: V1 builds its executor and each rank's WorkerProc (worker class, device, model) once, at start-up;
// a failure there fails wait_for_ready and the engine core's start. A traceback through those V1 frames is that failure.
describe("a traceback through V1's executor or WorkerProc constructors, or V1's init_worker", () => {
  const prefix = '(Worker pid=395200) ERROR 06-03 12:30:46 [multiproc_executor.py:870] ';
  it("ends the attempt as failed when only WorkerProc's constructor and init_worker are kept", () => {
    expect(
      read([
        `${prefix}  File "/venv/lib/python3.13/site-packages/vllm/v1/executor/multiproc_executor.py", line 603, in __init__`,
        `${prefix}    wrapper.init_worker(all_kwargs)`,
        `${prefix}  File "/venv/lib/python3.13/site-packages/vllm/v1/worker/worker_base.py", line 313, in init_worker`,
        `${prefix}    self.worker = worker_class(**kwargs)`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });

  it('ends it on the init_worker frame alone (V1 calls it only while starting)', () => {
    expect(
      read([
        `${prefix}  File "/venv/lib/python3.13/site-packages/vllm/v1/worker/worker_base.py", line 313, in init_worker`,
        `${prefix}    self.worker = worker_class(**kwargs)`,
      ]).map((a) => a.outcome),
    ).toEqual(['failed']);
  });

  it("ends it on V1's init_worker_distributed_environment frame, which only init_device calls (vllm-project/vllm#20226)", () => {
    expect(
      read([
        `${prefix}  File "/venv/lib64/python3.11/site-packages/vllm/v1/worker/gpu_worker.py", line 370, in init_worker_distributed_environment`,
        `${prefix}    ensure_model_parallel_initialized(parallel_config.tensor_parallel_size,`,
      ]).map((a) => a.outcome),
    ).toEqual(['failed']);
  });

  it("V0's worker.py init_worker_distributed_environment frame is no end by itself (a V0 Ray driver can hang there)", () => {
    const got = read([
      '(RayWorkerWrapper pid=7500) ERROR 04-07 00:57:46 worker_base.py:464]   File "/usr/lib/python3.10/site-packages/vllm/worker/worker.py", line 348, in init_worker_distributed_environment',
      '(RayWorkerWrapper pid=7500) ERROR 04-07 00:57:46 worker_base.py:464]     ensure_model_parallel_initialized(parallel_config.tensor_parallel_size,',
    ]);
    expect(got.map((a) => a.outcome)).toEqual(['running']);
  });

  it("V0's worker_base.py init_worker frame (Ray's path too) is no end by itself", () => {
    const got = read([
      '(RayWorkerWrapper pid=7500) ERROR 04-07 00:57:46 worker_base.py:464]   File "/usr/lib/python3.10/site-packages/vllm/worker/worker_base.py", line 436, in init_worker',
      '(RayWorkerWrapper pid=7500) ERROR 04-07 00:57:46 worker_base.py:464]     self.worker = worker_class(**kwargs)',
    ]);
    expect(got.map((a) => a.outcome)).toEqual(['running']);
  });
});

// vllm-project/vllm-ascend#7742: a plugin's logger re-formats vLLM's records; the monitor's words still name vLLM's worker.
describe("V1's `Worker proc VllmWorker-N died unexpectedly` under another logger's format", () => {
  it('names vLLM and ends the attempt as failed', () => {
    expect(
      read([
        '[2026-08-22 13:05:18.630086][UC][E] Worker proc VllmWorker-14 died unexpectedly (exit code: None), shutting down executor. [416204,434190][multiproc_executor.py:295,monitor_workers]',
      ]).map((a) => [a.engine, a.outcome]),
    ).toEqual([['vllm', 'failed']]);
  });
});

// vllm-project/vllm#26297: a linear layer is built only while load_model constructs the model class, so a rank's logged
// traceback stopping inside a layer's constructor (a quantization scheme this GPU cannot run) is the start failing.
describe("a traceback through a model layer's constructor", () => {
  const prefix = '(Worker_TP1 pid=3928602) ERROR 10-06 22:12:39 [multiproc_executor.py:597] ';
  it('ends the attempt as failed, no cause shown while the exception is cut', () => {
    expect(
      read([
        `${prefix}    self.qkv_proj = QKVParallelLinear(hidden_size,`,
        `${prefix}  File "/env/lib/python3.12/site-packages/vllm/model_executor/layers/linear.py", line 918, in __init__`,
        `${prefix}    super().__init__(input_size=input_size,`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });
});
