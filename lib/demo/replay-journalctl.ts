import type { DemoClock } from './clock';
import { demoJournal } from './demo-journal';
import { bootId, seqnumId, type DemoEntry } from './expand-loop';
import { formatJournalJson } from './format-journal-json';
import { readOptions, type CommandOutput } from './read-options';
import type { DemoScenario } from './types';

const CURSOR_RE = /^s=([0-9a-f]{32});i=([0-9a-f]+);b=[0-9a-f]{32};m=[0-9a-f]+;t=([0-9a-f]+);x=[0-9a-f]+$/;

const SPEC = {
  flags: ['--all', '-a', '--no-pager', '--utc', '-q', '--quiet', '--no-hostname'],
  values: ['-u', '--unit', '-o', '--output', '--output-fields', '--since', '-S', '--until', '-U', '--after-cursor', '-n', '--lines', '--directory', '-D'],
};

/** What `journalctl … -o json` prints on the demo host at `nowMs`. */
export function replayJournalctl(s: DemoScenario, args: readonly string[], nowMs: number, clock: DemoClock): CommandOutput {
  const parsed = readOptions('journalctl', args, SPEC);
  if ('error' in parsed) return parsed.error;
  const { flags, values } = parsed;
  const output = values.get('-o') ?? values.get('--output') ?? ['short'];
  if (output.at(-1) !== 'json') return usage(`the demo host replays -o json only, not -o ${output.at(-1)}`);
  const units = [...(values.get('-u') ?? []), ...(values.get('--unit') ?? [])].map((u) => (u.includes('.') ? u : `${u}.service`));
  const since = time(values.get('--since') ?? values.get('-S'));
  const until = time(values.get('--until') ?? values.get('-U'));
  if (since === 'bad' || until === 'bad') return { stdout: '', stderr: 'Failed to parse timestamp\n', code: 1 };
  const cursor = values.get('--after-cursor')?.at(-1);
  if (cursor !== undefined && since !== null) return { stdout: '', stderr: 'Please specify only one of --since=, --cursor=, and --after-cursor=.\n', code: 1 };
  const linesArg = (values.get('-n') ?? values.get('--lines'))?.at(-1);
  const lines = linesArg === undefined ? null : Number(linesArg);
  if (lines !== null && !(Number.isInteger(lines) && lines >= 0)) return usage(`Failed to parse lines '${linesArg}'`);

  let entries = demoJournal(s, nowMs, clock).filter((e) => units.length === 0 || units.some((u) => matchesUnit(e, u)));
  if (cursor !== undefined) {
    const m = CURSOR_RE.exec(cursor);
    if (!m) return { stdout: '', stderr: 'Failed to seek to cursor: Invalid argument\n', code: 1 };
    // journalctl seeks to the cursor's place and steps over one entry, whether or not the cursor's own entry is still there.
    const sameJournal = m[1] === seqnumId(s);
    const seq = parseInt(m[2]!, 16);
    const realtime = parseInt(m[3]!, 16);
    const start = entries.findIndex((e) => (sameJournal ? e.seq >= seq : e.realtimeUs >= realtime));
    entries = start < 0 ? [] : entries.slice(start + 1);
  }
  if (since !== null) entries = entries.filter((e) => e.realtimeUs >= since);
  if (until !== null) entries = entries.filter((e) => e.realtimeUs <= until);
  if (lines !== null) entries = since !== null || cursor !== undefined ? entries.slice(0, lines) : entries.slice(Math.max(0, entries.length - lines));

  const fieldsArg = values.get('--output-fields')?.at(-1);
  const opts = {
    outputFields: fieldsArg ? new Set(fieldsArg.split(',')) : null,
    all: flags.has('--all') || flags.has('-a'),
    seqnumId: seqnumId(s),
    bootId: bootId(s),
  };
  const stdout = entries.map((e) => `${formatJournalJson(e, opts)}\n`).join('');
  return { stdout, stderr: '', code: 0 };
}

function matchesUnit(e: DemoEntry, unit: string): boolean {
  let pid1 = false;
  let unitField = false;
  for (const [k, v] of e.fields) {
    if (k === '_SYSTEMD_UNIT' && v === unit) return true;
    if (k === '_PID' && v === '1') pid1 = true;
    if (k === 'UNIT' && v === unit) unitField = true;
  }
  return pid1 && unitField;
}

function time(raw: string[] | undefined): number | null | 'bad' {
  const value = raw?.at(-1);
  if (value === undefined) return null;
  const m = /^@(\d+)(?:\.(\d{1,6}))?$/.exec(value);
  if (!m) return 'bad';
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
}

function usage(message: string): CommandOutput {
  return { stdout: '', stderr: `journalctl: ${message}\n`, code: 1 };
}
