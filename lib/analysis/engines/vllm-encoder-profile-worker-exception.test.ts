import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The model runner logs its encoder-cache line in profile_run right before the dummy encoder batch (v1/worker/gpu_model_runner.py);
// only the start-up memory profile (determine_available_memory) runs profile_run. A worker RPC failing after it ends the start:
// worker_busy_loop answers the failure and the engine core raises it (vllm-project/vllm-ascend#7160).
const TP0 = '(Worker_TP0 pid=85) ';
const lines = (withProfile: boolean) => [
  `${TP0}INFO 03-11 08:33:10 [model_runner_v1.py:2322] Loading model weights took 32.8472 GB`,
  ...(withProfile ? [`${TP0}INFO 03-11 08:33:10 [gpu_model_runner.py:5140] Encoder cache will be initialized with a budget of 16384 tokens, and profiled with 1 image items of the maximum feature size.`] : []),
  `${TP0}ERROR 03-11 08:33:36 [multiproc_executor.py:863] WorkerProc hit an exception.`,
  `${TP0}ERROR 03-11 08:33:36 [multiproc_executor.py:863] Traceback (most recent call last):`,
  `${TP0}ERROR 03-11 08:33:36 [multiproc_executor.py:863]   File "/vllm-workspace/vllm/vllm/v1/executor/multiproc_executor.py", line 858, in worker_busy_loop`,
  `${TP0}ERROR 03-11 08:33:36 [multiproc_executor.py:863]     output = func(*args, **kwargs)`,
];
const read = (text: string[]) => {
  const [a] = readAttempts(text, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('vLLM worker RPC failing in the multimodal encoder profile', () => {
  it('after the encoder-cache line the start-up profile failed: the engine ends, the header is no cause', () => {
    expect(read(lines(true))).toEqual(['vllm', 'failed', null]);
  });

  it('without it the failed RPC may be a utility call the engine survives', () => {
    expect(read(lines(false))[1]).toBe('running');
  });
});

// vLLM-Omni's run_stage_core logs `StageEngineCoreProc failed to start.` and re-raises, as V1's run_engine_core does
// (vllm_omni/engine/stage_engine_core_proc.py; vllm-project/vllm-omni#3308).
describe("vLLM-Omni's stage engine core failing to start", () => {
  const TAG = '(StageEngineCoreProc pid=11282) ';
  it('ends the attempt, and the wrapper is no cause', () => {
    expect(
      read([
        `${TAG}INFO 05-02 08:58:52 [gpu_model_runner.py:4879] Model loading took 7.78 GiB memory and 9.245839 seconds`,
        `${TAG}ERROR 05-02 08:58:53 [stage_engine_core_proc.py:104] StageEngineCoreProc failed to start.`,
        `${TAG}ERROR 05-02 08:58:53 [stage_engine_core_proc.py:104] Traceback (most recent call last):`,
        `${TAG}ERROR 05-02 08:58:53 [stage_engine_core_proc.py:104]   File "/root/vllm-omni/vllm_omni/engine/stage_engine_core_proc.py", line 79, in run_stage_core`,
      ]),
    ).toEqual(['vllm', 'failed', null]);
  });
});
