import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// torch/_dynamo/exc.py: BackendCompilerFailed's message is `backend={name!r} raised:` and, on the next line, the caught
// exception as `Class: message`: the compile backend's own error (a Triton kernel image, ptxas) is the cause, Dynamo's the wrapper.
const analysed = (prefix: string, after: string[]) => {
  const lines = [
    'Traceback (most recent call last):',
    '  File "/venv/lib/python3.12/site-packages/triton/compiler/compiler.py", line 390, in _init_handles',
    '    self.module, self.function, self.n_regs, self.n_spills = driver.active.utils.load_binary(',
    ...after,
  ].map((l) => `${prefix}${l}`);
  return readAttempts(lines, 2025)[0]!;
};
const WRAPPER = "torch._dynamo.exc.BackendCompilerFailed: backend='<vllm.compilation.backends.VllmBackend object at 0x7f576a36a9f0>' raised:";
const INNER = 'RuntimeError: Triton Error [CUDA]: device kernel image is invalid';

describe("Dynamo's BackendCompilerFailed", () => {
  it('names the exception it quotes on the next line, bare or behind vLLM\'s logger prefix', () => {
    expect(analysed('', [WRAPPER, INNER]).fatal?.headline).toBe(INNER);
    expect(analysed('(EngineCore_DP0 pid=9) ERROR 05-21 10:00:00 [core.py:519] ', [WRAPPER, INNER]).fatal?.headline).toBe(INNER);
  });

  it("reads vLLM's compile backend in its repr as vLLM's", () => {
    expect(analysed('', [WRAPPER, INNER]).engine).toBe('vllm');
  });

  it('keeps a message ending in `raised:` when no exception line follows it', () => {
    expect(analysed('', [WRAPPER, '', 'While executing %submod_0']).fatal?.headline).toBe(WRAPPER);
  });
});
