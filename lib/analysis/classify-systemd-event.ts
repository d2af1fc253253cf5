import { SYSTEMCTL_IDENTIFIER } from '@/lib/journal/systemctl-status';
import type { JournalEntry } from '@/lib/journal/types';
import { CLEAN_EXIT_SIGNALS, SYSTEMD_MESSAGE_IDS, SYSTEMD_TEXT_PATTERNS, type SystemdEventKind } from './systemd-messages';

export interface SystemdEvent {
  kind: SystemdEventKind;
  exitStatus: string | null;
  failure: boolean;
  restartCounter: number | null;
  /** The unit's main PID as systemd names it (`systemctl status`). */
  mainPid: number | null;
}

const UNIT_NAME = /\.(service|scope|target|socket|timer)\b/;

// Unit lines copied without their `x.service: ` prefix (a journal viewer's message column) that only systemd prints.
const UNITLESS_STARTS = [
  'Main process exited, ',
  'Control process exited, ',
  "Failed with result '",
  'A process of this unit has been killed by the OOM killer',
  'Start request repeated too quickly',
  'Scheduled restart job, ',
  'Start operation timed out. ',
  'Watchdog timeout (limit ',
  "State 'stop-sigterm' timed out. ",
  'Sent signal SIG',
] as const;

// The process systemd forked to run a unit's command, while it sets up the command's environment before the exec: newer
// systemd names it after the command in parentheses (`(ollama)[281416]`, `(ollama serve)[262095]`); older ones as `systemd[N]`.
const FORKED_CHILD = /^\([^()]+\)$/;

/** The journal identifier of the process systemd forked for a unit's command, before it exec'd it. */
export function isForkedChild(identifier: string | null): boolean {
  return identifier !== null && FORKED_CHILD.test(identifier);
}

function fromSystemd(entry: JournalEntry): boolean {
  if (entry.identifier === 'systemd' || entry.pid === 1) return true;
  if (isForkedChild(entry.identifier)) return true;
  // `journalctl -o cat` keeps no identifier: accept only lines that name a unit, or that only systemd prints.
  if (entry.identifier !== null || entry.pid !== null || entry.vllm !== null) return false;
  const message = entry.message;
  return UNIT_NAME.test(message) || UNITLESS_STARTS.some((start) => message.startsWith(start));
}

// Results that only restate the exit line; the others name what systemd itself acted on (oom-kill, timeout, watchdog, start-limit-hit).
const RESTATING_RESULTS: ReadonlySet<string> = new Set(['result=exit-code', 'result=signal', 'result=core-dump', 'result=success']);

/** What an attempt's systemd lines say of how it ended: the best exit line seen and a reason systemd gave. */
export interface ExitSeen {
  exit: string | null;
  rank: number;
  reason: string | null;
}

export const NO_EXIT_SEEN: Readonly<ExitSeen> = { exit: null, rank: Infinity, reason: null };

/** The main process's exit first, then a control process's, then a restating result; a reason result is kept beside it. */
export function seeExit(seen: ExitSeen, event: SystemdEvent): ExitSeen {
  const status = event.exitStatus;
  if (status === null) return seen;
  if (event.kind === 'failure_result' && !RESTATING_RESULTS.has(status)) return { ...seen, reason: seen.reason ?? status };
  const rank = event.kind === 'process_exit' ? 0 : event.kind === 'control_exit' ? 1 : 2;
  return rank < seen.rank || (rank === 0 && seen.rank === 0) ? { ...seen, exit: status, rank } : seen;
}

export function exitStatusOf(seen: ExitSeen): string | null {
  if (seen.exit === null) return seen.reason;
  return seen.reason === null ? seen.exit : `${seen.exit}, ${seen.reason}`;
}

function kindOf(entry: JournalEntry): { kind: SystemdEventKind; match: RegExpMatchArray | null } | null {
  const byId = entry.messageId ? SYSTEMD_MESSAGE_IDS[entry.messageId.toLowerCase()] : undefined;
  if (!byId && !fromSystemd(entry)) return null;
  for (const row of SYSTEMD_TEXT_PATTERNS) {
    if (byId && row.kind !== byId && !(byId === 'process_exit' && row.kind === 'control_exit')) continue;
    const match = entry.message.match(row.pattern);
    if (match) return { kind: row.kind, match };
  }
  if (!byId) return null;
  // Since systemd 249 a process exit names the command it ran: anything but ExecStart= is a control process.
  const command = entry.fields?.COMMAND;
  return { kind: byId === 'process_exit' && command !== undefined && command !== 'ExecStart' ? 'control_exit' : byId, match: null };
}

/** Lines that say the start failed or the server is being killed by systemd itself; an exit line may or may not follow. */
const FAILURE_KINDS: ReadonlySet<SystemdEventKind> = new Set(['failed', 'failed_state', 'start_limit', 'timeout', 'stop_timeout', 'oom_kill', 'spawn_failed']);

// A wrapper that dies of a signal reports it as an exit status of 128 + the signal's number (a shell, `podman run`, `docker
// run`, the JVM): 143 is SIGTERM's, 130 SIGINT's, 129 SIGHUP's, 141 SIGPIPE's. systemd counts the exit code a failure unless
// SuccessExitStatus= lists it, but the process stopped on the same clean signal as a main process `code=killed, status=15/TERM`.
const CLEAN_SIGNAL_EXITS: ReadonlySet<string> = new Set(['129', '130', '141', '143']);

function exitFailed(code: string, status: string): boolean {
  const [num, name] = status.split('/');
  if (code === 'exited') return num !== '0' && !CLEAN_SIGNAL_EXITS.has(num!);
  if (code === 'killed') return !CLEAN_EXIT_SIGNALS.some((s) => s === (name ?? num));
  return true;
}

function exitEvent(kind: 'process_exit' | 'control_exit', code: string, status: string, mainPid: number | null = null): SystemdEvent {
  const exitStatus = `${kind === 'control_exit' ? 'control process ' : ''}code=${code}, status=${status}`;
  return { kind, exitStatus, failure: exitFailed(code, status), restartCounter: null, mainPid };
}

/** A line of a pasted `systemctl status` block, read from the fields its parser set. */
function statusEvent(fields: Record<string, string>): SystemdEvent | null {
  const mainPid = fields.MAIN_PID === undefined ? null : Number(fields.MAIN_PID);
  const result = fields.UNIT_RESULT;
  const failedResult = result !== undefined && result !== 'success';
  if (fields.EXIT_CODE !== undefined) {
    const main = fields.COMMAND === 'ExecStart';
    const event = exitEvent(main ? 'process_exit' : 'control_exit', fields.EXIT_CODE, fields.EXIT_STATUS ?? '', mainPid);
    // A main process that systemd killed (a timeout's SIGTERM) failed when the unit's result says so.
    if (main && failedResult) event.failure = true;
    return event;
  }
  if (fields.ACTIVE_STATE !== undefined && failedResult && fields.EXIT_SHOWN === undefined)
    return { kind: 'failure_result', exitStatus: `result=${result}`, failure: true, restartCounter: null, mainPid: null };
  return mainPid === null ? null : { kind: 'main_pid', exitStatus: null, failure: false, restartCounter: null, mainPid };
}

/** A systemd lifecycle line about a unit, from its MESSAGE_ID or its English text; null for other lines. */
export function classifySystemdEvent(entry: JournalEntry): SystemdEvent | null {
  if (entry.identifier === SYSTEMCTL_IDENTIFIER) return entry.fields ? statusEvent(entry.fields) : null;
  const found = kindOf(entry);
  if (!found) return null;
  const { kind, match } = found;
  const fields = entry.fields ?? {};
  if (kind === 'process_exit' || kind === 'control_exit') return exitEvent(kind, fields.EXIT_CODE ?? match?.[1] ?? 'exited', match?.[2] ?? fields.EXIT_STATUS ?? '');
  if (kind === 'failure_result') {
    const result = fields.UNIT_RESULT ?? match?.[1] ?? 'unknown';
    return { kind, exitStatus: `result=${result}`, failure: true, restartCounter: null, mainPid: null };
  }
  if (kind === 'kill_request') {
    // The signal decides: a SIGTERM asks for the clean stop the exit line will show, a SIGKILL fails the unit.
    const signal = match?.[1] ?? '';
    const failure = !CLEAN_EXIT_SIGNALS.some((s) => s === signal);
    return { kind, exitStatus: null, failure, restartCounter: null, mainPid: match ? Number(match[2]) : null };
  }
  if (kind === 'restart_scheduled') {
    const n = Number(fields.N_RESTARTS ?? match?.[1] ?? NaN);
    return { kind, exitStatus: null, failure: false, restartCounter: Number.isFinite(n) ? n : null, mainPid: null };
  }
  return { kind, exitStatus: null, failure: FAILURE_KINDS.has(kind), restartCounter: null, mainPid: null };
}
