import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);
const frame = '1       0x7fafe75ac233 /opt/tritonserver/backends/tensorrtllm/libtriton_tensorrtllm.so(+0x123233) [0x7fafe75ac233]';

describe("TensorRT-LLM's batch manager: an error in a model step", () => {
  // GptManager::forwardAsync (forward before 0.7) catches it, answers the active requests with it and steps on.
  it('proves the server was serving and is answered, not a cause', () => {
    expect(read(["[TensorRT-LLM][ERROR] Encountered an error in forward function: Input tensor 'x_0' not found; expected shape: (1) (/app/tllmRuntime.cpp:124)", frame])).toEqual([
      ['triton', 'ready', ['ready'], null],
    ]);
    expect(read(['[TensorRT-LLM][ERROR] Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] Assertion failed: Unable to get batch slot for reqId (/x/trtGptModelInflightBatching.cpp:1161)', frame])[0]![1]).toBe('ready');
  });

  // A CUDA error leaves the context unusable: every later step fails the same way.
  it('under a CUDA error names that error as the cause that lasts', () => {
    const [a] = read(['[TensorRT-LLM][ERROR] Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] CUDA runtime error in cudaMemcpyAsync(dst, src): an illegal memory access was encountered (/x/bufferManager.cpp:1)', frame]);
    expect(a!.slice(1, 3)).toEqual(['running', ['ready']]);
    expect(a![3]).toContain('CUDA runtime error in cudaMemcpyAsync');
  });
});
