import type { JournalEntry, Level } from '@/lib/journal/types';

export const T0 = Date.UTC(2026, 1, 20, 23, 36, 0) * 1000;

export interface LineSpec {
  /** Seconds after T0. */
  t?: number | null;
  pid?: number | null;
  inv?: string | null;
  identifier?: string | null;
  unit?: string | null;
  priority?: number | null;
  messageId?: string | null;
  fields?: Record<string, string> | null;
  /** vLLM prefix parts; with `role` the message reads `(role pid=vpid) LEVEL stamp [source] text`. */
  role?: string | null;
  vpid?: number | null;
  level?: Level | null;
  source?: string | null;
  text: string;
}

function stampOf(ts: number | null): string | null {
  if (ts === null) return null;
  const d = new Date(ts / 1000).toISOString();
  return `${d.slice(5, 7)}-${d.slice(8, 10)} ${d.slice(11, 19)}`;
}

/** One entry built by hand, the way lib/journal would parse the equivalent line. */
export function makeEntry(spec: LineSpec, seq: number): JournalEntry {
  const ts = spec.t === null ? null : T0 + Math.round((spec.t ?? seq) * 1e6);
  const hasVllm = spec.role !== undefined || spec.level !== undefined;
  const stamp = spec.level ? stampOf(ts) : null;
  const source = spec.source ?? (spec.level ? 'core.py:1' : null);
  const tag = spec.role ? `(${spec.role} pid=${spec.vpid ?? spec.pid ?? 0}) ` : '';
  const body = spec.level ? `${spec.level.toUpperCase()} ${stamp} [${source}] ${spec.text}` : spec.text;
  return {
    seq,
    cursor: `s=test;i=${seq.toString(16)}`,
    ts,
    pid: spec.pid === undefined ? null : spec.pid,
    invocationId: spec.inv ?? null,
    unit: spec.unit ?? 'vllm-test.service',
    priority: spec.priority ?? 6,
    identifier: spec.identifier ?? (spec.pid === 1 ? 'systemd' : spec.pid != null ? 'vllm' : null),
    hostname: 'llm-test',
    messageId: spec.messageId ?? null,
    bootId: 'boot-test',
    fields: spec.fields ?? null,
    message: tag + body,
    vllm: hasVllm
      ? { role: spec.role ?? null, pid: spec.role ? (spec.vpid ?? spec.pid ?? 0) : null, level: spec.level ?? null, stamp, source, text: spec.text }
      : null,
    parsed: true,
  };
}

export function makeEntries(specs: LineSpec[]): JournalEntry[] {
  return specs.map((s, i) => makeEntry(s, i));
}

/** A systemd manager line about the unit (PID 1, `INVOCATION_ID` when given). */
export function systemdLine(text: string, extra: Omit<LineSpec, 'text' | 'pid'> = {}): LineSpec {
  return { pid: 1, identifier: 'systemd', ...extra, text };
}
