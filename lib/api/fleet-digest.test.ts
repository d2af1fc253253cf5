import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '@/lib/inventory/types';
import { LOCAL_UNIT, storyEntries, writeJournal } from './__fixtures__/local-journal';
import { JOURNAL_TTL_MS } from './constants';

// Real journalctl over real journal files (local transport): a fleet round analyses a unit again only when its window moved.
const root = mkdtempSync(path.join(tmpdir(), 'radar-fleet-digest-'));
const story = storyEntries(Date.now() * 1000 - 5 * 60 * 1_000_000);
const restart = story.all.findLastIndex((e) => String(e.MESSAGE).startsWith('Started vllm-test.service'));
const dir = path.join(root, 'journal');
writeJournal(dir, story.all.slice(0, restart));
writeFileSync(path.join(root, 'fleet.yaml'), `hosts:\n  - { name: gpu-local, transport: local, journalDirectory: ${dir}, units: [${LOCAL_UNIT}] }\n`);
process.env.FLEET_FILE = path.join(root, 'fleet.yaml');
process.env.RADAR_DATA_DIR = path.join(root, 'data');

let host: Host;
let round: () => Promise<import('./types').FleetUnit>;
let computed: () => number;

beforeAll(async () => {
  const { getInventoryReady } = await import('@/lib/inventory');
  const { fetchFleetHost } = await import('./fetch-fleet');
  const { unitDigests } = await import('./unit-digest');
  host = (await getInventoryReady()).hosts.find((h) => h.name === 'gpu-local')!;
  // Past the window in which identical commands share one answer: every round runs journalctl again.
  round = async () => {
    await new Promise((r) => setTimeout(r, JOURNAL_TTL_MS + 50));
    return (await fetchFleetHost(host, 8_000, null)).units[0]!;
  };
  computed = () => unitDigests().stats().computed;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the fleet digest of a unit over real journal files', () => {
  it('analyses the first window, then reuses it while journalctl prints the same window', async () => {
    const before = computed();
    const first = await round();
    expect(first.summary).toMatchObject({ attempts: 1, currentOutcome: 'failed' });
    expect(computed() - before).toBe(1);
    const again = await round();
    const third = await round();
    expect(computed() - before).toBe(1);
    expect(again.summary).toEqual(first.summary);
    expect(third.summary).toEqual(first.summary);
  });

  it('analyses again once the journal moved on, and gives the new digest, not the kept one', async () => {
    const before = computed();
    writeJournal(dir, story.all.slice(restart), 'later.journal');
    const moved = await round();
    expect(computed() - before).toBe(1);
    expect(moved.summary).toMatchObject({ attempts: 2 });
    expect(moved.summary?.currentOutcome).not.toBe('failed');
    expect(moved.summary?.lastFatal?.headline).toContain('CUDA out of memory');
    expect((await round()).summary).toEqual(moved.summary);
    expect(computed() - before).toBe(1);
  });
});
