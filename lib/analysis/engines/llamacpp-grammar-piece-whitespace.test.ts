import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// src/llama-grammar.cpp's exception names the piece it accepted as the token's text: a newline or a space-led token leaves
// nothing visible after `piece: ` on the line (ikawrakow/ik_llama.cpp#1338, Qwen3's token 271 is `\n\n`).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2026)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};

describe("llama.cpp's grammar exception for a whitespace piece", () => {
  it('names llama.cpp when the piece is a newline', () => {
    expect(read(["terminate called after throwing an instance of 'std::runtime_error'", '  what():  Unexpected empty grammar stack after accepting piece: ', '', ' (271)', 'Aborted (core dumped)'])).toEqual([
      'llamacpp',
      'failed',
      'what():  Unexpected empty grammar stack after accepting piece:',
    ]);
  });

  it('names llama.cpp when the piece starts with a space', () => {
    expect(read(["terminate called after throwing an instance of 'std::runtime_error'", '  what():  Unexpected empty grammar stack after accepting piece:  {" (5212)'])[0]).toBe('llamacpp');
  });
});
