import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => ({ pid: a.mainPid, outcome: a.outcome, counter: a.restartCounter, fatal: a.fatal?.headline ?? null }));

// A user unit of llama-server in a restart loop (Restart=on-failure), its journal cut so that it begins at systemd's
// `Scheduled restart job` line: the exit that scheduled it is before the window.
const H = 'Jul 31 07:36:17 fedora';
const restart = (n: number) => `${H} systemd[1856]: llama-server.service: Scheduled restart job, restart counter is at ${n}.`;
const ARG = `${H} llama-server[5555]: error while handling argument "--flash-attn": error: unknown value for --flash-attn: '--cache-type-k'`;
const EXITED = `${H} systemd[1856]: llama-server.service: Main process exited, code=exited, status=1/FAILURE`;

describe('systemd schedules a restart only once the run is over', () => {
  it('the run that logged the restart job has ended by itself; the next process is the restart it scheduled', () => {
    expect(read([restart(26201), ARG, EXITED, restart(26202)])).toEqual([
      { pid: null, outcome: 'failed', counter: null, fatal: null },
      { pid: 5555, outcome: 'failed', counter: 26201, fatal: ARG.slice(ARG.indexOf('error while')) },
    ]);
  });

  it('a restart job alone is no running server', () => {
    expect(read([restart(7)]).map((a) => a.outcome)).toEqual(['failed']);
  });

  it('each restart job is the end of one run: a journal grepped to them alone gives one failed run per job, each the restart the one before named', () => {
    expect(read([restart(1), restart(2), restart(3)]).map((a) => [a.outcome, a.counter])).toEqual([
      ['failed', null],
      ['failed', 1],
      ['failed', 2],
    ]);
  });

  it("systemd 236–239's uncounted hold-off line and the counted job after it are one run's restart", () => {
    const holdoff = `${H} systemd[1856]: llama-server.service: Service hold-off time over, scheduling restart.`;
    expect(read([ARG, EXITED, holdoff, restart(5)]).map((a) => [a.pid, a.outcome, a.counter])).toEqual([[5555, 'failed', null]]);
    expect(read([holdoff, restart(5), ARG]).map((a) => [a.pid, a.outcome, a.counter])).toEqual([
      [null, 'failed', null],
      [5555, 'failed', 5],
    ]);
  });

  it('a run whose exit was shown is ended by the exit, and the restart job adds nothing to it', () => {
    expect(read([ARG, EXITED, restart(3)])).toEqual([{ pid: 5555, outcome: 'failed', counter: null, fatal: ARG.slice(ARG.indexOf('error while')) }]);
  });
});
