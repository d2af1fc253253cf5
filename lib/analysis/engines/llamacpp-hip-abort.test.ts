import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_cuda_error aborts with the build's runtime name (GGML_ABORT(GGML_CUDA_NAME " error"): `ROCm error` on HIP), and HIP
// builds check the VMM pool's driver calls with their own CU_CHECK (`HipVMM Failure: <hip error>`): both are ggml's abort line,
// after which the process is gone, even where the paste kept nothing else of llama.cpp (ROCm/legacy-rocm-build#6626,
// ggml-org/llama.cpp#26054).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("ggml's abort on a HIP build", () => {
  it('reads `ROCm error` as the abort after the error it names', () => {
    expect(read([
      'ROCm error: an illegal memory access was encountered',
      '/home/amd/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:106: ROCm error',
    ])).toEqual(['llamacpp', 'failed', 'ROCm error: an illegal memory access was encountered']);
  });

  it("reads the VMM pool's `HipVMM Failure` as the abort and its cause", () => {
    expect(read([
      'ggml_cuda.cu:648: HipVMM Failure: invalid argument',
      'ggml_cuda_pool_vmm::alloc()               libggml-hip.so',
    ])).toEqual(['llamacpp', 'failed', 'ggml_cuda.cu:648: HipVMM Failure: invalid argument']);
  });
});
