// Faults on real test hosts (sshd + real journalctl): each gives a clear error code, no crash, and
// leaves the other hosts of the fleet answering.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetYamlFor, startTestHost, storyJournal, unitLine, STORY_UNIT, NEW_INVOCATION, type TestHost } from '@/integration/harness';
import type { FleetResponse, JournalSlice, GpuResponse } from '@/lib/api/types';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// Long enough for two busy cores (a handshake or a short command can take a second or more there), short
// enough that the slow host and the fleet deadline are still tested against it.
const COMMAND_TIMEOUT_MS = 5_000;
const FLEET_MARGIN_MS = 3_000;
type Ctx = { params: Promise<Record<string, string>> };
type Get = (req: Request, ctx: Ctx) => Promise<Response>;

let dir = '';
const hosts: Record<string, TestHost> = {};
let proxy: TcpProxy;
let journal: Get;
let gpus: Get;
let fleet: () => Promise<Response>;

function bigJournal(): ReturnType<typeof storyJournal> {
  const t0 = Date.now() * 1000 - 30 * 60 * 1_000_000;
  return Array.from({ length: 4_000 }, (_, i) =>
    unitLine({ ts: t0 + i * 1_000, invocationId: NEW_INVOCATION, message: `(Worker_TP${i % 8} pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] line ${i} ${'x'.repeat(400)}` }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'radar-faults-'));
  const now = Date.now() * 1000;
  const [good, dropper, slow, rotated, skewed, nogpu, rekeyed, hostile, dead] = await Promise.all([
    startTestHost({ name: 'good' }),
    startTestHost({ name: 'dropper', journalEntries: bigJournal() }),
    startTestHost({ name: 'slow', slowCommandMs: COMMAND_TIMEOUT_MS * 2 }),
    startTestHost({ name: 'rotated', journalEntries: storyJournal(now - 20 * 60 * 1_000_000) }),
    startTestHost({ name: 'skewed', clockOffsetMs: 7 * 60_000, journalEntries: storyJournal(now + 7 * 60 * 1_000_000) }),
    startTestHost({ name: 'nogpu', nvidiaSmi: 'missing' }),
    startTestHost({ name: 'rekeyed' }),
    startTestHost({
      name: 'hostile',
      journalEntries: [
        ...storyJournal(now - 60_000_000).slice(0, 5),
        unitLine({ ts: now - 5_000_000, message: new Uint8Array([0x28, 0xff, 0xfe, 0x00, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x0d, 0x0a, 0x41]) as unknown as string }),
        unitLine({ ts: now - 4_000_000, message: 'Loading safetensors checkpoint shards:   3% Completed | 2/64 [00:10<05:00]\r Loading safetensors checkpoint shards:   5% Completed | 3/64\r' }),
        unitLine({ ts: now - 3_000_000, message: `(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [x.py:1] ${'M'.repeat(1 << 20)}` }),
        unitLine({ ts: now - 2_000_000, message: '{"MESSAGE": not json' }),
      ],
    }),
    startTestHost({ name: 'dead' }),
  ]);
  Object.assign(hosts, { good, dropper, slow, rotated, skewed, nogpu, rekeyed, hostile, dead });
  proxy = await startTcpProxy(dropper!.port);
  await dead!.kill();
  writeFileSync(
    path.join(dir, 'fleet.yaml'),
    fleetYamlFor(Object.values(hosts), (h) =>
      h === dropper ? { port: proxy.port } : h === rekeyed ? { pin: good!.hostKeyFingerprint } : {},
    ),
  );
  Object.assign(process.env, {
    FLEET_FILE: path.join(dir, 'fleet.yaml'),
    RADAR_DATA_DIR: path.join(dir, 'data'),
    RADAR_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
    RADAR_CONNECT_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
  });
  journal = (await import('@/app/api/hosts/[host]/units/[unit]/journal/route')).GET as Get;
  gpus = (await import('@/app/api/hosts/[host]/gpus/route')).GET as Get;
  const hostsRoute = (await import('@/app/api/hosts/route')).GET as unknown as (req: Request) => Promise<Response>;
  fleet = () => hostsRoute(new Request('http://127.0.0.1/api/hosts?wait=all'));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(Object.values(hosts).map((h) => h.stop()));
  const { closeAllTransports } = await import('@/lib/transports');
  await closeAllTransports();
  rmSync(dir, { recursive: true, force: true });
});

function getJournal(host: string, query: Record<string, string> = {}) {
  const url = new URL(`http://127.0.0.1/api/hosts/${host}/units/${STORY_UNIT}/journal`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return journal(new Request(url), { params: Promise.resolve({ host, unit: STORY_UNIT }) });
}
const getGpus = (host: string) => gpus(new Request(`http://127.0.0.1/api/hosts/${host}/gpus`), { params: Promise.resolve({ host }) });
/** The JSON of a 200 answer; any other status fails with the body in the message. */
async function okJson<T>(res: Response): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return JSON.parse(body) as T;
}
async function errorOf(res: Response) {
  return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
}

describe('faults on real test hosts', () => {
  it('a connection dropped in the middle of a 2 MB answer is `unreachable`; the next poll reconnects and gets every line', async () => {
    proxy.cutAfter(256 * 1024);
    expect(await errorOf(await getJournal('dropper', { limit: '10000' }))).toEqual({ status: 502, code: 'unreachable' });
    expect(proxy.cuts()).toBeGreaterThanOrEqual(1);
    proxy.cutAfter(null);
    await new Promise((r) => setTimeout(r, 1_100));
    const slice = await okJson<JournalSlice>(await getJournal('dropper', { limit: '10000' }));
    expect(slice.entries).toHaveLength(4_000);
    expect(slice.entries.at(-1)?.message).toContain('line 3999');
  });

  it('a host slower than the command timeout answers `timeout` within the timeout plus a margin', async () => {
    const t0 = performance.now();
    expect(await errorOf(await getJournal('slow'))).toEqual({ status: 504, code: 'timeout' });
    expect(performance.now() - t0).toBeLessThan(COMMAND_TIMEOUT_MS + 2_500);
  });

  it('a cursor from a rotated journal falls back to the time window and says so', async () => {
    const first = await okJson<JournalSlice>(await getJournal('rotated', { since: String(Date.now() * 1000 - 60 * 60 * 1_000_000) }));
    expect(first.entries.length).toBeGreaterThan(10);
    const oldCursor = first.cursor!;
    const now = Date.now() * 1000;
    hosts.rotated!.replaceJournal(storyJournal(now - 2 * 60 * 1_000_000));
    await new Promise((r) => setTimeout(r, 1_100));
    const slice = await okJson<JournalSlice>(await getJournal('rotated', { after: oldCursor }));
    expect(slice.cursorExpired).toBe(true);
    expect(slice.entries.length).toBeGreaterThan(10);
    expect(slice.cursor).not.toBe(oldCursor);
  });

  it('a host whose clock is 7 minutes ahead answers its slice and the skew, measured with its `date`', async () => {
    const slice = await okJson<JournalSlice>(await getJournal('skewed'));
    expect(slice.entries.length).toBeGreaterThan(10);
    const newest = slice.entries.at(-1)!.ts!;
    expect(newest / 1000 - Date.now()).toBeGreaterThan(6 * 60_000);
    expect(slice.clockSkewMs).not.toBeNull();
    expect(Math.abs(slice.clockSkewMs! - 7 * 60_000)).toBeLessThanOrEqual(2_000);
    const good = await okJson<JournalSlice>(await getJournal('good'));
    expect(good.clockSkewMs).toBe(0);
  });

  it('no nvidia-smi, and a failing driver, are typed GPU errors, not crashes', async () => {
    const missing = await okJson<GpuResponse>(await getGpus('nogpu'));
    expect(missing.report.error?.code).toBe('not_installed');
    expect(missing.report.gpus).toEqual([]);
    hosts.nogpu!.setNvidiaSmi('driver-failure');
    await new Promise((r) => setTimeout(r, 2_100));
    const failing = await okJson<GpuResponse>(await getGpus('nogpu'));
    expect(failing.report.error).toMatchObject({ code: 'no_nvidia_driver', message: expect.stringContaining("couldn't communicate with the NVIDIA driver") });
  });

  it('a changed host key is refused as `host_key_mismatch`, naming the offered fingerprint', async () => {
    const res = await getJournal('rekeyed');
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('host_key_mismatch');
    expect(body.error.message).toContain(hosts.rekeyed!.hostKeyFingerprint);
    expect(hosts.rekeyed!.countCommands('journalctl')).toBe(0);
  });

  it('binary, control-byte, progress-bar, non-JSON-looking and 1 MB messages all arrive as entries', async () => {
    const slice = await okJson<JournalSlice>(await getJournal('hostile', { since: String(Date.now() * 1000 - 10 * 60 * 1_000_000) }));
    expect(slice.entries).toHaveLength(9);
    expect(slice.entries.every((e) => e.parsed)).toBe(true);
    expect(slice.entries.some((e) => e.message.length >= 1 << 20)).toBe(true);
    expect(slice.entries.some((e) => e.message.includes('5% Completed | 3/64'))).toBe(true);
  });

  it('a dead host is `unreachable` and never delays the fleet answer for the others', async () => {
    expect(await errorOf(await getJournal('dead'))).toEqual({ status: 502, code: 'unreachable' });
    const t0 = performance.now();
    const body = await okJson<FleetResponse>(await fleet());
    const elapsed = performance.now() - t0;
    const by = Object.fromEntries(body.hosts.map((h) => [h.name, h]));
    expect(by.good?.reachable).toBe(true);
    expect(by.good?.units[0]?.status?.invocationId).toBe(NEW_INVOCATION);
    expect(by.dead?.error?.code).toBe('unreachable');
    expect(by.rekeyed?.error?.code).toBe('host_key_mismatch');
    expect(by.slow?.reachable).toBe(false);
    expect(by.slow?.error?.code).toBe('timeout');
    expect(by.nogpu?.reachable).toBe(true);
    expect(by.nogpu?.gpus?.error?.code).toBeDefined();
    expect(elapsed).toBeLessThan(COMMAND_TIMEOUT_MS + FLEET_MARGIN_MS);
  });
});
