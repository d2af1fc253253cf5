import { ancestorsOf } from './ancestors-of';
import type { ProcessTree, PsErrorCode } from './types';
import { firstLine } from './first-line';

export interface PsTable {
  parents: Map<number, number>;
  skippedLines: number;
}

const ROW = /^\s*(\d{1,10})\s+(\d{1,10})\s*$/;

/** `ps -e -o pid=,ppid=` → parent of each PID; a line that is not two PIDs (or repeats a PID) is skipped and counted. */
export function parsePsTree(stdout: string): PsTable {
  const parents = new Map<number, number>();
  let skippedLines = 0;
  for (const line of stdout.split('\n')) {
    if (line.trim() === '') continue;
    const m = ROW.exec(line);
    const pid = m ? Number(m[1]) : NaN;
    if (!m || parents.has(pid) || !Number.isSafeInteger(pid)) {
      skippedLines++;
      continue;
    }
    parents.set(pid, Number(m[2]));
  }
  return { parents, skippedLines };
}

export interface PsRun {
  stdout: string;
  stderr: string;
  code: number | null;
}

const MISSING = /command not found|: not found|No such file or directory/i;

/**
 * The parent chains of the GPU processes (`gpuPids`) out of a ps run: only they cross the wire, not the host's
 * whole table. Never throws; a missing, failing or unreadable ps is a tree with no parents and a typed error.
 */
export function processTreeOf(run: PsRun, gpuPids: readonly number[]): ProcessTree {
  const failure = psFailure(run);
  if (failure) return { parents: {}, skippedLines: 0, error: failure };
  const table = parsePsTree(run.stdout);
  if (table.parents.size === 0) return { parents: {}, skippedLines: table.skippedLines, error: { code: 'ps_unreadable', message: firstLine(run.stdout) ?? 'ps printed no process' } };
  const all: Record<number, number> = Object.fromEntries(table.parents);
  const parents: Record<number, number> = {};
  for (const pid of gpuPids) {
    for (const p of ancestorsOf(pid, all)) {
      const up = all[p];
      if (up !== undefined) parents[p] = up;
    }
  }
  return { parents, skippedLines: table.skippedLines, error: null };
}

function psFailure(run: PsRun): { code: PsErrorCode; message: string } | null {
  if (run.code === 0) return null;
  const code: PsErrorCode = run.code === 127 || MISSING.test(run.stderr) ? 'ps_missing' : 'ps_failed';
  return { code, message: firstLine(run.stderr) ?? firstLine(run.stdout) ?? `ps exited with ${run.code ?? 'a signal'}` };
}

