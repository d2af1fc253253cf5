import type { DemoClock } from './clock';
import { attemptPids } from './expand-loop';
import { readOptions, type CommandOutput } from './read-options';
import { gpuStateAt } from './replay-nvidia-smi';
import type { DemoScenario } from './types';
import { unitTimeline } from './unit-timeline';

const SPEC = { flags: ['-e', '-A'], values: ['-o'] };
const COLUMNS = 'pid=,ppid=';
// procps pads each column to the width of pid_max (4194304 on 64-bit hosts).
const WIDTH = 7;
/** What every host has besides the server: systemd, kthreadd and two kernel threads, journald, sshd. */
const SYSTEM: [pid: number, ppid: number][] = [
  [1, 0],
  [2, 0],
  [3, 2],
  [4, 2],
  [412, 1],
  [873, 1],
];

/**
 * `ps -e -o pid=,ppid=` on the demo host at `nowMs`: the running attempt's main process under systemd, its engine
 * and workers under it, and every GPU process: a job outside the unit under its shell, a worker whose attempt has
 * ended adopted by PID 1 (as the kernel re-parents an orphan).
 */
export function replayPs(s: DemoScenario, args: readonly string[], nowMs: number, clock: DemoClock): CommandOutput {
  const parsed = readOptions('ps', args, SPEC);
  if ('error' in parsed || parsed.positional.length > 0 || parsed.flags.size === 0 || parsed.values.get('-o')?.join(',') !== COLUMNS) {
    return { stdout: '', stderr: `error: the demo host replays "ps -e -o ${COLUMNS}" only\n\nUsage:\n ps [options]\n`, code: 1 };
  }
  const rows = processTable(s, nowMs, clock);
  const stdout = [...rows].sort(([a], [b]) => a - b).map(([pid, ppid]) => `${String(pid).padStart(WIDTH)} ${String(ppid).padStart(WIDTH)}\n`);
  return { stdout: stdout.join(''), stderr: '', code: 0 };
}

function processTable(s: DemoScenario, nowMs: number, clock: DemoClock): Map<number, number> {
  const rows = new Map<number, number>(SYSTEM);
  const add = (pid: number, ppid: number) => rows.has(pid) || rows.set(pid, ppid);
  const now = unitTimeline(s, nowMs, clock).at(-1);
  const running = now?.state.running ? { attempt: now.state.attempt, loop: now.loop } : null;
  if (running) {
    const ids = attemptPids(s, running.attempt, running.loop);
    add(ids.mainPid, s.attempts[running.attempt]?.parentPid ?? 1);
    add(ids.enginePid, ids.mainPid);
    const workerParent = s.workerParent === 'main' ? ids.mainPid : ids.enginePid;
    for (const pid of ids.workerPids) add(pid, pid === workerParent ? ids.mainPid : workerParent);
  }
  const inUnit = new Set([...s.states, ...s.preludeStates].map((st) => st.attempt));
  for (const p of gpuStateAt(s, nowMs, clock).processes) {
    const base = s.attempts[p.attempt];
    if (inUnit.has(p.attempt)) {
      add(p.pid, 1);
      continue;
    }
    const ids = attemptPids(s, p.attempt, p.loop);
    const shell = base?.parentPid ?? 1;
    if (shell > 1) add(shell, 1);
    add(p.pid, p.pid === ids.mainPid ? shell : ids.mainPid);
  }
  return rows;
}
