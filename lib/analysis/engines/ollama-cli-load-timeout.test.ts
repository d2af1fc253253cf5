import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

// llm/server.go WaitUntilRunning gives up on a runner whose load stalls past OLLAMA_LOAD_TIMEOUT with `timed out waiting for
// llama runner to start - progress %0.2f - %s` (llm/llama_server.go: `… llama-server to start - …`); the scheduler answers the
// request with it and the server lives. The CLI prints the answer as `Error: …` (0.6+: the HTTP status first).
describe("the CLI's relay of the server's load timeout", () => {
  it('names Ollama, a live server, and the timeout as the cause (ollama/ollama#6031, 0.3)', () => {
    const line = 'Error: timed out waiting for llama runner to start - progress 1.00 -';
    expect(read(['ollama run llama3.1:405b --keepalive 5h', line])).toEqual(['ollama', 'running', line]);
  });

  it('takes the 0.6+ form with the HTTP status and the llama-server runner of 0.30+', () => {
    const old = 'Error: 500 Internal Server Error: timed out waiting for llama runner to start - progress 0.00 - ';
    expect(read([old])).toEqual(['ollama', 'running', old.trimEnd()]);
    const now = 'Error: 500 Internal Server Error: timed out waiting for llama-server to start - ';
    expect(read([now])[0]).toBe('ollama');
  });

  it('leaves other programs\' start-up timeouts alone', () => {
    for (const line of [
      'Error: timed out waiting for server to start',
      'RuntimeError: Timed out waiting for llama-server to start: connection refused',
      'Error: timed out waiting for llama runner to start: context canceled',
    ])
      expect(read([line])[0], line).not.toBe('ollama');
  });
});
