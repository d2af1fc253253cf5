import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The desktop app rewritten in Ollama 0.10 (app/server/server.go Run) restarts `ollama serve` in a loop: it logs each non-zero
// exit (`ollama exited err="exit status 1"`) and starts the next server after its restart delay, with no line for that start
// (ollama/ollama#11836 for the lines).
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.outcome, a.fatal?.headline ?? null]);
const EXITED = (s: string) => `time=2025-08-09T22:43:${s}+03:00 level=ERROR source=server.go:177 msg="ollama exited" err="exit status 1"`;

describe("the Ollama desktop app's server loop", () => {
  it('each exit it reports ends one server process; the next exit is the next process', () => {
    expect(read([EXITED('18.646'), EXITED('19.675'), EXITED('20.708')])).toEqual([
      ['failed', 'ollama exited err="exit status 1"'],
      ['failed', 'ollama exited err="exit status 1"'],
      ['failed', 'ollama exited err="exit status 1"'],
    ]);
  });

  it('a line after the last exit belongs to the server it started again', () => {
    const ui = 'time=2025-08-09T22:43:21.000+03:00 level=INFO source=updater_darwin.go:406 msg="XXX got app UI request for URL: /settings"';
    expect(read([EXITED('18.646'), ui]).map(([o]) => o)).toEqual(['failed', 'running']);
  });

  it("the old app's crash line that a failed restart follows stays one run (ollama/ollama#2907)", () => {
    const lines = [
      'time=2024-03-04T13:56:51.760+08:00 level=INFO source=server.go:91 msg="started ollama server with pid 33376"',
      'time=2024-03-04T13:56:53.536+08:00 level=WARN source=server.go:113 msg="server crash 1 - exit code 2 - respawning"',
      'time=2024-03-04T13:56:54.041+08:00 level=ERROR source=server.go:116 msg="failed to restart server exec: already started"',
      'time=2024-03-04T13:56:55.057+08:00 level=WARN source=server.go:113 msg="server crash 2 - exit code 2 - respawning"',
    ];
    expect(read(lines).map(([o]) => o)).toEqual(['failed']);
  });
});
