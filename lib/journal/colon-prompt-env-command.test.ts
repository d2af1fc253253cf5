import { describe, expect, it } from 'vitest';
import { isServerCommandPrompt, shellCommand } from './bare-line';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Two ways a thread shows how it started `ollama serve`: a bash prompt of `\u:\W\$ ` (ollama/ollama#1887), and a command that
// sets a variable for itself, run from Ollama 0.1.x's release binary by its download name (ollama/ollama#2502).
describe('a colon prompt and an env-led command start the server', () => {
  it('reads the command after a `user:dir$ ` prompt', () => {
    expect(shellCommand('ilovepumpkin:anything-llm$ ollama serve')).toBe('ollama serve');
    expect(isServerCommandPrompt('ilovepumpkin:anything-llm$ ollama serve')).toBe(true);
  });

  it('takes `NAME=value <ollama binary> serve` as typed', () => {
    expect(isServerCommandPrompt('OLLAMA_DEBUG=1 ./ollama-linux-amd64 serve')).toBe(true);
  });

  it("leaves the server's own lines alone", () => {
    expect(shellCommand('2024/01/10 15:50:37 gpu.go:54: Nvidia GPU detected')).toBeNull();
    expect(shellCommand('time=2024-02-16T16:46:28.219Z level=INFO source=routes.go:1014 msg="Listening on 127.0.0.1:11434 (version 0.1.25)"')).toBeNull();
    expect(isServerCommandPrompt('ollama serve')).toBe(false);
  });

  it('opens the attempt with a spawn', () => {
    const lines = [
      'OLLAMA_DEBUG=1 ./ollama-linux-amd64 serve',
      'time=2024-02-16T16:46:28.218Z level=INFO source=images.go:706 msg="total blobs: 11"',
      'time=2024-02-16T16:46:28.219Z level=INFO source=routes.go:1014 msg="Listening on 127.0.0.1:11434 (version 0.1.25)"',
    ];
    const [a] = readAttempts(lines);
    expect(a!.phases.map((p) => p.name)).toEqual(['spawned', 'ready']);
  });
});
