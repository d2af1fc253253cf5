import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// Real lines: NVIDIA/TensorRT-LLM#2419 (2025), triton-inference-server/server#7719.
describe("ModelLifeCycle's verdict on a whole model", () => {
  it('names the model that failed where the per-version reason is cut off', () => {
    const [a] = read(['I0224 03:28:22.060173 3081 model_lifecycle.cc:789] "failed to load \'tensorrt_llm\'"', 'I0224 03:28:28.368156 3081 model_lifecycle.cc:849] "successfully loaded \'multimodal_encoders\'"']);
    expect(a!.slice(0, 2)).toEqual(['triton', 'running']);
    expect(a![3]).toBe("failed to load 'tensorrt_llm'");
  });

  it('yields to the per-version line printed above it, which gives the reason', () => {
    const [a] = read([
      "E1018 20:11:24.773855 1 model_lifecycle.cc:626] failed to load 'onnx_in_python_backend' version 1: Internal: Stub process 'onnx_in_python_backend_0' is not healthy.",
      "I1018 20:11:24.773900 1 model_lifecycle.cc:755] failed to load 'onnx_in_python_backend'",
    ]);
    expect(a![3]).toContain('is not healthy');
  });
});

// Real lines: triton-inference-server/tensorrtllm_backend#328 (the ensemble's refusal, after the summary, quotes the reason).
describe("ModelLifeCycle's verdict before the ensemble's refusal", () => {
  it('yields to the reason printed after it', () => {
    const [a] = read([
      "I0205 17:02:40.250673 416 model_lifecycle.cc:756] failed to load 'tensorrt_llm'",
      "E0205 17:02:40.250868 416 model_repository_manager.cc:563] Invalid argument: ensemble 'ensemble' depends on 'tensorrt_llm' which has no loaded version. Model 'tensorrt_llm' loading failed with error: version 1 is at UNAVAILABLE state: Internal: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] CUDA runtime error in cudaDeviceGetDefaultMemPool(&memPool, device): operation not supported (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/bufferManager.cpp:170)",
    ]);
    expect(a![3]).toContain('cudaDeviceGetDefaultMemPool');
  });
});

// Real lines: triton-inference-server/server#3147 (2021, compose prefix dropped), a Python model's load retried on request.
describe('a failed model load that a later load of the same model overcame', () => {
  const failed = "E0723 03:46:11.726061 1 model_repository_manager.cc:1242] failed to load 'DEVELOPED_MODEL' version 1: Internal: failed to connect to all addresses";
  it('names no cause once the same model loaded', () => {
    const [a] = read([failed, "I0723 03:50:15.707758 1 model_repository_manager.cc:1239] successfully loaded 'DEVELOPED_MODEL' version 1"]);
    expect(a!.slice(0, 2)).toEqual(['triton', 'running']);
    expect(a![3]).toBeNull();
    // 24.x's quoted message and its whole-model verdict, without a version.
    expect(read(['I0224 03:28:22.060173 3081 model_lifecycle.cc:789] "failed to load \'tensorrt_llm\'"', 'I0224 03:29:28.368156 3081 model_lifecycle.cc:849] "successfully loaded \'tensorrt_llm\'"'])[0]![3]).toBeNull();
  });

  it('still names it when another model loaded, or the same one only before it failed', () => {
    expect(read([failed, "I0723 03:50:15.707758 1 model_repository_manager.cc:1239] successfully loaded 'OTHER_MODEL' version 1"])[0]![3]).toContain('failed to connect');
    expect(read(["I0723 03:40:15.707758 1 model_repository_manager.cc:1239] successfully loaded 'DEVELOPED_MODEL' version 1", failed])[0]![3]).toContain('failed to connect');
  });
});
