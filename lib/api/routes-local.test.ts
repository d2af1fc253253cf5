import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from './error-codes';
import type { JournalSlice } from './types';
import { HOSTILE_CURSORS, HOSTILE_LIMITS, HOSTILE_STRINGS, HOSTILE_TIMES } from './__fixtures__/hostile-inputs';
import { INVOCATION_NEW, INVOCATION_OLD, LOCAL_UNIT, storyEntries, writeJournal } from './__fixtures__/local-journal';

// Real journalctl over real journal files, through the local transport and the route handler itself.
const root = mkdtempSync(path.join(tmpdir(), 'radar-routes-local-'));
const startUs = Date.now() * 1000 - 5 * 60 * 1_000_000;
const story = storyEntries(startUs);
const unitMessages = story.unit.map((e) => e.MESSAGE);
writeJournal(path.join(root, 'journal'), story.all);
// The same unit after rotation: only the newer half survives, in a new file with a new seqnum id.
writeJournal(path.join(root, 'rotated'), story.all.slice(Math.floor(story.all.length / 2)));
writeFileSync(
  path.join(root, 'fleet.yaml'),
  [
    'hosts:',
    `  - { name: gpu-local, transport: local, journalDirectory: ${path.join(root, 'journal')}, units: [${LOCAL_UNIT}] }`,
    `  - { name: gpu-rotated, transport: local, journalDirectory: ${path.join(root, 'rotated')}, units: [${LOCAL_UNIT}] }`,
    '',
  ].join('\n'),
);
process.env.FLEET_FILE = path.join(root, 'fleet.yaml');
process.env.RADAR_DATA_DIR = path.join(root, 'data');

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let journalGET: Route;
let sharedCoalescer: typeof import('./coalesce').sharedCoalescer;

beforeAll(async () => {
  journalGET = (await import('@/app/api/hosts/[host]/units/[unit]/journal/route')).GET as Route;
  ({ sharedCoalescer } = await import('./coalesce'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function journal(query: Record<string, string>, host = 'gpu-local', unit = LOCAL_UNIT) {
  const url = `http://radar.test/api/hosts/${host}/units/${encodeURIComponent(unit)}/journal?${new URLSearchParams(query)}`;
  const res = await journalGET(new Request(url), { params: Promise.resolve({ host, unit }) });
  return { status: res.status, body: (await res.json()) as JournalSlice & ErrorBody };
}

const window = { since: String(startUs), until: String(startUs + 3_600_000_000) };

describe('GET journal on a local host with real journal files', () => {
  it('gives the whole window of the unit, in order, with identities as written and no other unit', async () => {
    const { status, body } = await journal(window);
    expect(status).toBe(200);
    expect(body.entries.map((e) => e.message)).toEqual(unitMessages);
    expect(body.entries.map((e) => e.seq)).toEqual(unitMessages.map((_, i) => i));
    expect(new Set(body.entries.map((e) => e.invocationId))).toEqual(new Set([INVOCATION_OLD, INVOCATION_NEW]));
    expect(body.entries.some((e) => e.message.includes('CRON') || e.message.includes('cron.hourly'))).toBe(false);
    expect(body.entries.find((e) => e.message.includes('CUDA out of memory'))?.pid).toBe(195295);
    expect(body).toMatchObject({ host: 'gpu-local', unit: LOCAL_UNIT, truncated: false, cursorExpired: false });
    expect(body.cursor).toBe(body.entries.at(-1)?.cursor);
  });

  it('reads a bare unit name and ISO times', async () => {
    const iso = (us: number) => new Date(us / 1000).toISOString();
    const { status, body } = await journal({ since: iso(startUs), until: iso(startUs + 3_600_000_000) }, 'gpu-local', 'vllm-test');
    expect(status).toBe(200);
    expect(body.unit).toBe(LOCAL_UNIT);
    expect(body.entries).toHaveLength(unitMessages.length);
  });

  it('limit takes the oldest N of a window and the newest N without one, and says truncated', async () => {
    const first = await journal({ ...window, limit: '5' });
    expect(first.body.entries.map((e) => e.message)).toEqual(unitMessages.slice(0, 5));
    expect(first.body.truncated).toBe(true);
    const newest = await journal({ limit: '5' });
    expect(newest.body.entries.map((e) => e.message)).toEqual(unitMessages.slice(-5));
    expect(newest.body.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(newest.body.truncated).toBe(true);
    const all = await journal({ limit: String(unitMessages.length) });
    expect(all.body.truncated).toBe(false);
  });

  it('until alone gives the oldest entries up to it', async () => {
    const full = await journal(window);
    const until = full.body.entries[9]!.ts!;
    const { body } = await journal({ until: String(until), limit: '5' });
    expect(body.entries.map((e) => e.message)).toEqual(unitMessages.slice(0, 5));
    expect(body.truncated).toBe(true);
    const whole = await journal({ until: String(until) });
    expect(whole.body.entries.map((e) => e.message)).toEqual(unitMessages.slice(0, 10));
  });

  it('tails by cursor without a gap or a repeat', async () => {
    const page = await journal({ ...window, limit: '4' });
    const seen = page.body.entries.map((e) => e.message);
    let cursor = page.body.cursor;
    for (let i = 0; i < 50 && cursor; i++) {
      const next = await journal({ after: cursor, limit: '4' });
      expect(next.status).toBe(200);
      expect(next.body.cursorExpired).toBe(false);
      if (next.body.entries.length === 0) {
        expect(next.body.cursor).toBe(cursor);
        break;
      }
      seen.push(...next.body.entries.map((e) => e.message));
      cursor = next.body.cursor;
    }
    expect(seen).toEqual(unitMessages);
  });

  it('a cursor rotated out of the journal falls back to the time window and says so', async () => {
    const full = await journal(window);
    const oldCursor = full.body.entries[2]!.cursor!;
    const fallback = await journal({ after: oldCursor }, 'gpu-rotated');
    expect(fallback.status).toBe(200);
    expect(fallback.body.cursorExpired).toBe(true);
    const survivors = story.all.slice(Math.floor(story.all.length / 2)).filter((e) => story.unit.includes(e)).map((e) => e.MESSAGE);
    // No `since` given: the last 10 minutes, which hold everything that survived.
    expect(fallback.body.entries.map((e) => e.message)).toEqual(survivors);
    expect(fallback.body.cursor).toBe(fallback.body.entries.at(-1)?.cursor);
    const withSince = await journal({ after: oldCursor, since: String(startUs) }, 'gpu-rotated');
    expect(withSince.body.cursorExpired).toBe(true);
    expect(withSince.body.entries).toHaveLength(survivors.length);
  });

  it('the same cursor still in the journal is not expired', async () => {
    const rotated = await journal(window, 'gpu-rotated');
    const next = await journal({ after: rotated.body.entries[0]!.cursor! }, 'gpu-rotated');
    expect(next.body.cursorExpired).toBe(false);
    expect(next.body.entries.map((e) => e.message)).toEqual(rotated.body.entries.slice(1).map((e) => e.message));
  });

  it('many concurrent viewers of one slice cause one journalctl', async () => {
    const { getHostOrThrow } = await import('@/lib/inventory');
    const { transportFor } = await import('@/lib/transports');
    const transport = transportFor(getHostOrThrow('gpu-local'));
    const exec = vi.spyOn(transport, 'exec');
    sharedCoalescer().clear();
    const query = { since: String(startUs + 1), limit: '20' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => journal(query)));
    expect(answers.every((a) => a.status === 200 && a.body.entries.length === 20)).toBe(true);
    expect(exec).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 1_100));
    await journal(query);
    expect(exec).toHaveBeenCalledTimes(2);
    exec.mockRestore();
  });
});

describe('hostile journal requests', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ...HOSTILE_STRINGS.map((s): [string, Record<string, string>, string] => ['unit', {}, s]),
    ...HOSTILE_CURSORS.map((s): [string, Record<string, string>, string] => ['after', { after: s }, LOCAL_UNIT]),
    ...HOSTILE_TIMES.map((s): [string, Record<string, string>, string] => ['since', { since: s }, LOCAL_UNIT]),
    ...HOSTILE_TIMES.map((s): [string, Record<string, string>, string] => ['until', { until: s }, LOCAL_UNIT]),
    ...HOSTILE_LIMITS.map((s): [string, Record<string, string>, string] => ['limit', { limit: s }, LOCAL_UNIT]),
  ];

  it(`rejects all ${cases.length} with bad_request before any command runs`, async () => {
    sharedCoalescer().clear();
    for (const [, query, unit] of cases) {
      const { status, body } = await journal(query, 'gpu-local', unit);
      expect({ query, unit, status, code: body.error?.code }).toEqual({ query, unit, status: 400, code: 'bad_request' });
      expect(typeof body.error.message).toBe('string');
    }
    // Every remote command goes through the coalescer: nothing was keyed means nothing ran.
    expect(sharedCoalescer().size()).toBe(0);
  });

  it('answers unknown_host for a host outside the inventory, bad_request for a hostile one', async () => {
    expect((await journal({}, 'not-in-fleet')).body.error.code).toBe('unknown_host');
    for (const host of ['../etc', '-D/', 'a;b', 'x\ny', 'ä']) expect((await journal({}, host)).status).toBe(400);
  });
});
