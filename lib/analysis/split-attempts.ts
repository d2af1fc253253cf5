import type { JournalEntry } from '@/lib/journal/types';
import type { Attempt, AttemptProcess } from './types';
import { classifySystemdEvent, type SystemdEvent } from './classify-systemd-event';
import { SPAWN_MARKERS } from './phase-markers';

export interface AttemptSegment
  extends Pick<
    Attempt,
    'id' | 'index' | 'invocationId' | 'mainPid' | 'pids' | 'start' | 'end' | 'firstSeq' | 'lastSeq' | 'entryCount' | 'exitStatus' | 'restartCounter'
  > {
  ended: boolean;
  failed: boolean;
  /** `Stopping …` was seen: an exit after it is a stop. */
  stopRequested: boolean;
  positions: number[];
  events: Array<{ position: number; event: SystemdEvent }>;
  startedPosition: number | null;
}

export interface AttemptSplit {
  attempts: AttemptSegment[];
  entryAttempt: number[];
}

const ENDING: ReadonlySet<string> = new Set(['process_exit', 'failure_result', 'success', 'stopped', 'failed']);

function processPid(entry: JournalEntry): number | null {
  return entry.pid !== null && entry.pid !== 1 && entry.identifier !== 'systemd' ? entry.pid : null;
}

function isSpawnLine(entry: JournalEntry): boolean {
  const text = entry.vllm ? entry.vllm.text : entry.message;
  return SPAWN_MARKERS.some((m) => m.test(text));
}

/** systemd lifecycle events by position; events about another unit than the slice's own are left out. */
function systemdEventsOf(entries: readonly JournalEntry[]): Array<SystemdEvent | undefined> {
  const events: Array<SystemdEvent | undefined> = [];
  const units = new Map<string, number>();
  for (let position = 0; position < entries.length; position++) {
    const event = classifySystemdEvent(entries[position]!);
    if (!event) continue;
    events[position] = event;
    const unit = entries[position]!.unit;
    if (unit) units.set(unit, (units.get(unit) ?? 0) + 1);
  }
  let own: string | null = null;
  for (const [unit, n] of units) if (own === null || n > units.get(own)!) own = unit;
  if (units.size > 1)
    events.forEach((_, position) => {
      const unit = entries[position]!.unit;
      if (unit && unit !== own) events[position] = undefined;
    });
  return events;
}

/** By invocation ID where present, else by systemd's boundary lines and PID families; a PID never joins two attempts. */
export function splitAttempts(entries: readonly JournalEntry[]): AttemptSplit {
  const attempts: AttemptSegment[] = [];
  const entryAttempt = new Array<number>(entries.length).fill(-1);
  const pidOwner = new Map<number, number>();
  const invOwner = new Map<string, number>();
  const processes: Array<Map<number, AttemptProcess>> = [];
  const spawnSeen: boolean[] = [];

  const create = (invocationId: string | null): number => {
    const index = attempts.length;
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
      restartCounter: null,
      ended: false,
      failed: false,
      stopRequested: false,
      positions: [],
      events: [],
      startedPosition: null,
    });
    processes.push(new Map());
    spawnSeen.push(false);
    if (invocationId) invOwner.set(invocationId, index);
    return index;
  };
  const latest = (): number => attempts.length - 1;

  const claim = (index: number, pid: number, role: string | null, seq: number): void => {
    const owner = pidOwner.get(pid);
    if (owner === undefined) pidOwner.set(pid, index);
    else if (owner !== index) return;
    const procs = processes[index]!;
    let proc = procs.get(pid);
    if (!proc) {
      proc = { pid, roles: [], firstSeq: seq, lastSeq: seq };
      procs.set(pid, proc);
      const attempt = attempts[index]!;
      if (attempt.mainPid === null) attempt.mainPid = pid;
    }
    proc.lastSeq = seq;
    if (role !== null && !proc.roles.includes(role)) proc.roles.push(role);
  };

  const byInvocation = (invocationId: string, jpid: number | null, vpid: number | null): number => {
    const known = invOwner.get(invocationId);
    if (known !== undefined) return known;
    // Lines that lost their tag may have opened this attempt already: adopt it by PID.
    for (const pid of [jpid, vpid]) {
      if (pid === null) continue;
      const owner = pidOwner.get(pid);
      if (owner !== undefined && attempts[owner]!.invocationId === null) {
        attempts[owner]!.invocationId = invocationId;
        invOwner.set(invocationId, owner);
        return owner;
      }
    }
    return create(invocationId);
  };

  const byPid = (entry: JournalEntry, jpid: number | null, vpid: number | null): number => {
    for (const pid of [jpid, vpid]) {
      if (pid === null) continue;
      const owner = pidOwner.get(pid);
      if (owner !== undefined) return owner;
    }
    const open = latest();
    if (open < 0) return create(null);
    if (jpid === null && vpid === null) return open;
    const attempt = attempts[open]!;
    if (attempt.ended) return create(null);
    // Two runs pasted without systemd lines: a new process printing the startup banner again.
    if (spawnSeen[open] && attempt.mainPid !== null && isSpawnLine(entry)) return create(null);
    return open;
  };

  const sawStarted: boolean[] = [];
  const bySystemd = (event: SystemdEvent): number => {
    const open = latest();
    if (open < 0) return create(null);
    const attempt = attempts[open]!;
    if (event.kind === 'starting') return attempt.ended || attempt.mainPid !== null || attempt.startedPosition !== null ? create(null) : open;
    // Type=notify units log `Started` only once the process said it is ready.
    if (event.kind === 'started') return attempt.ended || sawStarted[open] ? create(null) : open;
    return open;
  };

  const events = systemdEventsOf(entries);
  for (let position = 0; position < entries.length; position++) {
    const entry = entries[position]!;
    const event = events[position] ?? null;
    const jpid = event ? null : processPid(entry);
    const vpid = entry.vllm?.pid ?? null;
    let index: number;
    if (entry.invocationId) index = byInvocation(entry.invocationId, jpid, vpid);
    else if (event) index = bySystemd(event);
    else index = byPid(entry, jpid, vpid);

    const attempt = attempts[index]!;
    entryAttempt[position] = index;
    attempt.positions.push(position);
    attempt.entryCount++;
    if (attempt.firstSeq < 0) attempt.firstSeq = entry.seq;
    attempt.lastSeq = entry.seq;
    if (attempt.start === null && entry.ts !== null) attempt.start = entry.ts;

    if (event) {
      attempt.events.push({ position, event });
      if ((event.kind === 'started' || event.kind === 'starting') && attempt.startedPosition === null) attempt.startedPosition = position;
      if (event.kind === 'started') sawStarted[index] = true;
      if (event.kind === 'stopping') attempt.stopRequested = true;
      if (event.exitStatus !== null && (attempt.exitStatus === null || event.kind === 'process_exit')) attempt.exitStatus = event.exitStatus;
      if (event.failure) attempt.failed = true;
      if (event.restartCounter !== null) attempt.restartCounter = event.restartCounter;
      if (ENDING.has(event.kind) && !attempt.ended) {
        attempt.ended = true;
        attempt.end = entry.ts;
      }
      continue;
    }
    if (jpid !== null) claim(index, jpid, vpid === null || vpid === jpid ? (entry.vllm?.role ?? null) : null, entry.seq);
    if (vpid !== null && vpid !== jpid) claim(index, vpid, entry.vllm?.role ?? null, entry.seq);
    if (!spawnSeen[index] && isSpawnLine(entry)) spawnSeen[index] = true;
  }

  for (const attempt of attempts) {
    attempt.pids = [...processes[attempt.index]!.values()];
    attempt.id = attempt.invocationId ?? (attempt.mainPid !== null ? `pid-${attempt.mainPid}` : `attempt-${attempt.index}`);
  }
  return { attempts, entryAttempt };
}
