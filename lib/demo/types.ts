/** Where a line comes from: the unit's main process, one worker rank, every rank once, or PID 1 (systemd). */
export type LineSource = 'main' | 'engine' | 'systemd' | 'ranks' | { rank: number };

/**
 * One journal line of a scenario. `at` is seconds into the loop (negative for a prelude line before the
 * first loop). Templates: {pid} main PID, {engine} EngineCore PID, {wpid}/{rank} the worker, {wpid:N} worker N,
 * {wpid:N@key} worker N of another attempt of the same loop, {stamp} vLLM's `MM-DD HH:MM:SS`, {iso} Rust tracing's `2026-01-01T00:00:00.000000Z`, {unit}, {description}.
 */
export interface DemoLine {
  at: number;
  /** Key into DemoScenario.attempts; whose PIDs and invocation the line carries. */
  attempt: string;
  /** -1: the attempt of the previous loop (e.g. stopping the one that was ready). */
  loopDelta?: -1 | 0;
  from: LineSource;
  message: string;
  /** syslog priority, default 6 (info). */
  priority?: number;
  /** Extra journal fields (MESSAGE_ID, N_RESTARTS, EXIT_CODE, …), templated like message. */
  fields?: Record<string, string>;
  /** Expands into count+1 lines `every` seconds apart; extra templates {done} {total} {pct} {elapsed} {remaining} {rate}. */
  progress?: { count: number; every: number; total?: number };
}

export interface DemoAttempt {
  mainPid: number;
  enginePid: number;
  workerPids: number[];
  /** Parent of the main process in ps: default 1 (systemd starts a unit's processes); a job outside the unit names its shell. */
  parentPid?: number;
}

/** A systemd state the unit enters at `at`; systemctl show reports the latest one. */
export interface DemoState {
  at: number;
  attempt: string;
  loopDelta?: -1 | 0;
  activeState: string;
  subState: string;
  result: string;
  /** The main PID is running (MainPID and ExecMainStartTimestamp set). */
  running: boolean;
  /** This state starts a new main process (ExecMainStartTimestamp). */
  execStart?: boolean;
  nRestarts: number;
}

/** Memory one process holds on GPUs over time: linear between points, gone after `until`. */
export interface DemoVram {
  attempt: string;
  /** 'ranks': worker N on GPU N; a number: that worker on its GPU only. */
  holder: 'ranks' | { rank: number };
  points: [at: number, mib: number][];
  /** Seconds into the loop after which the memory is freed; may exceed loopSeconds to carry into the next loop. */
  until: number;
  /** GPU utilisation per cent from each `at` on. */
  utilization?: [at: number, pct: number][];
}

export interface DemoGpuSpec {
  count: number;
  name: string;
  totalMiB: number;
  /** memory.used of a GPU with no process (driver reserve). */
  idleMiB: number;
  /** memory.used beyond the processes' own figures while any process holds memory (contexts). */
  contextMiB: number;
}

export interface DemoSmiFailure {
  code: number;
  stdout: string;
  stderr: string;
}

/** The server's HTTP API on the host's loopback, as the health probe's curl finds it. */
export interface DemoHttp {
  port: number;
  /** What `/v1/models` lists: id, the path it was loaded from, its context length. */
  model: { id: string; root: string; maxModelLen: number };
  /** Seconds into the loop during which the API answers (after "Application startup complete", before shutdown). */
  up: [from: number, until: number][];
}

export interface DemoScenario {
  name: string;
  unit: string;
  description: string;
  /** SYSLOG_IDENTIFIER of the unit's lines (`vllm`, `python3.12`, `env`). */
  identifier: string;
  loopSeconds: number;
  /** Attempts get new PIDs every loop (pid + loop × pidStride) unless `fixedIdentity`. */
  fixedIdentity: boolean;
  pidStride: number;
  attempts: Record<string, DemoAttempt>;
  prelude: DemoLine[];
  journal: DemoLine[];
  preludeStates: DemoState[];
  states: DemoState[];
  gpu: DemoGpuSpec | null;
  vram: DemoVram[];
  smiFailure: DemoSmiFailure | null;
  /** Host clock minus real time, ms, as `date` on the host shows it (journal stamps stay on real time). */
  clockOffsetMs?: number;
  /** Set for a host that cannot be reached: every exec throws with this message. */
  unreachable: string | null;
  /** Null: nothing listens, every probe is refused. */
  http?: DemoHttp | null;
  /** Whose children the workers are in ps: vLLM's EngineCore starts them (default), TGI's launcher its shards. */
  workerParent?: 'engine' | 'main';
}
