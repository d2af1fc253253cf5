import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The scheduler hands a request to a runner only once the runner reported its model loaded; the runner's WARN `truncating
// input prompt` (runner.go NewSequence) and DEBUG `context limit hit - shifting` (cache.go) come from such a request.
const read = (lines: string[]) => {
  const [a, more] = readAttempts(lines, 2025);
  expect(more).toBeUndefined();
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal?.headline ?? null];
};

describe("Ollama: the runner at work on a request proves its model served", () => {
  it('a truncated prompt, then a ggml abort: served, the runner died, the server runs on', () => {
    expect(
      read([
        'Jan 15 06:50:31 h ollama[20]: time=2025-01-15T06:50:31.323Z level=WARN source=runner.go:129 msg="truncating input prompt" limit=2048 prompt=6157 keep=5 new=2048',
        'Jan 15 06:53:02 h ollama[20]: llama.cpp:11968: The current context does not support K-shift',
        'Jan 15 06:53:08 h ollama[20]: SIGABRT: abort',
      ]),
    ).toEqual(['ollama', 'running', ['ready'], 'llama.cpp:11968: The current context does not support K-shift']);
  });

  it('a context shift mid-generation is the loaded model at work', () => {
    const [, outcome, phases] = read([
      'Feb 17 11:29:30 h ollama[30]: time=2025-02-17T11:29:30.763Z level=DEBUG source=cache.go:231 msg="context limit hit - shifting" id=0 limit=2048 input=2048 keep=5 discard=1021',
    ]);
    expect([outcome, phases]).toEqual(['ready', ['ready']]);
  });

  it('the scheduler waiting for its runner is still no request served', () => {
    const [, , phases] = read([
      'Feb 17 11:29:30 h ollama[30]: time=2025-02-17T11:29:30.763Z level=INFO source=server.go:594 msg="waiting for llama runner to start responding"',
    ]);
    expect(phases).not.toContain('ready');
  });
});
