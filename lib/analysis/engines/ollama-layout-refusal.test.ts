import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("the new engine's refusal of a pinned layout", () => {
  // ollama/ollama#14980 (0.18.2, Linux, NVIDIA): llm/server.go ends its layout search with this error when the request set
  // num_gpu and that many layers do not fit; the request gets a 500 and the server lives.
  it('the bare words name Ollama, a live server, and the cause', () => {
    const line = 'memory layout cannot be allocated with num_gpu = 26';
    expect(read([line])).toEqual(['ollama', 'running', line]);
  });

  it("the CLI's relay with the HTTP status reads the same", () => {
    const line = 'Error: 500 Internal Server Error: memory layout cannot be allocated with num_gpu = 26';
    expect(read([line])).toEqual(['ollama', 'running', line]);
  });

  it('other words after them are not the refusal', () => {
    expect(read(['memory layout cannot be allocated with num_gpu = 26 because reasons'])[0]).not.toBe('ollama');
  });
});
