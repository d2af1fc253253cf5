import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// src/llama-grammar.cpp's exception, uncaught on llama-server's loop (ggml-org/llama.cpp#13690).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2025)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};

describe("llama.cpp's grammar exception in a terminate report", () => {
  it('names llama.cpp and is the cause of the abort', () => {
    expect(read(["terminate called after throwing an instance of 'std::runtime_error'", '  what():  Unexpected empty grammar stack after accepting piece: <pad> (0)'])).toEqual([
      'llamacpp',
      'failed',
      'what():  Unexpected empty grammar stack after accepting piece: <pad> (0)',
    ]);
  });
});
