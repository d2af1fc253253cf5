import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe('a llama-server command pasted over several lines with the shell continuing it', () => {
  // ggml-org/llama.cpp#10152: b4017 on three P40 with --split-mode row --flash-attn; the paste stops at ggml's first line.
  it('tells llama.cpp from the binary that opens the command', () => {
    expect(
      read([
        './LLM/llama.cpp/llama-server \\',
        '-m /models/Qwen2.5-32B-Instruct.i1-Q4_K_M.gguf \\',
        '-c 32768 -ngl 99 --split-mode row --flash-attn --host 0.0.0.0 --port 8085',
        'ggml_cuda_init: GGML_CUDA_FORCE_MMQ:    no',
      ]),
    ).toEqual([['llamacpp', 'running', null]]);
  });

  it('does not take a name that only ends in llama-server with text after the backslash', () => {
    expect(read(['see ./llama-server \\ docs', 'ggml_cuda_init: GGML_CUDA_FORCE_MMQ:    no'])[0]?.[0]).not.toBe('llamacpp');
  });
});
