import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// ggml-vulkan's ggml_vk_load_shaders prints `ggml_vulkan: Error: Shared memory size too small for matrix multiplication.` and
// throws with that text when the device's compute shared memory (16 KiB on a Pi 5's V3D) fits no matmul tile: the load fails
// (containers/ramalama#2592), also when the paste ends before the loader's own `error loading model` line.
describe("ggml-vulkan's shared-memory check", () => {
  it('ends the start as failed and is its cause', () => {
    const [a] = analyse(parseLog([
      "srv    load_model: loading model '/mnt/models/Mistral-7B-Instruct-v0.3-Q4_K_M.gguf'",
      'common_init_result: fitting params to device memory, for bugs during this step try to reproduce them with -fit off, or provide --verbose logs if the bug only occurs with -fit on',
      'ggml_vulkan: Error: Shared memory size too small for matrix multiplication.',
    ].join('\n'), { year: 2026 }).entries).attempts;
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['llamacpp', 'failed', 'ggml_vulkan: Error: Shared memory size too small for matrix multiplication.']);
  });
});
