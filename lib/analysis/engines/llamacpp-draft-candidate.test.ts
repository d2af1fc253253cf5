import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// common/speculative.cpp logs each draft candidate at debug level while a slot drafts for a request (ggml-org/llama.cpp#10455).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2024)[0]!;
  return [a.engine, a.outcome, a.phases.map((p) => p.name)];
};

describe("llama-server's draft candidates", () => {
  it('say llama.cpp serves with a draft model', () => {
    expect(read([
      " - draft candidate   0, pos   1:     62 (   1.000) '_'",
      " - draft candidate   1, pos   1:  62139 (   0.000) '_ul'",
      " - draft candidate   0, pos   2:    495 (   1.000) 'ult'",
    ])).toEqual(['llamacpp', 'ready', ['ready']]);
  });

  it('are not a bullet that merely mentions a draft candidate', () => {
    expect(read([' - draft candidate tokens are verified by the target model'])[0]).toBe('unknown');
  });
});
