import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// OpenRLHF's `LLMRayActor` is the Ray actor that holds a `vllm.LLM` (openrlhf/trainer/ray/vllm_engine.py).
describe("OpenRLHF's LLMRayActor is vLLM's engine process", () => {
  it('its Ray tag alone tells vLLM where only torch prints (OpenRLHF/OpenRLHF#866)', () => {
    const [a, ...rest] = readAttempts([
      '(LLMRayActor pid=392797)     raise DeferredCudaCallError(msg) from e',
      '(LLMRayActor pid=392797) torch.cuda.DeferredCudaCallError: CUDA call failed lazily at initialization with error: device >= 0 && device < num_gpus INTERNAL ASSERT FAILED at "../aten/src/ATen/cuda/CUDAContext.cpp":49, please report a bug to PyTorch. device=1, num_gpus=',
      '(LLMRayActor pid=392797) CUDA call was originally invoked at:',
    ], 2025);
    expect(rest).toEqual([]);
    expect([a!.engine, a!.outcome]).toEqual(['vllm', 'failed']);
  });

  it('its dying in its constructor is the engine failing to start, a wrapper over the cause (OpenRLHF/OpenRLHF#679)', () => {
    const [a, ...rest] = readAttempts([
      '(LLMRayActor pid=427151) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::LLMRayActor.__init__() (pid=427151, ip=10.181.130.26, actor_id=739ab55c49a4e484b354eb9d02000000, repr=<openrlhf.trainer.ray.vllm_engine.LLMRayActor object at 0x7fa367078b80>)',
      '(LLMRayActor pid=427151)   File "/cpfs01/shared/public/binchen/Developer/OpenRLHF/openrlhf/trainer/ray/vllm_engine.py", line 54, in __init__',
      '(LLMRayActor pid=427151)     self.llm = vllm.LLM(*args, **kwargs)',
    ], 2025);
    expect(rest).toEqual([]);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['vllm', 'failed', null]);
  });

  it('a creation-task death of an actor of another name stays unread', () => {
    const [a] = readAttempts([
      '(PolicyActor pid=427151) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::PolicyActor.__init__() (pid=427151, ip=10.181.130.26, actor_id=739ab55c49a4e484b354eb9d02000000, repr=<x.PolicyActor object at 0x7fa367078b80>)',
    ], 2025);
    expect(a?.engine ?? 'unknown').not.toBe('vllm');
  });
});
