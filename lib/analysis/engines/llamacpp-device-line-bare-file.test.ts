import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_cuda_error prints `  current device: %d, in function %s at %s:%d` with __FILE__; a build given bare file names
// (or a reporter's copy that kept only them) shows `at ggml-cuda.cu:2786`: still ggml's own line, still a dead process
// (ggml-org/llama.cpp#18310, a GB10 server's crash under load).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("ggml_cuda_error's device line with a bare file name", () => {
  it('names llama.cpp and ends the run', () => {
    expect(read([
      'CUDA error: an illegal memory access was encountered',
      'current device: 0, in function ggml_backend_cuda_get_tensor_async at ggml-cuda.cu:2786',
      'cudaMemcpyAsync(data, (const char *)tensor->data + offset, size, cudaMemcpyDeviceToHost, cuda_ctx->stream())',
    ])).toEqual(['llamacpp', 'failed', 'CUDA error: an illegal memory access was encountered']);
  });
  it('still needs a ggml source file after `at`', () => {
    const [a] = readAttempts(['current device: 0, in function foo at main.cu:12'], 2025);
    expect(a?.engine ?? 'unknown').not.toBe('llamacpp');
  });
});
