import { describe, expect, it } from 'vitest';
import { unitFromSystemdMessage } from '@/lib/journal';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2025);

const SERVE = [
  'Jun 01 10:00:00 gpu1 ollama[1322]: time=2025-06-01T10:00:00.000Z level=INFO source=routes.go:1234 msg="Listening on 127.0.0.1:11434 (version 0.9.0)"',
  'Jun 01 10:00:10 gpu1 ollama[1322]: time=2025-06-01T10:00:10.000Z level=INFO source=server.go:405 msg="starting llama server" cmd="/usr/bin/ollama runner --model /m --port 40001"',
];

describe("systemd's lines about units that run no server (`journalctl -xe`, `-b`)", () => {
  it("names systemd-coredump's unit from its description alone (systemd before 249)", () => {
    expect(unitFromSystemdMessage('Started Process Core Dump (PID 2984802/UID 0).')).toBe('systemd-coredump@.service');
    expect(unitFromSystemdMessage('Started Ollama Service.')).toBeNull();
  });

  it("the core-dump helper's start is not a new start of the server", () => {
    const attempts = read([...SERVE, 'Jun 01 10:00:12 gpu1 systemd[1]: Started Process Core Dump (PID 2984802/UID 0).']);
    expect(attempts).toHaveLength(1);
  });

  it("a mount unit's `Deactivated successfully` does not stop the server", () => {
    const [a, more] = read([...SERVE, 'Jun 01 10:00:12 gpu1 systemd[1]: run-docker-runtime\\x2drunc-moby-589bb4.mount: Deactivated successfully.']);
    expect(more).toBeUndefined();
    expect(a!.outcome).toBe('ready');
  });

  it("the server's own unit still ends it", () => {
    const [a] = read([...SERVE, 'Jun 01 10:00:12 gpu1 systemd[1]: ollama.service: Main process exited, code=killed, status=11/SEGV']);
    expect(a!.outcome).toBe('failed');
  });
});

describe("Ollama: the kernel's report of its runner's crash", () => {
  it('names the cause; `ollama serve` lives on', () => {
    const [a] = read([
      ...SERVE,
      'Jun 01 10:00:12 gpu1 kernel: ollama_llama_se[2984649]: segfault at 0 ip 0000000000539be6 sp 00007ffcedbba3e0 error 4 in ollama_llama_server[408000+175000] likely on CPU 8 (core 2, socket 0)',
    ]);
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', expect.stringContaining('segfault at 0')]);
  });

  it('a segfault of another program under the ollama unit still ends it', () => {
    const [a] = read([
      ...SERVE,
      'Jun 01 10:00:12 gpu1 kernel: ollama[1322]: segfault at 0 ip 0000000000539be6 sp 00007ffcedbba3e0 error 4 in ollama[408000+175000] likely on CPU 8 (core 2, socket 0)',
    ]);
    expect(a!.outcome).toBe('failed');
  });
});
