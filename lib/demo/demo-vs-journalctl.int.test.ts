import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalctlArgs, toJournalExport, type ExportEntry, type JournalctlQuery } from '@/lib/commands';
import { DEFAULT_DEMO_CLOCK as CLOCK, DEMO_EPOCH_MS } from './clock';
import { demoJournal } from './demo-journal';
import { bootId, seqnumId } from './expand-loop';
import { formatJournalJson } from './format-journal-json';
import { replayCommand } from './replay-command';
import { DEMO_SCENARIOS } from './scenarios';

// The demo host's journal, written into a real journal file, read back by real journalctl 252 with the same argv:
// everything but the cursor (journald picks its own seqnum ID) must come out the same.

const scenario = DEMO_SCENARIOS['llm-two']!;
const NOW = DEMO_EPOCH_MS + (scenario.loopSeconds * 3 + 250) * 1000;
let dir = '';

type Row = Record<string, unknown>;
const rows = (stdout: string): Row[] => stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
const withoutCursor = ({ __CURSOR: _, ...rest }: Row) => rest;

function real(query: Omit<JournalctlQuery, 'unit'>): Row[] {
  const [cmd, ...args] = journalctlArgs({ unit: scenario.unit, directory: dir, ...query });
  return rows(execFileSync(cmd!, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

function replayed(query: Omit<JournalctlQuery, 'unit'>): Row[] {
  const out = replayCommand(scenario, journalctlArgs({ unit: scenario.unit, ...query }), NOW, CLOCK);
  expect(out.code).toBe(0);
  return rows(out.stdout);
}

describe('demo journalctl against real journalctl on the same entries', () => {
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'radar-demo-journal-'));
    const boot = bootId(scenario);
    const entries: ExportEntry[] = demoJournal(scenario, NOW, CLOCK).map((e) => ({
      __REALTIME_TIMESTAMP: e.realtimeUs,
      __MONOTONIC_TIMESTAMP: e.monotonicUs,
      _BOOT_ID: boot,
      ...Object.fromEntries(e.fields),
    }));
    // A line of another unit, which neither may print.
    entries.push({ __REALTIME_TIMESTAMP: NOW * 1000 - 1, __MONOTONIC_TIMESTAMP: 1, _BOOT_ID: boot, _SYSTEMD_UNIT: 'cron.service', _PID: 77, MESSAGE: 'other' });
    entries.sort((a, b) => Number(a.__REALTIME_TIMESTAMP) - Number(b.__REALTIME_TIMESTAMP));
    const exportFile = path.join(dir, 'demo.export');
    writeFileSync(exportFile, toJournalExport(entries));
    execFileSync('sh', ['-c', `/lib/systemd/systemd-journal-remote --split-mode=none --output=${dir}/demo.journal - < ${exportFile}`], { stdio: 'pipe' });
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the whole unit journal: same entries, same fields, same values (byte arrays included)', () => {
    const a = real({});
    const b = replayed({});
    expect(b.length).toBeGreaterThan(500);
    expect(b.map(withoutCursor)).toEqual(a.map(withoutCursor));
    expect(b.some((r) => Array.isArray(r.MESSAGE))).toBe(true);
  });

  it('a time window, and the newest N', () => {
    const ts = real({}).map((r) => Number(r.__REALTIME_TIMESTAMP));
    const window = { since: ts[40]!, until: ts[90]! };
    expect(replayed(window).map(withoutCursor)).toEqual(real(window).map(withoutCursor));
    expect(replayed({ limit: 25 }).map(withoutCursor)).toEqual(real({ limit: 25 }).map(withoutCursor));
    expect(replayed({ since: ts[10]!, limit: 7 }).map(withoutCursor)).toEqual(real({ since: ts[10]!, limit: 7 }).map(withoutCursor));
  });

  it('after the Nth entry, each with its own cursor', () => {
    const realAll = real({});
    const demoAll = replayed({});
    for (const i of [0, 17, 300, realAll.length - 2]) {
      const a = real({ afterCursor: realAll[i]!.__CURSOR as string, limit: 50 });
      const b = replayed({ afterCursor: demoAll[i]!.__CURSOR as string, limit: 50 });
      expect(b.map(withoutCursor)).toEqual(a.map(withoutCursor));
    }
  });

  it('without --all both print null for a field over 4096 bytes, and the whole value with it', () => {
    const boot = bootId(scenario);
    const [template] = demoJournal(scenario, NOW, CLOCK).filter((e) => e.fields.some(([k, v]) => k === '_SYSTEMD_UNIT' && v === scenario.unit));
    const long = `(APIServer pid=222636) INFO 01-01 00:00:05 [utils.py:328] non-default args: ${'{"a": 1}, '.repeat(500)}`;
    const entry = { ...template!, fields: template!.fields.map(([k, v]): [string, string] => [k, k === 'MESSAGE' ? long : v]), formatted: new Map<string, string>() };
    const longDir = mkdtempSync(path.join(tmpdir(), 'radar-demo-long-'));
    try {
      const file = path.join(longDir, 'long.export');
      writeFileSync(file, toJournalExport([{ __REALTIME_TIMESTAMP: entry.realtimeUs, __MONOTONIC_TIMESTAMP: entry.monotonicUs, _BOOT_ID: boot, ...Object.fromEntries(entry.fields) }]));
      execFileSync('sh', ['-c', `/lib/systemd/systemd-journal-remote --split-mode=none --output=${longDir}/long.journal - < ${file}`], { stdio: 'pipe' });
      const argv = journalctlArgs({ unit: scenario.unit, directory: longDir });
      for (const all of [true, false]) {
        const [cmd, ...args] = all ? argv : argv.filter((a) => a !== '--all');
        const realRow = rows(execFileSync(cmd!, args, { encoding: 'utf8' }))[0]!;
        const fields = new Set(argv.find((a) => a.startsWith('--output-fields='))!.slice(16).split(','));
        const demoRow = JSON.parse(formatJournalJson(entry, { outputFields: fields, all, seqnumId: seqnumId(scenario), bootId: boot })) as Row;
        expect(withoutCursor(demoRow)).toEqual(withoutCursor(realRow));
        expect(realRow.MESSAGE).toEqual(all ? long : null);
      }
    } finally {
      rmSync(longDir, { recursive: true, force: true });
    }
  });
});
