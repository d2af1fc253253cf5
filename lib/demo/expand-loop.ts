import { wallMicros, type DemoClock } from './clock';
import { journalCursor } from './format-journal-json';
import { id128 } from './ids';
import type { DemoAttempt, DemoLine, DemoScenario } from './types';

export interface DemoEntry {
  /** journald's sequence number: position in the host's endless journal, 1-based. */
  seq: number;
  realtimeUs: number;
  monotonicUs: number;
  cursor: string;
  /** Journal fields in print order, without the __ address fields and _BOOT_ID. */
  fields: [string, string][];
  /** JSON lines already printed for an output-options key. */
  formatted: Map<string, string>;
}

const PID_WRAP = 500;
const BOOT_BEFORE_EPOCH_US = 3 * 86_400 * 1_000_000;

export function bootId(s: DemoScenario): string {
  return id128(s.name, 'boot');
}

export function seqnumId(s: DemoScenario): string {
  return id128(s.name, 'seqnum');
}

export function bootMicros(clock: DemoClock): number {
  return clock.epochMs * 1000 - BOOT_BEFORE_EPOCH_US;
}

/** The PIDs of an attempt in a given loop: new ones every loop, as a restarted service gets. */
export function attemptPids(s: DemoScenario, key: string, loop: number): DemoAttempt {
  const base = s.attempts[key];
  if (!base) throw new Error(`Scenario ${s.name} has no attempt ${key}`);
  if (s.fixedIdentity) return base;
  const shift = (((loop % PID_WRAP) + PID_WRAP) % PID_WRAP) * s.pidStride;
  return { mainPid: base.mainPid + shift, enginePid: base.enginePid + shift, workerPids: base.workerPids.map((p) => p + shift) };
}

export function invocationId(s: DemoScenario, key: string, loop: number): string {
  return id128(s.name, 'invocation', key, s.fixedIdentity ? 0 : loop);
}

interface Planned {
  at: number;
  order: number;
  line: DemoLine;
  rank: number | null;
  step: number | null;
}

function plan(lines: DemoLine[], workerCount: (line: DemoLine) => number): Planned[] {
  const out: Planned[] = [];
  lines.forEach((line, order) => {
    const ranks = line.from === 'ranks' ? Array.from({ length: workerCount(line) }, (_, r) => r) : [typeof line.from === 'object' ? line.from.rank : null];
    const steps = line.progress ? Array.from({ length: line.progress.count + 1 }, (_, i) => i) : [null];
    for (const step of steps) {
      for (const rank of ranks) {
        out.push({ at: line.at + (step ?? 0) * (line.progress?.every ?? 0), order, line, rank, step });
      }
    }
  });
  return out.sort((a, b) => a.at - b.at || a.order - b.order);
}

/** Lines per loop once ranks and progress are expanded; constant for a scenario, so seqnums are arithmetic. */
export function linesPerLoop(s: DemoScenario): number {
  return plan(s.journal, (l) => s.attempts[l.attempt]?.workerPids.length ?? 0).length;
}

/**
 * The journal entries of one loop (loop -1 = the prelude), with wall-clock times from `clock`.
 * Seqnums: prelude 1…P, loop k from P + k × linesPerLoop + 1.
 */
export function expandLoop(s: DemoScenario, loop: number, clock: DemoClock): DemoEntry[] {
  const prelude = loop < 0;
  const lines = prelude ? s.prelude : s.journal;
  const firstSeq = prelude ? 1 : s.prelude.length + loop * linesPerLoop(s) + 1;
  const planned = plan(lines, (l) => s.attempts[l.attempt]?.workerPids.length ?? 0);
  const boot = bootMicros(clock);
  const seqnum = seqnumId(s);
  const bootHex = bootId(s);
  let previous = 0;
  return planned.map((p, i) => {
    const attemptLoop = prelude ? 0 : loop + (p.line.loopDelta ?? 0);
    const ids = attemptPids(s, p.line.attempt, attemptLoop);
    const realtimeUs = Math.max(wallMicros(prelude ? 0 : loop, p.at, clock, s.loopSeconds), previous + 1);
    previous = realtimeUs;
    const fill = (template: string) => fillTemplate(template, { s, ids, loop: attemptLoop, rank: p.rank, step: p.step, line: p.line, realtimeUs, speed: clock.speed });
    const message = fill(p.line.message);
    const extra = Object.entries(p.line.fields ?? {}).map(([k, v]): [string, string] => [k, fill(v)]);
    const invocation = invocationId(s, p.line.attempt, attemptLoop);
    const fields = p.line.from === 'systemd' ? systemdFields(s, invocation, p.line, extra, message) : unitFields(s, ids, invocation, p.line, extra, message);
    const position = { seq: firstSeq + i, realtimeUs, monotonicUs: realtimeUs - boot };
    return { ...position, cursor: journalCursor(position, seqnum, bootHex), fields, formatted: new Map() };
  });
}

function unitFields(s: DemoScenario, ids: DemoAttempt, invocation: string, line: DemoLine, extra: [string, string][], message: string): [string, string][] {
  return [
    ['PRIORITY', String(line.priority ?? 6)],
    ['SYSLOG_FACILITY', '3'],
    ['SYSLOG_IDENTIFIER', s.identifier],
    ['_PID', String(ids.mainPid)],
    ['_UID', '998'],
    ['_GID', '998'],
    ['_COMM', s.identifier],
    ['_SYSTEMD_CGROUP', `/system.slice/${s.unit}`],
    ['_SYSTEMD_UNIT', s.unit],
    ['_SYSTEMD_SLICE', 'system.slice'],
    ['_SYSTEMD_INVOCATION_ID', invocation],
    ['_TRANSPORT', 'stdout'],
    ['_STREAM_ID', id128(invocation, 'stream')],
    ['_MACHINE_ID', id128(s.name, 'machine')],
    ['_HOSTNAME', s.name],
    ...extra,
    ['MESSAGE', message],
  ];
}

function systemdFields(s: DemoScenario, invocation: string, line: DemoLine, extra: [string, string][], message: string): [string, string][] {
  return [
    ['PRIORITY', String(line.priority ?? 6)],
    ['SYSLOG_FACILITY', '3'],
    ['SYSLOG_IDENTIFIER', 'systemd'],
    ['_PID', '1'],
    ['_UID', '0'],
    ['_GID', '0'],
    ['_COMM', 'systemd'],
    ['_EXE', '/usr/lib/systemd/systemd'],
    ['_SYSTEMD_CGROUP', '/init.scope'],
    ['_SYSTEMD_UNIT', 'init.scope'],
    ['_SYSTEMD_SLICE', '-.slice'],
    ['CODE_FILE', 'src/core/unit.c'],
    ['UNIT', s.unit],
    ['INVOCATION_ID', invocation],
    ['_TRANSPORT', 'journal'],
    ['_MACHINE_ID', id128(s.name, 'machine')],
    ['_HOSTNAME', s.name],
    ...extra,
    ['MESSAGE', message],
  ];
}

interface FillContext {
  s: DemoScenario;
  ids: DemoAttempt;
  loop: number;
  rank: number | null;
  step: number | null;
  line: DemoLine;
  realtimeUs: number;
  speed: number;
}

function fillTemplate(template: string, c: FillContext): string {
  return template.replace(/\{(\w+)(?::(\d+))?(?:@(\w+))?\}/g, (whole, name: string, arg: string | undefined, other: string | undefined) => {
    if (other !== undefined && name === 'wpid') return String(attemptPids(c.s, other, c.loop).workerPids[Number(arg ?? 0)] ?? whole);
    switch (name) {
      case 'pid':
        return String(c.ids.mainPid);
      case 'engine':
        return String(c.ids.enginePid);
      case 'wpid':
        return String(c.ids.workerPids[arg !== undefined ? Number(arg) : (c.rank ?? 0)] ?? c.ids.mainPid);
      case 'rank':
        return String(c.rank ?? 0);
      case 'stamp':
        return vllmStamp(c.realtimeUs);
      case 'iso':
        return isoStamp(c.realtimeUs);
      case 'unit':
        return c.s.unit;
      case 'description':
        return c.s.description;
      default:
        return progressField(name, c) ?? whole;
    }
  });
}

function progressField(name: string, c: FillContext): string | null {
  const p = c.line.progress;
  if (!p || c.step === null) return null;
  const stepWall = p.every / c.speed;
  const total = p.total ?? p.count;
  switch (name) {
    case 'done':
      return String(c.step);
    case 'total':
      return String(total);
    case 'pct':
      return `${String(Math.floor((c.step / total) * 100)).padStart(3)}%`;
    case 'elapsed':
      return mmss(c.step * stepWall);
    case 'remaining':
      return c.step === 0 ? '?' : mmss((total - c.step) * stepWall);
    case 'rate':
      if (c.step === 0) return '?it/s';
      return stepWall >= 1 ? `${stepWall.toFixed(2)}s/it` : `${(1 / stepWall).toFixed(2)}it/s`;
    default:
      return null;
  }
}

function mmss(seconds: number): string {
  const s = Math.round(seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** vLLM's own `MM-DD HH:MM:SS` (its logger prints local time; demo hosts run in UTC). */
export function vllmStamp(us: number): string {
  const d = new Date(Math.floor(us / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** The RFC 3339 UTC stamp with microseconds that Rust's tracing (TGI's launcher and router) prints. */
export function isoStamp(us: number): string {
  const whole = Math.floor(us / 1_000_000);
  return `${new Date(whole * 1000).toISOString().slice(0, 19)}.${String(us - whole * 1_000_000).padStart(6, '0')}Z`;
}
