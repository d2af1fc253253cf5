// Clock skew measured with `date +%s%N` on real test hosts (sshd, fake `date` first in PATH), through the journal route.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetYamlFor, startTestHost, storyJournal, STORY_UNIT, type TestHost } from '@/integration/harness';
import type { JournalSlice } from '@/lib/api/types';

type Get = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const MIN = 60_000;

let dir = '';
const hosts: Record<string, TestHost> = {};
let journal: Get;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'radar-skew-'));
  const now = Date.now() * 1000;
  const [ahead, behind, exact, nodate] = await Promise.all([
    startTestHost({ name: 'ahead', clockOffsetMs: 5 * MIN }),
    startTestHost({ name: 'behind', clockOffsetMs: -90_000 }),
    startTestHost({ name: 'exact' }),
    // Its journal is stamped 4 min in our future, and its `date` is broken: only the journal can tell.
    startTestHost({ name: 'nodate', journalEntries: storyJournal(now + 4 * MIN * 1000) }),
  ]);
  Object.assign(hosts, { ahead, behind, exact, nodate });
  writeFileSync(path.join(nodate!.dir, 'bin', 'date'), '#!/bin/sh\necho "date: cannot read the clock" >&2\nexit 1\n', { mode: 0o755 });
  writeFileSync(path.join(dir, 'fleet.yaml'), fleetYamlFor(Object.values(hosts)));
  Object.assign(process.env, { FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data') });
  journal = (await import('@/app/api/hosts/[host]/units/[unit]/journal/route')).GET as Get;
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(hosts).map((h) => h.stop()));
  const { closeAllTransports } = await import('@/lib/transports');
  await closeAllTransports();
  rmSync(dir, { recursive: true, force: true });
});

async function slice(host: string): Promise<JournalSlice> {
  const url = `http://127.0.0.1/api/hosts/${host}/units/${STORY_UNIT}/journal`;
  const res = await journal(new Request(url), { params: Promise.resolve({ host, unit: STORY_UNIT }) });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return JSON.parse(body) as JournalSlice;
}

describe('clock skew from the host’s own clock', () => {
  it('a host whose clock is 5 minutes fast reports clockSkewMs ≈ +300 000 ms, though its journal looks current', async () => {
    const s = await slice('ahead');
    expect(s.entries.length).toBeGreaterThan(10);
    expect(s.clockSkewMs).not.toBeNull();
    expect(Math.abs(s.clockSkewMs! - 5 * MIN)).toBeLessThanOrEqual(2_000);
  });

  it('a clock behind is measured too (the journal alone cannot show it)', async () => {
    const s = await slice('behind');
    expect(Math.abs(s.clockSkewMs! + 90_000)).toBeLessThanOrEqual(2_000);
  });

  it('a host on time reports 0, not null: measured, and within the round trip', async () => {
    expect((await slice('exact')).clockSkewMs).toBe(0);
  });

  it('when `date` fails, the future-dated journal entries still give a lower bound', async () => {
    const s = await slice('nodate');
    expect(s.clockSkewMs).not.toBeNull();
    expect(s.clockSkewMs!).toBeGreaterThan(3 * MIN);
    expect(s.clockSkewMs!).toBeLessThan(5 * MIN);
  });

  it('one reading serves a host for a while: a clock that jumps is not re-read on every poll', async () => {
    const h = hosts.ahead!;
    h.setClockOffsetMs(10 * MIN);
    // Still the cached reading: one `date` per host per 30 s, not one per poll.
    expect(Math.abs((await slice('ahead')).clockSkewMs! - 5 * MIN)).toBeLessThanOrEqual(2_000);
  });
});
