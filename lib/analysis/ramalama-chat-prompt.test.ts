import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `ramalama run` opens its chat only after the server container passed its health check (transports/base.py
// _handle_container_chat); the chat's prompt (chat.py default_prefix) is the proof that the server answers.
const read = (lines: string[]) => readAttempts(lines, 2025);

describe("RamaLama's chat prompt", () => {
  it('reads as the server ready', () => {
    expect(read(['➜ ramalama run ollama://kahnwong/nanonets-ocr2:3b', '🦭 >']).map((a) => a.outcome)).toEqual(['ready']);
    expect(read(['$ ramalama run granite', '🐋 > hello']).map((a) => a.outcome)).toEqual(['ready']);
  });

  it('a bare `>` is nobody\'s prompt', () => {
    expect(read(['$ ramalama run granite', '> hello']).map((a) => a.outcome)).toEqual(['running']);
  });
});
