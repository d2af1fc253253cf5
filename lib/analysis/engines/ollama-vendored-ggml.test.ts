import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama vendors ggml under ml/backend/ggml/ggml/ and, on macOS, links it into the `ollama` binary: ggml's own report of an
// abort names either, and the process it kills is Ollama's runner, which `ollama serve` outlives (ollama/ollama#14068, #15228).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome];
};

describe("ggml's abort in Ollama's own build", () => {
  it("is the runner's death when the source path is Ollama's vendored ggml", () => {
    expect(read(['CUDA error: an illegal memory access was encountered', '  current device: 0, in function ggml_cuda_compute_forward at C:\\a\\ollama\\ollama\\ml\\backend\\ggml\\ggml\\src\\ggml-cuda\\ggml-cuda.cu:2882'])).toEqual(['ollama', 'running']);
  });

  it("is the runner's death when the native backtrace's image is the ollama binary", () => {
    expect(read(['ggml-metal-context.m:235: fatal error', '1   ollama                              0x0000000101362cd0 ggml_abort + 156'])).toEqual(['ollama', 'running']);
  });

  it("is llama-server's own death at llama.cpp's path or in its own library", () => {
    expect(read(['CUDA error: an illegal memory access was encountered', '  current device: 0, in function ggml_cuda_compute_forward at /app/ggml/src/ggml-cuda/ggml-cuda.cu:2882'])).toEqual(['llamacpp', 'failed']);
    expect(read(['ggml-metal-context.m:235: fatal error', '1   libggml-base.0.9.5.dylib            0x000000010579936c ggml_abort + 156'])[0]).not.toBe('ollama');
  });
});
