import type { JournalEntry } from '@/lib/journal/types';
import type { EngineId } from './engines/types';
import type { StartupChange, StartupFacts } from './startup/types';

export const PHASES = [
  'spawned',
  'init',
  'loading_weights',
  'weights_loaded',
  'compile',
  'cuda_graphs',
  'kv_cache',
  'ready',
  'failed',
  'stopped',
] as const;
export type Phase = (typeof PHASES)[number];

export const OUTCOMES = ['running', 'ready', 'failed', 'stopped'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface PhaseMark {
  name: Phase;
  /** Epoch microseconds, null when the proving line has no time. */
  at: number | null;
  /** `seq` of the entry that proves it. */
  seq: number;
  line: string;
  /** Microseconds since the previous phase of the same attempt. */
  sincePreviousUs: number | null;
}

export interface AttemptProcess {
  pid: number;
  /** vLLM roles this PID printed under, in order of first appearance. */
  roles: string[];
  firstSeq: number;
  lastSeq: number;
}

export interface ErrorBlock {
  /** Stable within one analysis: `${attemptIndex}:${firstSeq}`. */
  id: string;
  attemptIndex: number;
  pid: number | null;
  kind: 'traceback' | 'error' | 'exit';
  /** The exception line (last traceback line) or the error line itself. */
  headline: string;
  /** `seq`s of every line of the block, in order. */
  seqs: number[];
  at: number | null;
  /** Normalised: numbers, PIDs, hex, paths folded. */
  signature: string;
  /** Also seen in an attempt that reached ready: noise, not a cause. */
  recurring: boolean;
  /** Every exception line of a chained traceback, original cause first (only when more than one). */
  chain?: string[];
  /**
   * Found by an engine rule rather than by level: a line naming a cause, a process's death (`Segmentation fault`), the engine's own
   * account that it is ending (`Shutting down shards`: never a cause), a kernel GPU fault.
   */
  signal?: 'cause' | 'end' | 'state' | 'gpu';
  /** A host caught it and lives on (`CAUGHT_LOAD_HEADERS`): it names why a load failed, never a death of the process. */
  caught?: true;
  /** A worker caught it and answered one request with it (`ANSWERED_HEADERS`): that request failed; it names no cause of the attempt. */
  answered?: true;
  /**
   * A traceback whose lines the engine's logger stamped at info or debug: a program printed it (TGI's launcher relays a shard's
   * non-JSON stdout at DEBUG), while the interpreter writes its report of an uncaught exception raw to stderr. No death by itself.
   */
  relayed?: true;
  /** A child's allocation failure in a trial the server sizes its load by (`EngineProfile.probe`): the server tries again, never a cause. */
  probed?: true;
  /** A failure a later line of the attempt says was overcome: the same thing succeeded after it (`EngineProfile.retried`); never a cause. */
  retried?: true;
  /** Python's report of a thread's uncaught exception (its stack starts at threading's `_bootstrap_inner`): that thread ended, not its process. */
  thread?: true;
}

export interface LoadProgress {
  done: number;
  total: number;
  elapsedS: number | null;
  remainingS: number | null;
  at: number | null;
  seq: number;
}

export interface Attempt {
  /** Invocation ID when known, else `pid-<mainPid>` or `attempt-<index>`. */
  id: string;
  /** The server this attempt ran, told from its own lines. */
  engine: EngineId;
  /** 0-based, in order of start. */
  index: number;
  invocationId: string | null;
  mainPid: number | null;
  pids: AttemptProcess[];
  start: number | null;
  end: number | null;
  firstSeq: number;
  lastSeq: number;
  entryCount: number;
  outcome: Outcome;
  /** `code=exited, status=1/FAILURE` or systemd's result, when seen. */
  exitStatus: string | null;
  /** systemd's restart counter of this start (`Scheduled restart job, restart counter is at N` before it), as `NRestarts` counts. */
  restartCounter: number | null;
  /** The attempt's first line is not its start: it began before the window, so no spawn time or first duration is known. */
  startedBeforeWindow: boolean;
  phases: PhaseMark[];
  /** The root cause: of a failed attempt, or a fatal exception already printed by a running one. */
  fatal: ErrorBlock | null;
  /** A kernel `NVRM: Xid` GPU fault seen during the attempt, shown beside the server's own error. */
  gpuFault: ErrorBlock | null;
  /** The first line after which the process is gone (an engine's end line), when seen. */
  endSeq: number | null;
  errors: ErrorBlock[];
  loadProgress: LoadProgress | null;
  isCurrent: boolean;
  /** Version and arguments the attempt printed while starting (lib/analysis/startup). */
  startup: StartupFacts | null;
  /** For the current or a failed attempt: what differs from the last earlier attempt that reached ready. */
  changedSinceReady: StartupChange[];
}

export interface Eta {
  attemptIndex: number;
  /** Epoch microseconds when the current attempt is expected to be ready. */
  readyAt: number | null;
  remainingS: number | null;
  /** Where the estimate comes from. */
  basis: 'shard-progress' | 'previous-ready' | 'none';
}

export interface Analysis {
  attempts: Attempt[];
  /** Attempt index per entry, by position in the entries array; -1 when no attempt claims it. */
  entryAttempt: number[];
  currentAttempt: number | null;
  eta: Eta | null;
}

export interface AnalyseOptions {
  /** `systemctl show -p InvocationID` of the unit now, to pick the current attempt. */
  currentInvocationId?: string | null;
  /** Extra recurring-noise patterns (regex sources) from the fleet file. */
  noisePatterns?: string[];
  /** Now, epoch microseconds, for running attempts' ETA. */
  now?: number;
  /** `systemctl show -p NRestarts` now: the current attempt's restart counter when the window holds no restart line. */
  currentRestarts?: number | null;
}

export type { JournalEntry, StartupChange, StartupFacts };
export type { EngineId };
