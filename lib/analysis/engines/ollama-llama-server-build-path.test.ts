import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama 0.30+ builds llama-server per GPU library under build/llama-server-<variant> with llama.cpp fetched as `llama_cpp`
// (its Dockerfile's llama-server-cuda_v13 stage): ggml's report names that path, and the process it kills is Ollama's runner,
// which `ollama serve` outlives (ollama/ollama#17740, #17026).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("ggml's abort in Ollama's bundled llama-server build", () => {
  it("is the runner's death when the source path is Ollama's llama-server build dir", () => {
    expect(
      read([
        '/build/llama-server-cuda_v13/_deps/llama_cpp-src/ggml/src/ggml-cuda/ggml-cuda.cu:106: CUDA error',
        'CUDA error: an illegal memory access was encountered',
        '  current device: 0, in function launch_mul_mat_q at .../mmq.cuh:1401',
      ]),
    ).toEqual(['ollama', 'running', 'CUDA error: an illegal memory access was encountered']);
  });

  it("is llama-server's own death at llama.cpp's own build path", () => {
    expect(
      read([
        '/home/user/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:106: CUDA error',
        'CUDA error: an illegal memory access was encountered',
        '  current device: 0, in function launch_mul_mat_q at /home/user/llama.cpp/ggml/src/ggml-cuda/mmq.cuh:1401',
      ]).slice(0, 2),
    ).toEqual(['llamacpp', 'failed']);
  });
});
