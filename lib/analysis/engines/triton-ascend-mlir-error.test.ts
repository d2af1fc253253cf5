import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// sgl-project/sglang#16360: triton-ascend's MLIRCompilationError prints its class alone, then a banner and a stage line
// around the compiler's own output; the bishengir-compile line is what failed (vllm-project/vllm-ascend#7421 shows the same block).
const TAIL = [
  '  File "/usr/local/python3.11.13/lib/python3.11/site-packages/triton/compiler/compiler.py", line 320, in compile',
  '    raise MLIRCompilationError(stage_name, error_detail)',
];
const BLOCK = [
  'triton.compiler.errors.MLIRCompilationError: ',
  '///------------------[ERROR][Triton][BEG]------------------',
  '[ConvertLinalgRToBinary] encounters error:',
  "bishengir-compile: for the --target option: Cannot find option named 'Ascend910B4-1'!",
  '',
  '[INFO]: The compiled kernel cache is in /root/.triton/cache/rLkuzPEI5g-fTGv2bcltZEvjfZ8aYwN8cC2bvu58qqM',
  '',
  '///------------------[ERROR][Triton][END]------------------',
  '',
];
const SIGQUIT = '[2026-01-04 01:51:58] Received sigquit from a child process. It usually means the child failed.';

const fatal = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("triton-ascend's MLIRCompilationError block", () => {
  it('is headlined by the compiler line inside its banner, not the banner', () => {
    expect(fatal([...TAIL, ...BLOCK, SIGQUIT])).toEqual([
      ['sglang', 'failed', "triton.compiler.errors.MLIRCompilationError: bishengir-compile: for the --target option: Cannot find option named 'Ascend910B4-1'!"],
    ]);
  });

  it('skips the framing only for that class', () => {
    // Another class with an empty first line keeps its next line, whatever it says.
    const other = ['RuntimeError: ', '[ConvertLinalgRToBinary] encounters error:', 'something else'];
    const got = fatal([...TAIL, ...other, SIGQUIT]);
    expect(got[0]?.[2]).toBe('RuntimeError: [ConvertLinalgRToBinary] encounters error:');
  });

  it('takes a message that is not framed as it is', () => {
    const plain = ['triton.compiler.errors.MLIRCompilationError: ', 'bishengir-compile: error: unknown pass'];
    expect(fatal([...TAIL, ...plain, SIGQUIT])[0]?.[2]).toBe('triton.compiler.errors.MLIRCompilationError: bishengir-compile: error: unknown pass');
  });
});
