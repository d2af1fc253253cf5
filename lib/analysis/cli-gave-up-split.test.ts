import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ollama/ollama#4999: `ollama serve` at a Windows prompt gives up at once with cobra's `Error: …` (the CLI's last word, exit 1);
// the tray app's log pasted below it starts another server. A start that gave up is gone: the next server's first line is a
// new process, not more of the dead one.
const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("a server's first line after its CLI gave up at start", () => {
  it('starts a new attempt', () => {
    expect(
      read([
        'C:\\Users\\win>ollama serve',
        'Error: listen tcp 127.0.0.1:11434: bind: An attempt was made to access a socket in a way forbidden by its access permissions.',
        'time=2024-06-12T18:35:12.068+08:00 level=INFO source=server.go:135 msg="starting server..."',
        'time=2024-06-12T18:35:12.116+08:00 level=WARN source=server.go:157 msg="server crash 21 - exit code 1 - respawning"',
      ]),
    ).toEqual([
      ['ollama', 'failed', 'Error: listen tcp 127.0.0.1:11434: bind: An attempt was made to access a socket in a way forbidden by its access permissions.'],
      ['ollama', 'failed', 'server crash 21 - exit code 1 - respawning'],
    ]);
  });

  it("but a runner's start after the CLI's relayed error is the same server at work", () => {
    const got = read([
      '2024/06/12 18:35:12 routes.go:1008: INFO server config env="map[OLLAMA_DEBUG:false]"',
      'Error: llama runner process has terminated: exit status 2',
      'time=2024-06-12T18:36:12.068+08:00 level=INFO source=server.go:380 msg="starting llama server" cmd="/usr/bin/ollama runner --model /root/.ollama/models/blobs/sha256-8c62 --ctx-size 8192 --port 33405"',
    ]);
    expect(got).toHaveLength(1);
  });
});
