/** journalctl's `-o short-iso-precise` is read as `short-iso` (the same shape, microseconds kept). */
export const LOG_FORMATS = [
  'json', 'short', 'short-iso', 'short-precise', 'short-unix', 'short-full', 'with-unit', 'short-monotonic', 'short-delta', 'verbose', 'export', 'vllm', 'cat',
] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export const LEVELS = ['debug', 'info', 'warning', 'error', 'critical'] as const;
export type Level = (typeof LEVELS)[number];

/** The vLLM part of a message: `(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] text`. */
export interface VllmLine {
  /** Process role as printed: `Worker_TP0`, `EngineCore_DP0`, `APIServer`, `VllmWorker rank=0`, `VllmWorkerProcess`. */
  role: string | null;
  /** PID inside the role tag; may differ from the journal `_PID` when a child prints through its parent. */
  pid: number | null;
  level: Level | null;
  /** vLLM's own `MM-DD HH:MM:SS` stamp, as printed. */
  stamp: string | null;
  /** `gpu_model_runner.py:4128` */
  source: string | null;
  text: string;
}

/** One log line, from any input format. Fields a format lacks are null. */
export interface JournalEntry {
  /** Position in the input, 0-based, stable across re-parses of the same input. */
  seq: number;
  cursor: string | null;
  /** Epoch microseconds (`__REALTIME_TIMESTAMP`, or the text timestamp). */
  ts: number | null;
  /** `_PID` or the text format's `[pid]`; in bare output only on uvicorn's `Started server process [N]` line (the API server's PID). */
  pid: number | null;
  /** `_SYSTEMD_INVOCATION_ID` (unit processes) or `INVOCATION_ID` (systemd's own lines about the unit). */
  invocationId: string | null;
  /** `_SYSTEMD_UNIT` or `UNIT`. */
  unit: string | null;
  /** 0 (emerg) … 7 (debug), syslog style. */
  priority: number | null;
  /**
   * `SYSLOG_IDENTIFIER` or the text format's `name[pid]:` name. In bare output: the `docker compose logs`
   * service (`vllm-1`), or `shell` (SHELL_IDENTIFIER) on a pasted prompt line that starts a server
   * again (`$ vllm serve …`, `user@host:~$ python -m sglang.launch_server …`, `+ exec …`): a new attempt begins there.
   */
  identifier: string | null;
  hostname: string | null;
  messageId: string | null;
  bootId: string | null;
  /** Extra structured fields systemd attaches (N_RESTARTS, EXIT_CODE, EXIT_STATUS, JOB_RESULT), as strings. */
  fields: Record<string, string> | null;
  message: string;
  /** The logger a wrapper's Python logging prefix named (`vllm.v1.engine.core_client`); that prefix is off `message`. */
  logger?: string;
  /** The `module.function` NVIDIA Dynamo's log relay printed where the engine's own format names its file (`engine.run_mp_engine`). */
  relayTarget?: string;
  vllm: VllmLine | null;
  /** False for a line that fit no format: kept with its raw text in `message`. */
  parsed: boolean;
}

export interface ParsedLog {
  format: LogFormat;
  entries: JournalEntry[];
  /** Count of entries with `parsed: false`. */
  unparsed: number;
  /** Input lines read (a multi-line message is one entry but several lines). */
  lines: number;
}
