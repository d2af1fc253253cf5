/** systemd's structured MESSAGE_IDs (src/systemd/sd-messages.h) for unit lifecycle lines. */
export const SYSTEMD_EVENTS = [
  'starting',
  'started',
  'stopping',
  'stopped',
  'failed',
  'process_exit',
  'control_exit',
  'failure_result',
  'failed_state',
  'start_limit',
  'timeout',
  /** A stop that outlived TimeoutStopSec=: systemd kills what is left (`State 'stop-sigterm' timed out. Killing.`). */
  'stop_timeout',
  /** `systemctl kill`: `Sent signal SIGKILL to main process N (python3) on client request.` */
  'kill_request',
  'oom_kill',
  'spawn_failed',
  'success',
  'restart_scheduled',
  'resources',
  /** `Main PID: N (name)` of a pasted `systemctl status`: the server runs. */
  'main_pid',
] as const;
export type SystemdEventKind = (typeof SYSTEMD_EVENTS)[number];

export const SYSTEMD_MESSAGE_IDS: Record<string, SystemdEventKind> = {
  '7d4958e842da4a758f6c1cdc7b36dcc5': 'starting',
  '39f53479d3a045ac8e11786248231fbf': 'started',
  de5b426a63be47a7b6ac3eaac82e2f6f: 'stopping',
  '9d1aaa27d60140bd96365438aad20286': 'stopped',
  be02cf6855d2428ba40df7e9d022f03d: 'failed',
  '98e322203f7a4ed290d09fe03c09fe15': 'process_exit',
  fe6faa94e7774663a0da52717891d8ef: 'oom_kill',
  d989611b15e44c9dbf31e3c81256e4ed: 'oom_kill',
  '641257651c1b4ec9a8624d7a40a9e1e7': 'spawn_failed',
  d9b373ed55a64feb8242e02dbe79a49c: 'failure_result',
  '7ad2d189f7e94e70a38c781354912448': 'success',
  '5eb03494b6584870a536b337290809b3': 'restart_scheduled',
  ae8f7b866b0347b9af31fe1c80b127c0: 'resources',
};

/**
 * English forms, for text logs and hosts without MESSAGE_ID, from systemd 219 (CentOS 7: lowercase `main process exited`,
 * `Unit x entered failed state.`, `holdoff time over, scheduling restart.`, no counter) to today. First match wins.
 */
export const SYSTEMD_TEXT_PATTERNS: ReadonlyArray<{ kind: SystemdEventKind; pattern: RegExp }> = [
  { kind: 'process_exit', pattern: /[Mm]ain process exited, code=(\w+),? status=([^\s,]+)/ },
  // ExecStartPre=, ExecStartPost=, ExecStop=…: the unit's own commands, not the server (the same MESSAGE_ID as a main exit).
  { kind: 'control_exit', pattern: /[Cc]ontrol process exited, code=(\w+),? status=([^\s,]+)/ },
  { kind: 'failure_result', pattern: /Failed with result '([\w-]+)'/ },
  { kind: 'failed_state', pattern: /(?:^Unit \S+ entered failed state|: Unit entered failed state|^\S+ failed)\.$/ },
  { kind: 'start_limit', pattern: /[Ss]tart request repeated too quickly/ },
  { kind: 'timeout', pattern: /[Ss]tart operation timed out\. Terminating\.|Watchdog timeout \(limit [^)]*\)!/ },
  // systemd ≥ 236 names the state that timed out; older ones print `Stopping timed out. Killing.`
  { kind: 'stop_timeout', pattern: /State '(?:stop|final)[\w-]*' timed out\. Killing\.|^Stopping timed out\. Killing\.$|: Stopping timed out\. Killing\.$/ },
  { kind: 'kill_request', pattern: /Sent signal SIG(\w+) to main process (\d+) \([^)]*\) on client request/ },
  { kind: 'oom_kill', pattern: /A process of this unit has been killed by the OOM killer|systemd-oomd killed \d+ process/ },
  // The exec child's own line before `Failed at step EXEC spawning …`: systemd ≤ 247 printed `Failed to locate executable X: %m`,
  // newer ones (exec-invoke.c, once find_executable_full() fails, SD_MESSAGE_SPAWN_FAILED) `Unable to locate executable 'X': %m`.
  // Only the first line carries the errno on those versions, so it is the cause and the step line is its wrapper.
  { kind: 'spawn_failed', pattern: /Failed at step \w+ spawning|Failed to (?:execute|locate executable) |Unable to locate executable '/ },
  { kind: 'restart_scheduled', pattern: /Scheduled restart job, restart counter is at (\d+)|Scheduled restart job\.$|scheduling restart\.$/ },
  // The unit's main process ended cleanly (exit 0 or a clean signal): `Deactivated successfully.` since systemd 248, `x.service:
  // Succeeded.` in 240–247 (Ubuntu 20.04, Debian 11, RHEL 8), the same UNIT_SUCCESS message id.
  { kind: 'success', pattern: /Deactivated successfully|(?:^|: )Succeeded\.$/ },
  { kind: 'resources', pattern: /Consumed .* CPU time/ },
  { kind: 'failed', pattern: /^Failed to start / },
  { kind: 'starting', pattern: /^Starting \S/ },
  { kind: 'started', pattern: /^Started \S/ },
  { kind: 'stopping', pattern: /^Stopping \S/ },
  { kind: 'stopped', pattern: /^Stopped \S/ },
];

/** Exit statuses systemd treats as a clean stop of a simple service. */
export const CLEAN_EXIT_SIGNALS = ['TERM', 'INT', 'HUP', 'PIPE'] as const;

/** systemd acting on the server itself (the OOM killer, a start or stop timeout, the watchdog, `systemctl kill`): the cause of what the server prints next. */
export const SYSTEMD_ACTIONS: ReadonlySet<SystemdEventKind> = new Set(['oom_kill', 'timeout', 'stop_timeout', 'kill_request']);
