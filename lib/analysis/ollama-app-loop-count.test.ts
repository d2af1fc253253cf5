import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The Ollama desktop app's server loop (app/lifecycle/server.go SpawnServer) keeps its crash count in a variable of its own and
// logs `server crash N - exit code C - respawning`; its start() logs `failed to start server <err>` when exec refuses to start
// `ollama serve`. Lines from ollama/ollama#2727 and #9994.
const read = (lines: string[]) => readAttempts(lines, 2024).map((a) => [a.outcome, a.fatal?.headline ?? null]);
const crash = (at: string, n: number) => `time=2024-02-24T14:24:${at}+03:00 level=WARN source=server.go:113 msg="server crash ${n} - exit code 2 - respawning"`;
const refused = (at: string) => `time=2024-02-24T14:24:${at}+03:00 level=ERROR source=server.go:116 msg="failed to restart server exec: already started"`;

describe("the Ollama desktop app's crash count", () => {
  it('counts that interleave are several apps, each reporting its own server: one run per loop', () => {
    const lines = [crash('23.004', 1), refused('23.513'), crash('24.208', 24), crash('24.528', 2), refused('24.717'), crash('27.039', 3), crash('29.295', 11)];
    expect(read(lines)).toEqual([
      ['failed', 'server crash 1 - exit code 2 - respawning'],
      ['failed', 'server crash 24 - exit code 2 - respawning'],
      ['failed', 'server crash 11 - exit code 2 - respawning'],
    ]);
  });

  it('a count that goes on from the last one is the same loop re-waiting its dead server: one run', () => {
    expect(read([crash('23.004', 1), refused('23.513'), crash('24.528', 2), refused('25.036'), crash('27.039', 3)]).length).toBe(1);
  });

  it('a start exec refused ends the start that `starting server...` began: failed, not still starting', () => {
    const lines = [
      'time=2025-04-11T15:36:19.867+08:00 level=INFO source=server.go:141 msg="starting server..."',
      'time=2025-04-11T15:36:19.869+08:00 level=ERROR source=server.go:145 msg="failed to start server failed to start server context canceled"',
    ];
    expect(read(lines).map(([o]) => o)).toEqual(['failed']);
  });
});
