import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

const STOPPED =
  'Error: model runner has unexpectedly stopped, this may be due to resource limitations or an internal error, check ollama server logs for details';

describe("the CLI's relay of the server's answer when its runner died mid-request (0.9+)", () => {
  // ollama/ollama#12117 (0.11.4): llm/server.go's Completion logs `post predict` and answers the request with this sentence
  // (ollama/ollama#10702); the server that answered lives, so it is a cause, not the end of `ollama serve`.
  it('names Ollama and keeps the server running, the relayed runner death its cause', () => {
    expect(read(['❯ ollama run llama3.1:8b', '>>> Test', STOPPED])).toEqual(['ollama', 'running', STOPPED]);
  });

  it('reads the same with the HTTP status before it (an answer that was not streamed)', () => {
    const line = STOPPED.replace('Error: ', 'Error: 500 Internal Server Error: ');
    expect(read([line])).toEqual(['ollama', 'running', line]);
  });

  it('other words are not it', () => {
    expect(read(['Error: model runner has stopped'])[0]).not.toBe('ollama');
  });
});
