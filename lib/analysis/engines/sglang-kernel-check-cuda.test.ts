import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// FlashMLA (built into sgl-kernel) and flash-attention check their CUDA calls with CHECK_CUDA: print
// `CUDA error (<file>:<line>): <message>` and exit(1); the scheduler dies without a Python traceback (sgl-project/sglang#14700).
describe('SGLang, a kernel library CHECK_CUDA failure', () => {
  const read = (lines: string[]) => readAttempts(lines, 2025);

  it('reads the print during graph capture as the rank process ending, its message the cause', () => {
    const [a] = read([
      '[2025-12-09 05:12:23 DP6 TP6] Capture cuda graph begin. This can take up to several minutes. avail mem=6.99 GB',
      'CUDA error (_deps/repo-flashmla-src/csrc/smxx/get_mla_metadata.cu:93): no kernel image is available for execution on the device',
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
    expect(a!.fatal?.headline).toContain('no kernel image is available');
  });

  it('needs the macro form with the source file and line: PyTorch-style `CUDA error: …` is not this rule', () => {
    const [a] = read([
      '[2025-12-09 05:12:23 DP6 TP6] Capture cuda graph begin. This can take up to several minutes. avail mem=6.99 GB',
      'CUDA error: no kernel image is available for execution on the device',
    ]);
    expect(a!.outcome).toBe('running');
  });
});
