import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => ({ outcome: a.outcome, exit: a.exitStatus, fatal: a.fatal?.headline ?? null }));

// systemd's exec child, when the ExecStart= path cannot be found, logs `Unable to locate executable '<path>': <errno>` (newer
// systemd; ≤ 247 `Failed to locate executable <path>: …`) and then `Failed at step EXEC spawning <path>`, which on those
// versions no longer carries the errno; the main process then exits 203/EXEC without the server ever running.
const H = 'Jul 08 02:56:04 desk';
const LOCATE = `${H} (ollama)[262095]: ollama.service: Unable to locate executable '/usr/bin/ollama serve': No such file or directory`;
const STEP = `${H} (ollama)[262095]: ollama.service: Failed at step EXEC spawning /usr/bin/ollama serve: No such file or directory`;
const STEP_BARE = 'ollama.service: Failed at step EXEC spawning /usr/local/bin/ollama';
const EXIT = `${H} systemd[1]: ollama.service: Main process exited, code=exited, status=203/EXEC`;

describe("systemd's `Unable to locate executable` is the cause of a 203/EXEC start", () => {
  it('names the missing executable, not the step line after it, even in bare `-o cat` lines', () => {
    const locate = "ollama.service: Unable to locate executable '/usr/local/bin/ollama': No such file or directory";
    expect(read([locate, STEP_BARE, 'ollama.service: Main process exited, code=exited, status=203/EXEC'])).toEqual([
      { outcome: 'failed', exit: 'code=exited, status=203/EXEC', fatal: locate },
    ]);
  });

  it('with stamps and the exec child as ident (the step line carries the errno too here: a guard, not the fix)', () => {
    expect(read([LOCATE, STEP, EXIT]).map((a) => a.fatal)).toEqual([LOCATE.slice(LOCATE.indexOf('ollama.service'))]);
  });

  it('a server printing the same words is not systemd', () => {
    const own = `${H} myshell[4242]: unable to locate executable 'foo'`;
    expect(read([own]).map((a) => a.exit)).toEqual([null]);
    // a bare line without a unit name is no systemd message either
    const bare = "Unable to locate executable 'llama-server' in PATH";
    expect(read([bare, STEP_BARE]).map((a) => a.fatal)).not.toContain(bare);
    // and a plain process line naming it does not end the attempt as a spawn failure
    expect(read([own, `${H} systemd[1]: ollama.service: Main process exited, code=exited, status=1/FAILURE`]).map((a) => a.exit)).toEqual([
      'code=exited, status=1/FAILURE',
    ]);
  });
});
