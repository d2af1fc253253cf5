import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJournalExport, type ExportEntry } from './journal-export';
import { journalctlArgs, JOURNAL_OUTPUT_FIELDS } from './journalctl';

const JOURNAL_REMOTE = '/lib/systemd/systemd-journal-remote';
const UNIT = 'vllm-kimi-k25.service';
const BOOT = '6b1d2c3e4f5a69788796a5b4c3d2e1f0';
const OLD_INV = '3f9e1c2b7a6d4e5f8091a2b3c4d5e6f7';
const NEW_INV = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const T0 = 1771630581_000_000; // 2026-02-20 23:36:21 UTC

function unitLine(us: number, pid: number, inv: string, message: string | Uint8Array, extra: ExportEntry = {}): ExportEntry {
  return {
    __REALTIME_TIMESTAMP: us,
    __MONOTONIC_TIMESTAMP: us - T0 + 5_000_000,
    _BOOT_ID: BOOT,
    _HOSTNAME: 'llm-two',
    _PID: pid,
    _UID: 998,
    _SYSTEMD_UNIT: UNIT,
    _SYSTEMD_INVOCATION_ID: inv,
    SYSLOG_IDENTIFIER: 'vllm',
    PRIORITY: 6,
    MESSAGE: message,
    ...extra,
  };
}

function systemdLine(us: number, inv: string, message: string, extra: ExportEntry = {}): ExportEntry {
  return {
    __REALTIME_TIMESTAMP: us,
    __MONOTONIC_TIMESTAMP: us - T0 + 5_000_000,
    _BOOT_ID: BOOT,
    _HOSTNAME: 'llm-two',
    _PID: 1,
    _SYSTEMD_UNIT: 'init.scope',
    UNIT,
    INVOCATION_ID: inv,
    SYSLOG_IDENTIFIER: 'systemd',
    PRIORITY: 6,
    MESSAGE: message,
    ...extra,
  };
}

const TRACEBACK = [
  'Traceback (most recent call last):',
  '  File "/opt/vllm/lib/python3.12/site-packages/flashinfer/__init__.py", line 41, in <module>',
  'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
].join('\n');
const PROGRESS_CR = 'Loading safetensors checkpoint shards:  26% Completed | 22/85\r';
const LONG = `(APIServer pid=221343) INFO 02-20 23:36:21 [api_server.py:1000] vLLM API server args: ${'x'.repeat(6000)}`;

const ENTRIES: ExportEntry[] = [
  unitLine(T0, 221343, OLD_INV, '(Worker_TP0 pid=221401) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...'),
  unitLine(T0 + 1_000_000, 221401, OLD_INV, TRACEBACK, { PRIORITY: 3 }),
  unitLine(T0 + 1_500_000, 221343, OLD_INV, LONG),
  systemdLine(T0 + 2_000_000, OLD_INV, `${UNIT}: Main process exited, code=exited, status=1/FAILURE`, { EXIT_CODE: 'exited', EXIT_STATUS: '1' }),
  systemdLine(T0 + 2_000_100, OLD_INV, `${UNIT}: Failed with result 'exit-code'.`, { MESSAGE_ID: 'd9b373ed55a64feb8242e02dbe79a49c' }),
  // Another daemon naming the unit: journalctl -u does not pick it up (only PID 1 or OBJECT_SYSTEMD_UNIT).
  { ...systemdLine(T0 + 2_000_200, OLD_INV, 'someone else about the unit'), _PID: 4242, _SYSTEMD_UNIT: 'other.service' },
  systemdLine(T0 + 7_000_000, OLD_INV, `${UNIT}: Scheduled restart job, restart counter is at 1.`, {
    MESSAGE_ID: '5eb03494b6584870a536b337290809b3',
    N_RESTARTS: '1',
  }),
  systemdLine(T0 + 7_000_100, NEW_INV, 'Started vllm-kimi-k25.service - vLLM Kimi-K2.5.', { JOB_RESULT: 'done' }),
  unitLine(T0 + 91_000_000, 222636, NEW_INV, '(Worker_TP0 pid=222701) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...'),
  unitLine(T0 + 91_000_001, 222701, NEW_INV, PROGRESS_CR),
  { ...unitLine(T0 + 91_000_002, 333, NEW_INV, 'not ours'), _SYSTEMD_UNIT: 'other.service' },
  unitLine(T0 + 92_000_000, 222636, NEW_INV, '(APIServer pid=222636) INFO 02-20 23:37:53 [loggers.py:123] Engine 000: Avg prompt throughput: 0.0 tokens/s'),
];

let dir = '';

function journalctl(query: Parameters<typeof journalctlArgs>[0]): Record<string, unknown>[] {
  const [cmd, ...args] = journalctlArgs({ ...query, directory: dir });
  const out = execFileSync(cmd!, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('journalctlArgs against real journalctl and a real journal file', () => {
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'radar-journal-'));
    const exportFile = path.join(dir, 'entries.export');
    writeFileSync(exportFile, toJournalExport(ENTRIES));
    execFileSync('sh', ['-c', `${JOURNAL_REMOTE} --split-mode=none --output=${dir}/x.journal - < ${exportFile}`], { stdio: 'pipe' });
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('-u matches the unit processes and PID 1 lines about the unit, nothing else', () => {
    const got = journalctl({ unit: UNIT });
    const messages = got.map((e) => e.MESSAGE);
    expect(got).toHaveLength(ENTRIES.length - 2);
    expect(messages).not.toContain('not ours');
    expect(messages).not.toContain('someone else about the unit');
    const restart = got.find((e) => e.N_RESTARTS !== undefined);
    expect(restart).toMatchObject({ UNIT, INVOCATION_ID: OLD_INV, MESSAGE_ID: '5eb03494b6584870a536b337290809b3', _PID: '1' });
    expect(restart).not.toHaveProperty('_SYSTEMD_INVOCATION_ID');
  });

  it('returns only the requested fields plus the ones journalctl always adds, all as strings', () => {
    const allowed = new Set<string>([...JOURNAL_OUTPUT_FIELDS, '__MONOTONIC_TIMESTAMP']);
    for (const entry of journalctl({ unit: UNIT })) {
      for (const [key, value] of Object.entries(entry)) {
        expect(allowed.has(key), key).toBe(true);
        if (key !== 'MESSAGE') expect(typeof value).toBe('string');
      }
    }
  });

  it('keeps identity fields as written', () => {
    const first = journalctl({ unit: UNIT })[0]!;
    expect(first).toMatchObject({
      __REALTIME_TIMESTAMP: String(T0),
      _PID: '221343',
      _SYSTEMD_INVOCATION_ID: OLD_INV,
      _BOOT_ID: BOOT,
      _HOSTNAME: 'llm-two',
      _SYSTEMD_UNIT: UNIT,
      PRIORITY: '6',
    });
    expect(first).not.toHaveProperty('_UID');
  });

  it('keeps a multi-line traceback as one MESSAGE, a \\r line as a byte array, and a 6 kB line whole', () => {
    const got = journalctl({ unit: UNIT });
    expect(got.map((e) => e.MESSAGE)).toContain(TRACEBACK);
    const bytes = got.find((e) => Array.isArray(e.MESSAGE))?.MESSAGE as number[];
    expect(new TextDecoder().decode(Uint8Array.from(bytes))).toBe(PROGRESS_CR);
    expect(got.map((e) => e.MESSAGE)).toContain(LONG);
  });

  it('--since and --until in @seconds.micro are inclusive to the microsecond', () => {
    const got = journalctl({ unit: UNIT, since: T0 + 91_000_000, until: T0 + 91_000_001 });
    expect(got.map((e) => e.__REALTIME_TIMESTAMP)).toEqual([String(T0 + 91_000_000), String(T0 + 91_000_001)]);
    expect(journalctl({ unit: UNIT, since: T0 + 91_000_001 + 1 }).map((e) => e.__REALTIME_TIMESTAMP)).toEqual([String(T0 + 92_000_000)]);
  });

  it('--after-cursor resumes exactly after every entry, with the -u match kept', () => {
    const all = journalctl({ unit: UNIT });
    all.forEach((entry, i) => {
      const rest = journalctl({ unit: UNIT, afterCursor: entry.__CURSOR as string });
      expect(rest.map((e) => e.__CURSOR)).toEqual(all.slice(i + 1).map((e) => e.__CURSOR));
    });
  });

  it('real journalctl refuses --since with --after-cursor, which is why the builder does too', () => {
    const cursor = journalctl({ unit: UNIT })[0]!.__CURSOR as string;
    const [cmd, ...args] = journalctlArgs({ unit: UNIT, directory: dir, afterCursor: cursor });
    const res = spawnSync(cmd!, [...args, `--since=@${T0 / 1_000_000}`], { encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Please specify only one of --since=, --cursor=, and --after-cursor=.');
  });

  it('limit takes the oldest N after since or a cursor, the newest N otherwise', () => {
    const all = journalctl({ unit: UNIT }).map((e) => e.__CURSOR);
    expect(journalctl({ unit: UNIT, limit: 2 }).map((e) => e.__CURSOR)).toEqual(all.slice(-2));
    expect(journalctl({ unit: UNIT, since: T0, limit: 2 }).map((e) => e.__CURSOR)).toEqual(all.slice(0, 2));
    expect(journalctl({ unit: UNIT, afterCursor: all[3] as string, limit: 2 }).map((e) => e.__CURSOR)).toEqual(all.slice(4, 6));
  });
});
