import type { LogFormat } from '@/lib/journal/types';
import type { Analysis, Attempt, EngineId, Eta, Outcome, Phase } from './types';

export interface SummaryInput {
  format: LogFormat;
  entries: number;
  unparsed: number;
}

export interface SummaryAttempt {
  index: number;
  id: string;
  engine: EngineId;
  invocationId: string | null;
  mainPid: number | null;
  pids: number[];
  processes: Array<{ pid: number; roles: string[] }>;
  start: string | null;
  end: string | null;
  outcome: Outcome;
  exitStatus: string | null;
  restartCounter: number | null;
  startedBeforeWindow: boolean;
  entryCount: number;
  isCurrent: boolean;
  phases: Array<{ name: Phase; at: string | null; sincePreviousS: number | null; line: string }>;
  fatal: string | null;
  fatalPid: number | null;
  gpuFault: string | null;
  recurring: string[];
  errors: number;
  loadProgress: { done: number; total: number; remainingS: number | null; at: string | null } | null;
}

export interface SummaryJson extends SummaryInput {
  currentAttempt: number | null;
  eta: (Omit<Eta, 'readyAt'> & { readyAt: string | null }) | null;
  attempts: SummaryAttempt[];
}

export function isoTime(us: number | null): string | null {
  return us === null ? null : new Date(Math.floor(us / 1000)).toISOString();
}

export function recurringHeadlines(attempt: Attempt): string[] {
  return [...new Set(attempt.errors.filter((e) => e.recurring).map((e) => e.headline))];
}

function attemptJson(a: Attempt): SummaryAttempt {
  return {
    index: a.index,
    id: a.id,
    engine: a.engine,
    invocationId: a.invocationId,
    mainPid: a.mainPid,
    pids: a.pids.map((p) => p.pid),
    processes: a.pids.map((p) => ({ pid: p.pid, roles: p.roles })),
    start: isoTime(a.start),
    end: isoTime(a.end),
    outcome: a.outcome,
    exitStatus: a.exitStatus,
    restartCounter: a.restartCounter,
    startedBeforeWindow: a.startedBeforeWindow,
    entryCount: a.entryCount,
    isCurrent: a.isCurrent,
    phases: a.phases.map((p) => ({
      name: p.name,
      at: isoTime(p.at),
      sincePreviousS: p.sincePreviousUs === null ? null : p.sincePreviousUs / 1e6,
      line: p.line,
    })),
    fatal: a.fatal?.headline ?? null,
    fatalPid: a.fatal?.pid ?? null,
    gpuFault: a.gpuFault?.headline ?? null,
    recurring: recurringHeadlines(a),
    errors: a.errors.length,
    loadProgress: a.loadProgress
      ? { done: a.loadProgress.done, total: a.loadProgress.total, remainingS: a.loadProgress.remainingS, at: isoTime(a.loadProgress.at) }
      : null,
  };
}

/** The CLI's `--json` shape: times as ISO strings, PIDs as numbers, errors as headlines. */
export function toSummaryJson(input: SummaryInput, analysis: Analysis): SummaryJson {
  return {
    format: input.format,
    entries: input.entries,
    unparsed: input.unparsed,
    currentAttempt: analysis.currentAttempt,
    eta: analysis.eta ? { ...analysis.eta, readyAt: isoTime(analysis.eta.readyAt) } : null,
    attempts: analysis.attempts.map(attemptJson),
  };
}
