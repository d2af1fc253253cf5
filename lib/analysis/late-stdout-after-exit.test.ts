import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({ pid: a.mainPid, outcome: a.outcome, counter: a.restartCounter, fatal: a.fatal?.headline ?? null }));

// journalctl of an ollama unit in a restart loop (code corpus: a user's exported ChatGPT conversation): systemd logged the
// main process's exit before journald wrote the line the process printed last, so that line follows `Failed with result`.
const H = 'Jan 06 17:40:01 ubuntu-server';
const STARTED = `${H} systemd[1]: Started ollama.service - Ollama Service.`;
const EXITED = `${H} systemd[1]: ollama.service: Main process exited, code=exited, status=1/FAILURE`;
const FAILED = `${H} systemd[1]: ollama.service: Failed with result 'exit-code'.`;
const restart = (n: number) => `${H} systemd[1]: ollama.service: Scheduled restart job, restart counter is at ${n}.`;
const error = (pid: number) => `${H} ollama[${pid}]: Error: unknown flag: --host`;

describe("a main process's last line logged after systemd's word on its exit", () => {
  it('belongs to the start that exited, not to a new run', () => {
    expect(read([STARTED, EXITED, FAILED, error(269620), restart(3), STARTED, error(269631), EXITED])).toEqual([
      { pid: 269620, outcome: 'failed', counter: null, fatal: 'Error: unknown flag: --host' },
      { pid: 269631, outcome: 'failed', counter: 3, fatal: 'Error: unknown flag: --host' },
    ]);
  });

  it('a start whose process already printed keeps its own PID: a new PID after its exit is a new run', () => {
    const attempts = read([STARTED, error(269605), EXITED, FAILED, `${H} ollama[269700]: Error: unknown flag: --host`]);
    expect(attempts.map((a) => a.pid)).toEqual([269605, 269700]);
  });
});
