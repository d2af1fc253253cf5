import { isBareShellPrompt, isImagePullLine, isShellInput, SHELL_IDENTIFIER } from '@/lib/journal/bare-line';
import { sternMark } from '@/lib/journal/stern-prefix';
import { SYSTEMCTL_IDENTIFIER } from '@/lib/journal/systemctl-status';
import { COREDUMP_UNIT } from '@/lib/journal/systemd-unit';
import type { JournalEntry } from '@/lib/journal/types';
import type { Attempt, AttemptProcess } from './types';
import { classifySystemdEvent, exitStatusOf, NO_EXIT_SEEN, seeExit, type ExitSeen, type SystemdEvent } from './classify-systemd-event';
import { attemptEngine } from './attempt-engine';
import { ENGINES } from './engines';
import { childDeathGate, endGate, lastWordGate, loopCountGate, startEndGate, mainRoleTest, readyGate, respawnGate, startupGate, stopGate, uniqueRoleTest, type StartupHit } from './engines/rule-sets';
import { supervisedChildPid } from './engines/supervisor-ends';
import { isDeathException } from './group-errors';
import { viewLines, type LineViews } from './line-view';

export interface AttemptSegment
  extends Pick<
    Attempt,
    'id' | 'index' | 'invocationId' | 'mainPid' | 'pids' | 'start' | 'end' | 'firstSeq' | 'lastSeq' | 'entryCount' | 'exitStatus' | 'restartCounter'
  > {
  ended: boolean;
  failed: boolean;
  /** `Stopping …` was seen: an exit after it is a stop. */
  stopRequested: boolean;
  /** A later attempt began while this one had no end line: it is over, whatever its log said last. */
  superseded: boolean;
  /** A pasted terminal's prompt came back with nothing typed, and no line of the run followed: the server's process returned. */
  shellReturned: boolean;
  positions: number[];
  events: Array<{ position: number; event: SystemdEvent }>;
  startedPosition: number | null;
  /** The first line the server prints at its start (a banner, its arguments), when seen. */
  spawnPosition: number | null;
  /**
   * The attempt before, when this one is known only by repeating its last word (`EndRule.lastWord`): the same program giving up
   * the same way, so the same engine, though none of its own lines names one.
   */
  repeatOf: number | null;
}

export interface AttemptSplit {
  attempts: AttemptSegment[];
  entryAttempt: number[];
  views: LineViews;
}

// A refused start (`start request repeated too quickly`) and systemd 219's `entered failed state` end it too.
const ENDING: ReadonlySet<string> = new Set(['process_exit', 'failure_result', 'success', 'stopped', 'failed', 'failed_state', 'start_limit']);
const startupOf = startupGate(ENGINES);
const isUniqueRole = uniqueRoleTest(ENGINES);
const isMainRole = mainRoleTest(ENGINES);
/** Whether a line ends the process under some engine's rules (one gate, shared with analyse). */
export const isEndLine = endGate(ENGINES);
const isStartEndLine = startEndGate(ENGINES);
const isRespawnLine = respawnGate(ENGINES);
const isStartLastWord = lastWordGate(ENGINES, true);
const isLastWord = lastWordGate(ENGINES, false);
const loopCountOf = loopCountGate(ENGINES);
const stopOwnerOf = stopGate(ENGINES);
const isReadyLine = readyGate(ENGINES);
const isChildDeath = childDeathGate(ENGINES);
// The engines a server runs as its child per model load (Ollama's runner is llama.cpp): once it started one, their start lines are that child's.
const CHILD_ENGINES = new Map<string, readonly string[]>(ENGINES.map((e) => [e.id, e.embeds ?? []]));
// uvicorn names the API server's process: `Started server process [7]`.
// uvicorn logs the serving process's os.getpid() both as it starts and as it ends: either line names the API server.
const SERVER_PROCESS = /^(?:INFO:\s+)?(?:Started|Finished) server process \[(\d+)\]/;
// Go's exec.ExitError as a launcher reports its child's end (a snap's app wrapper, cobra's `Error: `): the process that prints it
// is the child's parent, the one systemd started.
const LAUNCHER_REPORT = /^Error: (?:exit status \d+|signal: [a-z ]+(?: \(core dumped\))?)$/;
// docker compose's own line when a container ends (`ollama exited with code 1`, v1 `ollama_1 …`, ` (restarting)` with a restart
// policy): it names the container exactly as the prefix of that container's lines (`ollama  | …`).
const COMPOSE_EXIT = /^([\w.-]+) exited with code \d+(?: \(restarting\))?$/;

function processPid(entry: JournalEntry): number | null {
  return entry.pid !== null && entry.pid !== 1 && entry.identifier !== 'systemd' ? entry.pid : null;
}

/**
 * The units whose own processes print in this journal (`journalctl -u vllm -u tgi -o json`, `-b -o with-unit`): each
 * has its own attempts. Empty when at most one does: then every line is the one unit's.
 */
function processUnitsOf(entries: readonly JournalEntry[]): ReadonlySet<string> {
  const units = new Set<string>();
  for (const entry of entries) {
    const unit = entry.unit;
    if (unit === null || entry.identifier === 'systemd' || entry.pid === 1 || unit === 'init.scope' || units.has(unit)) continue;
    units.add(unit);
  }
  return units.size > 1 ? units : new Set();
}

/**
 * The container of a bare line's `docker compose logs` (`tgi-1-1  | `) or collector prefix: null for a journal's line, a shell
 * prompt, or a Python logger's name (which the bare parser keeps as the identifier when no container is named).
 */
function containerOf(entry: JournalEntry): string | null {
  const name = entry.identifier;
  if (name === null || entry.unit !== null || entry.pid !== null || entry.hostname !== null) return null;
  return name === SHELL_IDENTIFIER || name === entry.logger ? null : name;
}

/**
 * `docker compose up` of several server containers (data-parallel replicas, huggingface/text-generation-inference#3248)
 * interleaves their lines: each container is its own server, with its own attempts. A container counts when one of its lines
 * names an engine; a proxy's, a UI's or an embedding server's container does not, and its lines go with the line before, as now.
 */
function serverContainersOf(entries: readonly JournalEntry[], views: LineViews): ReadonlySet<string> {
  const containers = new Set<string>();
  for (let i = 0; i < entries.length; i++) {
    const name = containerOf(entries[i]!);
    if (name !== null && !containers.has(name) && attemptEngine(entries, views, [i]) !== null) containers.add(name);
  }
  return containers.size > 1 ? containers : new Set();
}

function laneKeyOf(entry: JournalEntry, byContainer: boolean): string | null {
  return byContainer ? containerOf(entry) : entry.unit;
}

// A server's processes run in a service or a scope; a mount's, a device's or a target's lines are about something else, and
// systemd-coredump@.service is the helper systemd starts to take any crashed process's core.
const PROCESS_UNIT = /\.(?:service|scope)$/;
const serverUnit = (unit: string): boolean => PROCESS_UNIT.test(unit) && !COREDUMP_UNIT.test(unit);

/** systemd lifecycle events by position; events about another unit than the slice's own (or than a lane's) are left out. */
function systemdEventsOf(entries: readonly JournalEntry[], lanes: ReadonlySet<string>): Array<SystemdEvent | undefined> {
  // Sized up front: scattered writes into `[]` make a slow dictionary of it, and it is read on every line.
  const events = new Array<SystemdEvent | undefined>(entries.length);
  const units = new Map<string, number>();
  for (let position = 0; position < entries.length; position++) {
    const event = classifySystemdEvent(entries[position]!);
    const unit = entries[position]!.unit;
    if (!event || (unit && !serverUnit(unit))) continue;
    events[position] = event;
    if (unit) units.set(unit, (units.get(unit) ?? 0) + 1);
  }
  let own: string | null = null;
  for (const [unit, n] of units) if (own === null || n > units.get(own)!) own = unit;
  if (units.size > 1)
    events.forEach((_, position) => {
      const unit = entries[position]!.unit;
      if (unit && (lanes.size > 0 ? !lanes.has(unit) : unit !== own)) events[position] = undefined;
    });
  return events;
}

interface Tracking {
  processes: Map<number, AttemptProcess>;
  /** Unique role → the PID that holds it in this attempt. */
  rolePid: Map<string, number>;
  /** Startup lines seen, keyed by rule and role. */
  startups: Set<string>;
  /** Engines whose start lines are a child's here: the server started a child that runs them. */
  childEngines: Set<string>;
  sawStarted: boolean;
  firstJournalPid: number | null;
  serverPid: number | null;
  /** The first process id an engine's own prefix printed (Triton's glog), for input where no journal names one, and its line. */
  prefixPid: number | null;
  prefixPidPosition: number;
  /** A launcher that reported its child's exit (`Error: exit status 1`). */
  launcherPid: number | null;
  /** The main PID systemd named (`systemctl status`). */
  statusPid: number | null;
  exit: ExitSeen;
  /** Whether the last main-process exit systemd logged was a failure (an exit code, a signal not among the clean ones). */
  exitFailed: boolean;
  /** After its end systemd scheduled a restart or refused one (start limit): a main process that exits later is another start's. */
  restartDecided: boolean;
  /** An end-of-process line was seen (checked only where lines carry no invocation ID). */
  endSeen: boolean;
  /** An end line that is no child's death a server reports and outlives (`EngineProfile.childDeaths`) was seen. */
  serverEndSeen: boolean;
  /** A start-up-only end line (cobra's `Error: …`) before any ready line: that start gave up, its process is gone. */
  startEndSeen: boolean;
  /** The end line printed once per run that ended the attempt (`EndRule.lastWord`): the same line again is the next run's. */
  lastWord: string | null;
  /** A supervisor reported this run's end and started the process again without a line of its own: the next line is the next run's. */
  respawned: boolean;
  /** The container whose end compose reported (`X exited with code N`): a later line of X is its restarted process's. */
  composeExited: string | null;
  /** The engines whose own orderly-stop line was seen (checked as `endSeen` is): their server spawns nothing after it. */
  stopped: Set<string>;
  /** Whether the attempt served (a ready line) or raised a death exception so far: scanned only when a spawn line asks. */
  ready: LineScan;
  raised: LineScan;
}

/** A test of an attempt's lines that is asked for now and then: each line is tested once, from where the last ask stopped. */
interface LineScan {
  seen: boolean;
  scanned: number;
}

/**
 * By invocation ID where present, else by systemd's boundary lines, PID families, unique roles and startup lines;
 * a PID never joins two attempts (unless it prints its first line again: a reused PID, a restarted container's PID 1), a unique
 * role never has two PIDs in one, a startup line never repeats in one.
 */
export function splitAttempts(entries: readonly JournalEntry[], views: LineViews = viewLines(entries)): AttemptSplit {
  const attempts: AttemptSegment[] = [];
  const tracking: Tracking[] = [];
  const entryAttempt = new Array<number>(entries.length).fill(-1);
  const invOwner = new Map<string, number>();
  // One lane of attempts per unit that prints (none: one lane); a line that names no unit (the kernel's) goes with the line before.
  const units = processUnitsOf(entries);
  const containers = units.size === 0 ? serverContainersOf(entries, views) : units;
  const byContainer = containers !== units && containers.size > 0;
  const lanes = byContainer ? containers : units;
  // A line of a container that is no server (a load balancer's) before any server's goes with the first server's lane, as it
  // would after one: it opens no attempt of its own.
  let lane: string | null = byContainer ? lanes.values().next().value! : null;
  // Units share the host's PIDs; each container (or pod) has its own PID namespace, where every server is PID 1: a PID names a
  // process only within its container's lane.
  const pidOwners = new Map<string | null, Map<number, number>>();
  const pidOwner: PidOwners = {
    get: (pid) => pidOwners.get(byContainer ? lane : null)?.get(pid),
    set: (pid, index) => {
      const key = byContainer ? lane : null;
      const owners = pidOwners.get(key) ?? new Map<number, number>();
      owners.set(pid, index);
      pidOwners.set(key, owners);
    },
  };
  const laneLast = new Map<string | null, number>();
  const pendingRestarts = new Map<string | null, number | null>();

  const create = (invocationId: string | null): number => {
    const index = attempts.length;
    const last = laneLast.get(lane);
    const previous = last === undefined ? undefined : attempts[last];
    if (previous && !previous.ended) previous.superseded = true;
    attempts.push({
      id: '',
      index,
      invocationId,
      mainPid: null,
      pids: [],
      start: null,
      end: null,
      firstSeq: -1,
      lastSeq: -1,
      entryCount: 0,
      exitStatus: null,
      restartCounter: pendingRestarts.get(lane) ?? null,
      ended: false,
      failed: false,
      stopRequested: false,
      superseded: false,
      shellReturned: false,
      positions: [],
      events: [],
      startedPosition: null,
      spawnPosition: null,
      repeatOf: null,
    });
    pendingRestarts.delete(lane);
    laneLast.set(lane, index);
    tracking.push({ processes: new Map(), rolePid: new Map(), startups: new Set(), childEngines: new Set(), sawStarted: false, firstJournalPid: null, serverPid: null, prefixPid: null, prefixPidPosition: -1, launcherPid: null, statusPid: null, exit: NO_EXIT_SEEN, exitFailed: false, restartDecided: false, endSeen: false, serverEndSeen: false, startEndSeen: false, lastWord: null, respawned: false, composeExited: null, stopped: new Set(), ready: { seen: false, scanned: 0 }, raised: { seen: false, scanned: 0 } });
    if (invocationId) invOwner.set(invocationId, index);
    return index;
  };
  const latest = (): number => laneLast.get(lane) ?? -1;

  const claim = (index: number, pid: number, role: string | null, seq: number): void => {
    const owner = pidOwner.get(pid);
    if (owner === undefined) pidOwner.set(pid, index);
    else if (owner !== index) return;
    const procs = tracking[index]!.processes;
    let proc = procs.get(pid);
    if (!proc) {
      proc = { pid, roles: [], firstSeq: seq, lastSeq: seq };
      procs.set(pid, proc);
    }
    proc.lastSeq = seq;
    if (role !== null && !proc.roles.includes(role)) proc.roles.push(role);
  };

  const untaggedOwner = (pid: number | null): number | null => {
    const owner = pid === null ? undefined : pidOwner.get(pid);
    return owner !== undefined && attempts[owner]!.invocationId === null ? owner : null;
  };

  const byInvocation = (invocationId: string, jpid: number | null, vpid: number | null): number => {
    const known = invOwner.get(invocationId);
    if (known !== undefined) return known;
    // Lines that lost their tag may have opened this attempt already: adopt it by PID.
    const owner = untaggedOwner(jpid) ?? untaggedOwner(vpid);
    if (owner !== null) {
      attempts[owner]!.invocationId = invocationId;
      invOwner.set(invocationId, owner);
      return owner;
    }
    return create(invocationId);
  };

  const startupKey = (hit: StartupHit | null, position: number, rolePid: number | null): string | null => {
    if (hit === null) return null;
    const role = views.role[position] ?? null;
    if (role === null) return hit.key;
    return isUniqueRole(role) ? `${hit.key}|${role}` : `${hit.key}|${role}|${rolePid ?? ''}`;
  };

  const byPid = (position: number, jpid: number | null, vpid: number | null, hit: StartupHit | null): number => {
    const owner = (jpid === null ? undefined : pidOwner.get(jpid)) ?? (vpid === null ? undefined : pidOwner.get(vpid));
    if (owner !== undefined) return hit?.spawn && !hit.child && tracking[owner]!.startups.has(startupKey(hit, position, vpid ?? jpid)!) ? reborn(jpid, vpid) : owner;
    const open = latest();
    if (open < 0) return create(null);
    const attempt = attempts[open]!;
    const track = tracking[open]!;
    if (attempt.ended && (jpid !== null || vpid !== null)) return lateOutput(attempt, track) ? open : create(null);
    if (track.respawned) return create(null);
    // The same last word again: a process prints it once as it exits, so this is the next process, refused alike at its start.
    if (track.lastWord !== null && views.text[position] === track.lastWord) {
      const next = create(null);
      attempts[next]!.repeatOf = open;
      return next;
    }
    // After the server's end, a supervisor's death count that follows no count it logged is another supervisor's loop.
    if (track.serverEndSeen && anotherLoop(views.text[position]!)) return create(null);
    // A container prints again after compose saw it end only once it was started again (its restart policy, a new `up`).
    if (track.composeExited !== null && containerOf(entries[position]!) === track.composeExited) return create(null);
    // A line every process prints as it starts (the server's children too): a new process only once the server stopped in
    // order, or ended after it served (its children were all up by then); a start that dies may still be spawning them.
    if (hit?.afterStop) return track.endSeen && (track.stopped.has(hit.owner) || seenIn(attempt, track.ready, isReadyLine)) ? startedAt(create(null), position) : open;
    const role = views.role[position] ?? null;
    const rolePid = vpid ?? jpid;
    // One rank cannot have two PIDs in one attempt.
    if (role !== null && rolePid !== null && isUniqueRole(role)) {
      const holder = track.rolePid.get(role);
      if (holder !== undefined && holder !== rolePid) return create(null);
    }
    // A start-up milestone cannot happen twice in one attempt: the command ran again, and the new run's start is this line.
    // A child's start can: the server starts one per model load, and again when one dies or fails to exec (Ollama tries
    // its runner variants in turn), as the PID path above already reads it; so can the child's own start lines.
    const key = startupKey(hit, position, rolePid);
    const childStart = hit !== null && (hit.child || track.childEngines.has(hit.owner));
    // A line the process prints again while it runs (ggml's backend lines) repeats within the run; only after the run's end is
    // it the next run's start.
    if (hit?.afterEnd && key !== null && !childStart && track.startups.has(key)) return track.endSeen ? startedAt(create(null), position) : open;
    if (key !== null && !childStart && track.startups.has(key)) return startedAt(create(null), position);
    // The server's first line after its process ended, after it served (a container's banner once its endpoints were
    // up), or after an exception no start-up prints before it: it was started again. A child's start (Ollama's runner)
    // is the same server at work.
    const spawn = key !== null ? hit : null;
    // A start that gave up with the CLI's last word (`Error: listen tcp …: bind: …`) is gone too: the server's next first line is
    // a new process, its runner's is not (the CLI's relayed `Error: …` can precede a load in a shared terminal).
    // A child's death (Ollama's runner's ggml abort) ends the child, not the server that starts the next one.
    if (spawn?.spawn && ((childStart ? track.serverEndSeen : track.endSeen) || (!childStart && (track.startEndSeen || seenIn(attempt, track.ready, isReadyLine) || seenIn(attempt, track.raised, isDeathException))))) return create(null);
    return open;
  };

  // The death counts supervisors logged (`EndRule.loopCount`), per lane: read only on end lines and on lines after a server's end.
  const loopCounts = new Set<string>();
  const anotherLoop = (text: string): boolean => {
    const n = loopCountOf(text);
    if (n === null) return false;
    const known = loopCounts.has(`${lane}|${n - 1}`);
    loopCounts.add(`${lane}|${n}`);
    return !known;
  };

  // systemd logs the main process's exit on SIGCHLD while journald may still hold what the process wrote last to its stdout
  // pipe: that line lands after `Main process exited` (even after `Failed with result`), from a PID not yet seen. A start
  // systemd began that ended on its main process's exit before any line of its own named a process: a new PID now, before
  // the next start, is that main process's late output (ollama's `Error: unknown flag: --host`), not a new run.
  const lateOutput = (attempt: AttemptSegment, track: Tracking): boolean =>
    track.processes.size === 0 && attempt.startedPosition !== null && attempt.events.some((e) => e.event.kind === 'process_exit');

  const startedAt = (index: number, position: number): number => {
    attempts[index]!.spawnPosition = position;
    return index;
  };

  // A known PID prints its process's first line again: a new process got the PID (a restarted container's PID 1), a new run.
  const reborn = (jpid: number | null, vpid: number | null): number => {
    const index = create(null);
    for (const pid of [jpid, vpid]) if (pid !== null) pidOwner.set(pid, index);
    return index;
  };

  // Asked only on a spawn line inside an attempt, and each line is tested at most once: no pass over every line.
  const seenIn = (attempt: AttemptSegment, scan: LineScan, test: (text: string) => boolean): boolean => {
    for (; !scan.seen && scan.scanned < attempt.positions.length; scan.scanned++) if (test(views.text[attempt.positions[scan.scanned]!]!)) scan.seen = true;
    return scan.seen;
  };

  // The user's commands before the server's (`model=…`, `volume=…`, a blank line) are that start's preamble, not an attempt of
  // their own; so is the container client's pull of the image the server is then run from (`docker pull …` and its output).
  // Asked only on a server prompt; the scan stops at the first line that is neither.
  const onlyShellInput = (attempt: AttemptSegment): boolean =>
    attempt.startedPosition === null &&
    attempt.pids.length === 0 &&
    attempt.positions.every((p) => isShellInput(entries[p]!.message) || isImagePullLine(entries[p]!.message));

  // A pasted terminal's prompt that runs the server: the command visibly starts again, as systemd's `Starting` says.
  const byPrompt = (): number => {
    const open = latest();
    return open < 0 || (attempts[open]!.positions.length > 0 && !onlyShellInput(attempts[open]!)) ? create(null) : open;
  };

  const bySystemd = (event: SystemdEvent, restated: boolean): number => {
    const open = latest();
    if (open < 0) return create(null);
    const attempt = attempts[open]!;
    if (event.kind === 'starting') return attempt.ended || attempt.pids.length > 0 || tracking[open]!.processes.size > 0 || attempt.startedPosition !== null ? create(null) : open;
    // Type=notify units log `Started` only once the process said it is ready.
    if (event.kind === 'started') return attempt.ended || tracking[open]!.sawStarted ? create(null) : open;
    // A journal filtered to systemd's exits and restarts (`grep 'Main process exited\|restart'`) has no `Started` line;
    // `systemctl status`'s header only restates the last exit.
    if (event.kind === 'process_exit' && !restated && tracking[open]!.restartDecided) return create(null);
    // systemd counts one restart per run that ended: a second counted restart job after the first (a grep that kept only
    // these lines) is the restarted run's end. systemd 236–239 prints the uncounted `hold-off time over, scheduling restart.`
    // just before the counted line of the same run.
    if (event.kind === 'restart_scheduled' && event.restartCounter !== null && tracking[open]!.restartDecided && pendingRestarts.get(lane) != null) return create(null);
    return open;
  };

  const events = systemdEventsOf(entries, units);
  for (let position = 0; position < entries.length; position++) {
    const entry = entries[position]!;
    const key = lanes.size > 0 ? laneKeyOf(entry, byContainer) : null;
    if (key !== null && lanes.has(key)) lane = key;
    let event = events[position] ?? null;
    const jpid = event ? null : processPid(entry);
    const vpid = entry.vllm?.pid ?? null;
    // Startup lines split only input without invocation IDs; with them, the spawn line is looked for below.
    // A relayed child's start (a router's model instance) is not the server's: it neither splits nor spawns the attempt.
    const hit = entry.invocationId || event || views.child[position] === 1 ? null : startupOf(views.text[position]!);
    let index: number;
    if (entry.invocationId) index = byInvocation(entry.invocationId, jpid, vpid);
    else if (event) index = bySystemd(event, entry.identifier === SYSTEMCTL_IDENTIFIER);
    else if (entry.identifier === SHELL_IDENTIFIER) index = byPrompt();
    else index = byPid(position, jpid, vpid, hit);

    const attempt = attempts[index]!;
    const track = tracking[index]!;
    if (entry.identifier === SHELL_IDENTIFIER && attempt.startedPosition === null) attempt.startedPosition = position;
    // A process of an older start prints after the newer one began: the newer start did not replace it (one stream holding
    // servers that run side by side), so the older one is not over for that; its own lines still end it.
    if (attempt.superseded && !attempt.ended && index !== latest() && stillPrints(pidOwner, index, jpid, vpid)) attempt.superseded = false;
    // cmd and PowerShell print their prompt again only once the foreground program returned; a line of the run after it
    // shows the prompt was not that (a second window's paste), and takes it back.
    if (!event && !entry.invocationId && entry.identifier !== SHELL_IDENTIFIER) {
      if (isBareShellPrompt(views.text[position]!)) attempt.shellReturned = attempt.positions.length > 0;
      else if (attempt.shellReturned && !isShellInput(entry.message)) attempt.shellReturned = false;
    }
    entryAttempt[position] = index;
    attempt.positions.push(position);
    attempt.entryCount++;
    if (attempt.firstSeq < 0) attempt.firstSeq = entry.seq;
    attempt.lastSeq = entry.seq;
    if (attempt.start === null && entry.ts !== null) attempt.start = entry.ts;

    if (event) {
      // systemd stops a unit by sending its main process SIGTERM (`Stopping …` first); the exit code the server then ends with
      // is its way of honouring the stop (colibri exits 1, the JVM 143), not a death of its own. A core dump stays a failure.
      if (event.kind === 'process_exit' && event.failure && attempt.stopRequested && event.exitStatus?.startsWith('code=exited,')) event = { ...event, failure: false };
      // `Failed with result 'exit-code'` after a main exit that was no failure (128+SIGTERM, a requested stop) restates it.
      if (event.kind === 'failure_result' && event.exitStatus === 'result=exit-code' && track.exit.rank === 0 && !track.exitFailed) event = { ...event, failure: false };
      if (event.kind === 'process_exit') track.exitFailed = event.failure;
      attempt.events.push({ position, event });
      if ((event.kind === 'started' || event.kind === 'starting') && attempt.startedPosition === null) attempt.startedPosition = position;
      if (event.kind === 'started') track.sawStarted = true;
      if (event.kind === 'stopping') attempt.stopRequested = true;
      if (event.mainPid !== null) track.statusPid = event.mainPid;
      // Only the child systemd forked for ExecStart= logs its own exec failure (`systemd[17836]: …: Failed at step EXEC
      // spawning …`): that PID is the unit's main process, which never became the server.
      else if (event.kind === 'spawn_failed' && entry.pid !== null && entry.pid !== 1) track.statusPid ??= entry.pid;
      track.exit = seeExit(track.exit, event);
      attempt.exitStatus = exitStatusOf(track.exit);
      if (event.failure) attempt.failed = true;
      // The counter names the start it schedules: `restart counter is at 4` → the next attempt is restart 4.
      if (event.restartCounter !== null) pendingRestarts.set(lane, event.restartCounter);
      // systemd schedules a restart only from the auto-restart state, which a unit enters once its main process is gone and
      // no stop was asked for: a run whose exit the excerpt does not show (it began after it, or a grep kept only this) is
      // over here, and ended by itself; the next process is the restart's.
      if (event.kind === 'restart_scheduled' && !attempt.ended) {
        attempt.ended = true;
        attempt.end = entry.ts;
        if (!attempt.stopRequested) attempt.failed = true;
        track.restartDecided = true;
      }
      // The start limit refused the scheduled restart: a later start is a manual one, which resets the counter.
      if (event.kind === 'start_limit') pendingRestarts.delete(lane);
      if (attempt.ended && (event.kind === 'restart_scheduled' || event.kind === 'start_limit')) track.restartDecided = true;
      if (ENDING.has(event.kind) && !attempt.ended) {
        attempt.ended = true;
        attempt.end = entry.ts;
      }
      continue;
    }
    const role = views.role[position] ?? null;
    if (jpid !== null) {
      claim(index, jpid, vpid === null || vpid === jpid ? role : null, entry.seq);
      if (track.firstJournalPid === null && pidOwner.get(jpid) === index) track.firstJournalPid = jpid;
    }
    if (vpid !== null && vpid !== jpid) claim(index, vpid, role, entry.seq);
    const rolePid = vpid ?? jpid;
    if (role !== null && rolePid !== null && isUniqueRole(role) && !track.rolePid.has(role)) track.rolePid.set(role, rolePid);
    const text = views.text[position]!;
    if (!entry.invocationId && !track.serverEndSeen && views.child[position] !== 1 && isEndLine(text)) {
      track.endSeen = true;
      if (!isChildDeath(text)) track.serverEndSeen = true;
      const n = loopCountOf(text);
      if (n !== null) loopCounts.add(`${lane}|${n}`);
    }
    if (!entry.invocationId && views.child[position] !== 1 && isRespawnLine(text)) track.respawned = true;
    if (track.lastWord === null && !entry.invocationId && views.child[position] !== 1 && isLastWord(text)) track.lastWord = text;
    if (entry.identifier === null && text.includes(' exited with code ')) track.composeExited = COMPOSE_EXIT.exec(text)?.[1] ?? track.composeExited;
    // stern's `- <pod> › <container>`: it stopped following that container (the container ended, or its pod went away), so a
    // later line of that pod is from the container the kubelet started next.
    if (entry.identifier !== null && text.charCodeAt(0) === 45 && sternMark(text)?.sign === '-') track.composeExited = entry.identifier;
    if (!entry.invocationId && !track.startEndSeen && views.child[position] !== 1 && isStartEndLine(text) && !seenIn(attempt, track.ready, isReadyLine)) {
      track.startEndSeen = true;
      if (isStartLastWord(text)) track.lastWord = text;
    }
    if (track.endSeen && !entry.invocationId && views.child[position] !== 1) {
      const stopper = stopOwnerOf(text);
      if (stopper !== null) track.stopped.add(stopper);
    }
    if (hit !== null && !hit.afterStop) {
      track.startups.add(startupKey(hit, position, rolePid)!);
      if (hit.child) for (const id of CHILD_ENGINES.get(hit.owner) ?? []) track.childEngines.add(id);
      if (hit.spawn && attempt.spawnPosition === null) attempt.spawnPosition = position;
    }
    if (track.prefixPid === null && views.pid[position] !== 0) {
      track.prefixPid = views.pid[position]!;
      track.prefixPidPosition = position;
    }
    if (jpid !== null && track.launcherPid === null && text.charCodeAt(0) === 69 && LAUNCHER_REPORT.test(text)) track.launcherPid = jpid;
    if (track.serverPid === null && text.charCodeAt(0) !== 32) {
      // Anchored: it fails at the line's first words, where a search for its words would read the whole line.
      const server = SERVER_PROCESS.exec(text);
      if (server) track.serverPid = Number(server[1]);
    }
    // A supervisor that logs the PID of the server it spawned (EchoBird's `llama-server started with PID: N`) names the server.
    if (track.serverPid === null && hit !== null && hit.owner === 'supervisor') track.serverPid = supervisedChildPid(text);
  }

  for (const attempt of attempts) {
    if (attempt.startedPosition === null && attempt.spawnPosition === null) attempt.spawnPosition = spawnIn(views, attempt.positions);
    const track = tracking[attempt.index]!;
    attempt.pids = [...track.processes.values()];
    attempt.mainPid = mainPidOf(attempt.pids, track, failedBeforeMain(attempt.events, track), () => ownPrefixPid(entries, views, attempt.positions, track) ?? crashReportPid(entries, views, attempt.positions));
    attempt.id = attempt.invocationId ?? (attempt.mainPid !== null ? `pid-${attempt.mainPid}` : `attempt-${attempt.index}`);
  }
  return { attempts, entryAttempt, views };
}

/** Which attempt holds a PID, in the lane of the line at hand. */
interface PidOwners {
  get(pid: number): number | undefined;
  set(pid: number, index: number): void;
}

/** The line's PID already belongs to that attempt: its process, not a line the split only placed there. */
function stillPrints(pidOwner: PidOwners, index: number, jpid: number | null, vpid: number | null): boolean {
  return (jpid !== null && pidOwner.get(jpid) === index) || (vpid !== null && pidOwner.get(vpid) === index);
}

// A server prints its banner among its first lines.
const SPAWN_LOOKAHEAD = 200;

function spawnIn(views: LineViews, positions: readonly number[]): number | null {
  for (let i = 0; i < positions.length && i < SPAWN_LOOKAHEAD; i++) if (views.child[positions[i]!] !== 1 && startupOf(views.text[positions[i]!]!)?.spawn) return positions[i]!;
  return null;
}

/**
 * A start job that failed on a control process (`Control process exited`, then `Failed to start`) with no main exit and no
 * `Started`: an ExecStartPre= failed, and systemd forks ExecStart= only after every ExecStartPre= succeeded, so the PIDs
 * the journal names are the unit's own commands (`ollama pull` before `ollama serve`), none of them the main process.
 */
function failedBeforeMain(events: ReadonlyArray<{ event: SystemdEvent }>, track: Tracking): boolean {
  return track.exit.rank === 1 && !track.sawStarted && events.some(({ event }) => event.kind === 'failed');
}

/**
 * The API server or launcher: by role, as systemd names it, by uvicorn's own line, else the first process the journal names
 * (journald's `_PID`/`name[pid]`). A PID only a role tag names (`(Worker_TP0 pid=N)` in bare output) is a worker or an
 * engine core, never the main process: unknown then, not the first PID seen.
 */
function mainPidOf(pids: readonly AttemptProcess[], track: Tracking, beforeMain: boolean, prefixPid: () => number | null): number | null {
  const byRole = pids.find((p) => p.roles.some(isMainRole));
  if (byRole) return byRole.pid;
  if (track.statusPid !== null) return track.statusPid;
  if (beforeMain) return null;
  if (track.launcherPid !== null) return track.launcherPid;
  // `vllm serve --api-server-count N`: each `ApiServer_k` runs its own uvicorn, a worker of the parent that started them and
  // prints untagged lines; that parent is the main process (journald's PID), unknown where no line names it.
  const server = track.serverPid !== null ? track.processes.get(track.serverPid) : undefined;
  if (server && server.roles.length > 0 && server.roles.every((r) => isUniqueRole(r) && !isMainRole(r))) return track.firstJournalPid !== track.serverPid ? track.firstJournalPid : null;
  if (track.serverPid !== null && (server !== undefined || pids.length === 0 || track.firstJournalPid === null)) return track.serverPid;
  return track.firstJournalPid ?? track.serverPid ?? prefixPid();
}

/** The PID the attempt's own crash report names for the process that died (`EngineProfile.crashPid`), not a relayed child's. */
function crashReportPid(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[]): number | null {
  const rules = attemptEngine(entries, views, positions)?.crashPid;
  if (!rules) return null;
  for (const position of positions) {
    if (views.child[position] === 1) continue;
    const text = views.text[position]!;
    for (const rule of rules) {
      const m = rule.exec(text);
      if (m) return Number(m[1]);
    }
  }
  return null;
}

/**
 * The PID a glog prefix printed names the server only where glog is the server's own format (Triton's main thread, whose thread
 * id is its PID). In another engine's log a glog line is a C++ library's inside one of its workers (Mooncake's transfer engine
 * or store client in an SGLang scheduler: `I0325 09:32:23.100996  7990 client.cpp:45] …`), its number a thread of that worker.
 */
function ownPrefixPid(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[], track: Tracking): number | null {
  if (track.prefixPid === null) return null;
  const own = attemptEngine(entries, views, positions)?.prefix?.(entries[track.prefixPidPosition]!.message);
  return own?.pid === track.prefixPid ? track.prefixPid : null;
}
