import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_cuda_error is [[noreturn]]: it logs `<runtime> error: <message>`, the device line and the failed call, then
// GGML_ABORTs. CUBLAS_CHECK reports through it too, so a paste that stops at its first line still shows a dead process
// (LostRuins/koboldcpp#1216: KoboldCpp's prompt, rocBLAS's Tensile exception, ggml's `ROCm error: CUBLAS_STATUS_INTERNAL_ERROR`).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("ggml_cuda_error's first line", () => {
  it('ends the process even when the device line and the abort were not kept', () => {
    expect(read([
      'Processing Prompt (18 / 18 tokens)',
      'Alpha value 7.21875 doesn\'t match that set in problem: 1',
      'ROCm error: CUBLAS_STATUS_INTERNAL_ERROR',
    ])).toEqual(['llamacpp', 'failed', 'ROCm error: CUBLAS_STATUS_INTERNAL_ERROR']);
  });
});
