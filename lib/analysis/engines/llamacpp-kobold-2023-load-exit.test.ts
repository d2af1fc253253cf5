import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// KoboldCpp's 2023 launcher (one model, no kind word): `Load Model OK: False`, then `Could not load model: <path>` and
// sys.exit(3) (LostRuins/koboldcpp#419).
const BANNER = 'Welcome to KoboldCpp - Version 1.42';
const CAUSE = "error loading model: create_tensor: tensor 'blk.0.attn_k.weight' has wrong shape; expected  8192,  8192, got  8192,  1024,     1";

const read = (lines: string[]) => readAttempts(lines).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("KoboldCpp 2023's could-not-load exit", () => {
  it('ends the run failed, the loader error the cause', () => {
    const lines = [BANNER, CAUSE, 'Load Model OK: False', 'Could not load model: C:\\KoboldCPP\\Models\\m.gguf'];
    expect(read(lines)).toEqual([['llamacpp', 'failed', CAUSE]]);
  });

  it('is read through a markdown quote', () => {
    const lines = [BANNER, CAUSE, 'Load Model OK: False', 'Could not load model: C:\\m.bin'].map((l) => `> ${l}`);
    expect(read(lines)[0]?.[1]).toBe('failed');
  });

  it('does not take near-miss lines for the exit', () => {
    for (const line of [
      // langchain's LlamaCpp wrapper, a library error in a host program, not the launcher's exit
      'Could not load Llama model from path: /models/llama-2-7b-chat.ggmlv3.q4_0.bin',
      // no path after the colon
      'Could not load model:',
      // lower-case, inside another program's sentence
      'failed: could not load model: rpc error: code = Canceled desc = ',
    ]) {
      expect(read([BANNER, 'Initializing dynamic library: koboldcpp_cublas.dll', line])[0]?.[1], line).toBe('running');
    }
  });
});
