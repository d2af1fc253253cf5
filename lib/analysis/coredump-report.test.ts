import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// systemd-coredump's report names the crashed process (llama.cpp#22673: a terminal-run llama-server, only its crash journaled).
const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => [a.engine, a.outcome]);

describe("systemd-coredump's report", () => {
  it('alone: the process it names is dead, and its name tells the engine', () => {
    expect(read(['May 15 19:17:33 h systemd-coredump[7072]: [🡕] Process 6466 (llama-server) of user 1000 dumped core.'])).toEqual([['llamacpp', 'failed']]);
  });

  it("of the attempt's main process: the server is dead", () => {
    expect(read([
      'May 15 19:17:30 h llama-server[6466]: srv  update_slots: all slots are idle',
      'May 15 19:17:33 h systemd-coredump[7072]: Process 6466 (llama-server) of user 1000 dumped core.',
    ])).toEqual([['llamacpp', 'failed']]);
  });

  it("of another process (a server's child): the server lives on", () => {
    expect(read([
      'May 15 19:17:30 h ollama[1666]: time=2025-10-20T15:10:20.022+02:00 level=INFO source=routes.go:1511 msg="server config" env="map[]"',
      'May 15 19:17:31 h ollama[1666]: time=2025-10-20T15:10:20.030+02:00 level=INFO source=routes.go:1564 msg="Listening on 127.0.0.1:11434 (version 0.12.6)"',
      'May 15 19:17:33 h systemd-coredump[7072]: Process 7001 (ollama) of user 957 dumped core.',
    ])[0]![1]).not.toBe('failed');
  });
});
