import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama 0.4–0.5 vendored ggml flat under `llama/` and its Go build trims paths to the module: ggml's report names
// `llama/ggml-cuda/ggml-cuda.cu` (ollama-for-amd#37, 0.5.5) or the Ascend pull request's `llama/ggml-cann/…` (ollama/ollama#5872).
// The process ggml aborts is then Ollama's runner, which `ollama serve` outlives.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome];
};

describe("ggml's report at Ollama's 0.5-era vendored path", () => {
  it("is the runner's death, which the server outlives", () => {
    expect(read([
      '  current device: 0, in function aclnn_arange at llama/ggml-cann/aclnn_ops.cpp:326',
      '  aclnnArange(workspaceAddr, workspaceSize, executor, ctx.stream())',
      'llama/ggml-cann/ggml-cann.cpp:89: CANN error',
    ])).toEqual(['ollama', 'running']);
  });

  it("is llama.cpp's own at an absolute path, even under a directory named llama", () => {
    expect(read([
      '  current device: 0, in function ggml_cuda_compute_forward at /home/u/llama/ggml/src/ggml-cuda/ggml-cuda.cu:2403',
      '/home/u/llama/ggml/src/ggml-cuda/ggml-cuda.cu:70: CUDA error',
    ])).toEqual(['llamacpp', 'failed']);
  });
});
