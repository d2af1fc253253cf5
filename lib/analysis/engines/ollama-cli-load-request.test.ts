import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("the CLI's relay of a failed load request", () => {
  // ollama/ollama#12588 (0.12.5, WSL2): llm/server.go initModel's `do load request: %w` around net/http's error for its POST to
  // the runner's /load: the runner died loading, the server answered `ollama run` with a 500 and lives.
  it("names Ollama, a live server, and the load's failure", () => {
    const line = 'Error: 500 Internal Server Error: do load request: Post "http://127.0.0.1:39025/load": EOF';
    expect(read(['writing manifest', 'success', line])).toEqual(['ollama', 'running', line]);
  });

  it('a POST to another path of another server is not taken for it', () => {
    expect(read(['Error: 500 Internal Server Error: do load request: Post "http://127.0.0.1:8080/v1/models": EOF'])[0]).not.toBe('ollama');
  });
});
