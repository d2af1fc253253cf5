import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// systemd forks a child per command of a unit and sets up its execution environment there before the exec; newer systemd
// names that child after the command in parentheses (`(ollama)[281416]`), older ones `systemd[N]` (ollama/ollama#8372).
// What it logs is what kept the command from running: systemd's own words about the unit's start, its first line the cause.
const START = [
  'Oct 05 08:45:10 tupac systemd[1]: Starting Server for local large language models...',
  'Oct 05 08:45:10 tupac (ollama)[281416]: Directory "/var/lib/private" already exists, but has mode 0755 that is too permissive (0700 was requested), refusing.',
  'Oct 05 08:45:10 tupac (ollama)[281416]: ollama.service: Failed at step STATE_DIRECTORY spawning /nix/store/x-ollama-0.11.10/bin/ollama: File exists',
  'Oct 05 08:45:10 tupac systemd[1]: ollama.service: Main process exited, code=exited, status=238/STATE_DIRECTORY',
  "Oct 05 08:45:10 tupac systemd[1]: ollama.service: Failed with result 'exit-code'.",
];

describe("systemd's forked child of a unit's command", () => {
  it('names the cause of a start that never ran the command, its PID the main PID', () => {
    const [a] = readAttempts(START, 2025);
    expect([a!.outcome, a!.mainPid, a!.exitStatus]).toEqual(['failed', 281416, 'code=exited, status=238/STATE_DIRECTORY']);
    expect(a!.fatal?.headline).toContain('Directory "/var/lib/private" already exists');
  });

  it("reads the child's spawn failure as systemd's, with a command named with its arguments (`(ollama serve)[262095]`)", () => {
    const lines = [
      "Jul 08 02:56:04 desk (ollama serve)[262095]: ollama.service: Unable to locate executable '/usr/bin/ollama serve': No such file or directory",
      'Jul 08 02:56:04 desk (ollama serve)[262095]: ollama.service: Failed at step EXEC spawning /usr/bin/ollama serve: No such file or directory',
      'Jul 08 02:56:04 desk systemd[1]: ollama.service: Main process exited, code=exited, status=203/EXEC',
    ];
    const [a] = readAttempts(lines, 2025);
    expect([a!.outcome, a!.exitStatus]).toEqual(['failed', 'code=exited, status=203/EXEC']);
    expect(a!.fatal?.headline).toContain('No such file or directory');
  });
});
