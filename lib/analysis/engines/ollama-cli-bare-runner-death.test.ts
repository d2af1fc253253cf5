import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2023);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("the CLI's relay of a runner's death", () => {
  // ollama/ollama#1231: 0.1.x's waitForServer (llm/llama.go) returned `llama runner process has terminated` with nothing after
  // it when the runner exited during load; the server answered the request with it and lives.
  it('the bare words of 0.1.x are the server answering, not the end of anything', () => {
    expect(read(['╰─➤  ollama run llama2', 'Error: llama runner process has terminated'])).toEqual([
      'ollama',
      'running',
      'Error: llama runner process has terminated',
    ]);
  });

  it('the later form with a status after a colon reads the same', () => {
    expect(read(['Error: llama runner process has terminated: exit status 2'])[0]).toBe('ollama');
    expect(read(['Error: llama runner process has terminated: exit status 2'])[1]).toBe('running');
  });

  it('other words after them are not the relay', () => {
    expect(read(['Error: llama runner process has terminated unexpectedly'])[0]).not.toBe('ollama');
  });
});

describe("the CLI's failed requests", () => {
  // ollama/ollama#4055 (0.5.12): llm/server.go's `POST predict: …` is the server's request to its runner; the server relayed it.
  it("the server's failed request to its runner is a live server's answer", () => {
    const line = 'Error: POST predict: Post "http://127.0.0.1:65121/completion": read tcp 127.0.0.1:65131->127.0.0.1:65121: wsarecv: An existing connection was forcibly closed by the remote host.';
    expect(read([line])).toEqual(['ollama', 'running', line]);
  });

  // ollama/ollama#4055 (0.1.29, llama.cpp in the server's process): the CLI's own request to the server on 11434 was reset.
  it("the CLI's own request to the server on Ollama's port names Ollama, and that server gone", () => {
    const line = 'Error: Post "http://127.0.0.1:11434/api/chat": read tcp 127.0.0.1:62078->127.0.0.1:11434: wsarecv: An existing connection was forcibly closed by the remote host.';
    expect(read([line]).slice(0, 2)).toEqual(['ollama', 'failed']);
  });

  it('a request to another port is not taken for Ollama', () => {
    expect(read(['Error: Post "http://127.0.0.1:8080/v1/chat/completions": EOF'])[0]).not.toBe('ollama');
  });
});
