import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// RL frameworks run SGLang in Ray actors named after it (verl's `SGLangHttpServer`, slime's `SGLangEngine`) and turn on its
// memory saver to release and resume the engine's GPU memory between rollouts; torch_memory_saver exits the process on a
// failed driver call after printing it (csrc/utils.h CURESULT_CHECK), with no traceback (sgl-project/sglang#14092).
describe('SGLang in a Ray actor, torch_memory_saver failures', () => {
  it("reads the actor's class name as SGLang's and the memory saver's failed check as the process's death and its cause", () => {
    const lines = [
      '(SGLangHttpServer pid=250977) [torch_memory_saver.cpp] CUresult error: 2 (out of memory)  file=csrc/utils.h func=cu_mem_create line=194',
      '(WorkerDict pid=209740) WARNING:2025-11-28 16:00:45,396:Async request to resume_memory_occupation timed out (attempt 1)',
    ];
    const [a] = readAttempts(lines, 2025);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
    expect(a!.fatal?.headline).toContain('CUresult error: 2 (out of memory)');
  });

  it('needs the SGLang name in the tag: a training actor printing the same line tells no engine', () => {
    const lines = ['(MegatronTrainRayActor pid=7) [torch_memory_saver.cpp] cudaError error: 2 (out of memory)  file=csrc/core.cpp func=malloc line=9'];
    const [a] = readAttempts(lines, 2025);
    expect(a!.engine).toBe('unknown');
  });
});

// ModelRunner.init_weights_update_group catches a failed group set-up, logs it and answers the trainer (areal-project/AReaL#177).
describe('SGLang weight-update API failures', () => {
  it('reads a failed weight-update group behind SGLang stamp as SGLang, survived: no cause, no end', () => {
    const lines = [
      '[2025-07-15 02:18:13] Failed to initialize custom process group: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5',
      'ncclUnhandledCudaError: Call to CUDA function failed.',
    ];
    const [a] = readAttempts(lines, 2025);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['sglang', 'running', null]);
  });

  it('leaves a trainer-side RuntimeError with the same words to other rules: no stamp, no engine', () => {
    const [a] = analyse(parseLog('RuntimeError: Failed to initialize custom process group: boom.\n', { year: 2025 }).entries).attempts;
    expect(a!.engine).toBe('unknown');
  });
});
