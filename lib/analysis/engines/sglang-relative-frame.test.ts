import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// A traceback frame whose path starts at SGLang's package (`File "sglang/srt/…"`): the tail of an import traceback from the
// lmsysorg/sglang MI35x images, as pasted in sgl-project/sglang#22279.
const analysed = (lines: string[]) => {
  const [a] = analyse(parseLog(lines.join('\n'), { year: 2026 }).entries).attempts;
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('SGLang frames with a package-relative path', () => {
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
