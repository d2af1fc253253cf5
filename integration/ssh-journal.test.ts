import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalctlArgs } from '@/lib/commands/journalctl';
import { parseJournalJson } from '@/lib/journal';
import { SshPool } from '@/lib/ssh/pool';
import { createSshTransport } from '@/lib/transports/ssh';
import type { Transport } from '@/lib/transports/types';
import { NEW_INVOCATION, OLD_INVOCATION, OLD_PID, STORY_UNIT, startTestHost, storyJournal, unitLine, type TestHost } from './harness';
import { hostsFromYaml } from './harness/hosts-from-yaml';

const T0 = 1_771_630_581_000_000;
const STORY = storyJournal(T0);
const ts = (e: (typeof STORY)[number]) => Number(e.__REALTIME_TIMESTAMP);

let host: TestHost;
let pool: SshPool;
let transport: Transport;

async function slice(query: Omit<Parameters<typeof journalctlArgs>[0], 'unit' | 'directory'>) {
  const out = await transport.exec(journalctlArgs({ unit: STORY_UNIT, directory: host.journalDir, ...query }));
  expect(out.code).toBe(0);
  return parseJournalJson(out.stdout).entries;
}

beforeAll(async () => {
  host = await startTestHost({ journalEntries: STORY });
  pool = new SshPool({ maxConnections: 4, connectTimeoutMs: 3_000, commandTimeoutMs: 5_000 });
  transport = createSshTransport(hostsFromYaml(host.fleetYaml())[0]!, pool);
});

afterAll(async () => {
  await pool?.closeAll();
  await host?.stop();
});

describe('journal over ssh, real journalctl on real journal files', () => {
  it('returns every entry of the unit, with PIDs and both kinds of invocation ID intact', async () => {
    const entries = await slice({});
    expect(entries).toHaveLength(STORY.length);
    expect(entries.map((e) => e.ts)).toEqual(STORY.map(ts));
    const started = entries.filter((e) => e.message.startsWith('Started '));
    expect(started.map((e) => e.invocationId)).toEqual([OLD_INVOCATION, NEW_INVOCATION]);
    const failedLines = entries.filter((e) => e.pid === OLD_PID);
    expect(failedLines.length).toBeGreaterThan(5);
    expect(new Set(failedLines.map((e) => e.invocationId))).toEqual(new Set([OLD_INVOCATION]));
    expect(entries.some((e) => e.message.includes('EngineCore failed to start.'))).toBe(true);
  });

  it('slices by time with inclusive bounds', async () => {
    const newStart = STORY.find((e) => e.INVOCATION_ID === NEW_INVOCATION)!;
    const since = ts(newStart);
    const entries = await slice({ since });
    const expected = STORY.filter((e) => ts(e) >= since);
    expect(entries.map((e) => e.ts)).toEqual(expected.map(ts));
    expect(new Set(entries.map((e) => e.invocationId))).toEqual(new Set([NEW_INVOCATION]));

    const until = ts(STORY[3]!);
    const head = await slice({ since: T0, until });
    expect(head.map((e) => e.ts)).toEqual(STORY.filter((e) => ts(e) <= until).map(ts));
  });

  it('tails by cursor: --after-cursor gives exactly the entries after it, and later appends', async () => {
    const all = await slice({});
    const cut = 7;
    const after = await slice({ afterCursor: all[cut]!.cursor! });
    expect(after.map((e) => e.cursor)).toEqual(all.slice(cut + 1).map((e) => e.cursor));

    const last = all.at(-1)!.cursor!;
    expect(await slice({ afterCursor: last })).toEqual([]);
    const tNew = ts(STORY.at(-1)!) + 5_000_000;
    host.appendJournal([
      unitLine({ ts: tNew, invocationId: NEW_INVOCATION, message: 'INFO 09-25 10:54:40 [gpu_model_runner.py:2392] Model loading took 54.4 GiB and 61.2 seconds' }),
      unitLine({ ts: tNew + 1, invocationId: NEW_INVOCATION, message: 'Traceback (most recent call last):\n  File "x.py", line 1\nRuntimeError: multi-line survives', priority: 3 }),
    ]);
    const fresh = await slice({ afterCursor: last });
    expect(fresh.map((e) => e.message)).toEqual([
      'INFO 09-25 10:54:40 [gpu_model_runner.py:2392] Model loading took 54.4 GiB and 61.2 seconds',
      'Traceback (most recent call last):\n  File "x.py", line 1\nRuntimeError: multi-line survives',
    ]);
    expect(fresh.every((e) => e.invocationId === NEW_INVOCATION)).toBe(true);
    expect(await slice({ afterCursor: fresh.at(-1)!.cursor! })).toEqual([]);
  });

  it('reads systemctl show and nvidia-smi through the same connection', async () => {
    const show = await transport.exec(['systemctl', 'show', STORY_UNIT, '--property=InvocationID,NRestarts', '--no-pager']);
    expect(show.stdout).toBe(`InvocationID=${NEW_INVOCATION}\nNRestarts=1\n`);
    const gpus = await transport.exec(['nvidia-smi', '--query-gpu=index,memory.used', '--format=csv,noheader,nounits']);
    expect(gpus.stdout.trim().split('\n')).toHaveLength(8);
    expect(pool.stats().open).toBe(1);
  });
});
