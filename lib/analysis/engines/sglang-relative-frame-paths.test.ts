import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Python prints a traceback frame's path as the module was found on sys.path: with a relative entry (or a paste cut back to the
// package) SGLang's frames start at the package, `File "sglang/srt/…"` (sgl-project/sglang#26728, a PD prefill scheduler).
describe('SGLang, traceback frames with package-relative paths', () => {
  const read = (lines: string[]) => readAttempts(lines, 2026);

  it('names the engine from `File "sglang/srt/…"` frames', () => {
    const [a] = read([
      "TypeError: object of type 'NoneType' has no len()",
      '',
      'Traceback (most recent call last):',
      'File "sglang/srt/managers/scheduler.py", line 3979, in run_scheduler_process',
      'scheduler.run_event_loop()',
      'File "sglang/srt/managers/scheduler.py", line 1418, in run_event_loop',
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
    expect(a!.fatal?.headline).toContain("TypeError: object of type 'NoneType' has no len()");
  });

  it('needs the package at the start of the quoted path: another project\'s `xsglang/srt/` is not it', () => {
    const [a] = read([
      'Traceback (most recent call last):',
      'File "xsglang/srt/managers/scheduler.py", line 3979, in run_scheduler_process',
    ]);
    expect(a!.engine).toBe('unknown');
  });
});

// A traceback frame whose path starts at SGLang's package (`File "sglang/srt/…"`): the tail of an import traceback from the
// lmsysorg/sglang MI35x images, as pasted in sgl-project/sglang#22279.
const analysed = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('SGLang frames with a package-relative path, in an import traceback', () => {
  it('name the engine', () => {
    expect(
      analysed([
        'File "sglang/srt/layers/quantization/quark/schemes/quark_w4a4_mxfp4.py", line 13, in <module>',
        '    from aiter.ops.triton.gemm.fused.fused_gemm_afp4wfp4_split_cat import (',
        'File "aiter/ops/triton/quant/fused_fp8_quant.py", line 21, in <module>',
        '    fp8_dtype = aiter.dtypes.fp8',
        "AttributeError: module 'aiter' has no attribute 'dtypes'",
      ]),
    ).toEqual(['sglang', 'failed', "AttributeError: module 'aiter' has no attribute 'dtypes'"]);
  });

  it('a bare word sglang/srt in prose does not', () => {
    expect(analysed(['see sglang/srt/layers for the quark schemes'])[0]).toBe('unknown');
  });
});
