import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2024);

// Gin logs a request when its answer is sent: a 200 the runner finished just before it died can follow its abort line.
describe("Ollama: a request's answer logged after the runner's death is no load coming up", () => {
  const DEATH = 'GGML_ASSERT: /go/src/github.com/ollama/ollama/llm/llama.cpp/llama.cpp:12095: seq_id < n_tokens';
  const OK = '[GIN] 2024/06/25 - 14:34:41 | 200 |   967.02334ms |      172.30.0.3 | POST     "/api/embeddings"';
  const FAILED = '[GIN] 2024/06/25 - 14:34:41 | 500 |  1.233321395s |      172.30.0.3 | POST     "/api/embeddings"';

  it('the 200 after the abort proves serving, and the runner is still dead: running, its cause named', () => {
    const [a, more] = read([DEATH, OK, FAILED]);
    expect(more).toBeUndefined();
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal?.headline]).toEqual(['ollama', 'running', ['ready'], DEATH]);
  });

  it("a load's own ready line after the death still makes it ready again", () => {
    const [a] = read([
      DEATH,
      OK,
      'time=2024-06-25T14:35:00.000Z level=INFO source=server.go:619 msg="llama runner started in 3.00 seconds"',
    ]);
    expect(a!.outcome).toBe('ready');
  });
});
