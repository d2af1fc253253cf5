import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// rocBLAS loads the Tensile kernels of the GPU's arch on its first GEMM and calls rocblas_abort() when it cannot: the runner
// dies (ROCm/rocBLAS#1339's gdb trace: SIGABRT in rocblas_abort_once; ollama/ollama#5143: `signal: aborted (core dumped)`),
// `ollama serve` lives on. After the runner's ready, that is a model gone, not a server still serving.
const read = (lines: string[]) => {
  const [a, more] = readAttempts(lines, 2025);
  expect(more).toBeUndefined();
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

const STARTED = [
  'time=2025-10-16T09:53:45.309Z level=INFO source=server.go:1251 msg="waiting for llama runner to start responding"',
  'time=2025-10-16T09:53:45.309Z level=INFO source=server.go:1289 msg="llama runner started in 7.68 seconds"',
];

describe('Ollama: rocBLAS aborting the runner on its Tensile library', () => {
  it('cannot read the arch-less TensileLibrary.dat after the runner started: the runner died, the server runs on', () => {
    expect(
      read([
        ...STARTED,
        'rocBLAS error: Cannot read /usr/lib/ollama/rocm/rocblas/library/TensileLibrary.dat: Illegal seek for GPU arch : gfx900',
        ' List of available TensileLibrary Files :',
        '"/usr/lib/ollama/rocm/rocblas/library/TensileLibrary_lazy_gfx1150.dat"',
      ]),
    ).toEqual(['ollama', 'running', 'rocBLAS error: Cannot read /usr/lib/ollama/rocm/rocblas/library/TensileLibrary.dat: Illegal seek for GPU arch : gfx900']);
  });

  it('a lazy library it could not load: the same abort', () => {
    expect(
      read([
        ...STARTED,
        'rocBLAS error: Could not load /opt/rocm-6.0.0/lib/llvm/bin/../../../lib/rocblas/library/TensileLibrary_lazy_gfx90a.dat',
        'rocBLAS error: Could not initialize Tensile library',
      ])[1],
    ).toBe('running');
  });

  it('the exception note of a found solution is no abort: the call returns a status, the runner serves on', () => {
    expect(
      read([
        ...STARTED,
        "rocBLAS error: Tensile solution found, but exception thrown for { a_type: \"f16_r\", b_type: \"f16_r\", c_type: \"f16_r\", d_type: \"f16_r\", compute_type: \"f16_r\", transA: 'T', transB: 'N', M: 32, N: 2, K: 128 }",
      ])[1],
    ).toBe('ready');
  });
});
