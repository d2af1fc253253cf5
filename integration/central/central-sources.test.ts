// The fleet round and the host page against a real Prometheus (scraping recorded dcgm-exporter output) and a real
// systemd-journal-remote directory fed by systemd-journal-upload; both started here, once for the file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetHost, FleetResponse, GpuResponse, JournalSlice } from '@/lib/api/types';
import type { ExportEntry } from '@/lib/commands/journal-export';
import { eightGpus, startTestExporter, type TestExporter } from '@/integration/harness/dcgm-exporter';
import { startJournalRemote, type TestJournalRemote } from '@/integration/harness/journal-remote';
import { startPrometheus, type TestPrometheus } from '@/integration/harness/prometheus';
import { sleep } from '@/integration/harness/processes';
import { storyJournal, STORY_UNIT, unitLine, NEW_INVOCATION } from '@/integration/harness/story-journal';

type Get = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

let exporter: TestExporter;
let prom: TestPrometheus;
let remote: TestJournalRemote;
let dir: string;
let fleet: () => Promise<FleetResponse>;
let fullRound: () => Promise<FleetResponse>;
let journal: (host: string, after?: string) => Promise<JournalSlice>;
let gpus: (host: string) => Promise<Response>;
const started = Date.now();

const asHost = (entries: ExportEntry[], hostname: string) => entries.map((e) => ({ ...e, _HOSTNAME: hostname }));
/** The story (a failed attempt, then a restart loading weights) ending about `endAgoS` seconds ago. */
function storyEndingAgo(endAgoS: number, hostname: string): ExportEntry[] {
  const probe = storyJournal(0);
  const span = Number(probe.at(-1)!.__REALTIME_TIMESTAMP);
  return asHost(storyJournal(started * 1000 - endAgoS * 1_000_000 - span), hostname);
}

/** A round after the shared answer of the previous one expired. */
async function nextRound(): Promise<FleetResponse> {
  await sleep(2_100);
  return fleet();
}
const row = (f: FleetResponse, name: string) => f.hosts.find((h) => h.name === name) as FleetHost;

/** Queries Prometheus has answered so far, from its own live counter (its /metrics page, not its TSDB). */
async function promQueries(): Promise<number> {
  const text = await (await fetch(`${prom.url}/metrics`)).text();
  let n = 0;
  for (const m of text.matchAll(/^prometheus_http_requests_total\{[^}]*handler="\/api\/v1\/query(?:_range)?"[^}]*\} (\d+)$/gm)) n += Number(m[1]);
  return n;
}

beforeAll(async () => {
  exporter = await startTestExporter();
  exporter.setHost('gpu-a', eightGpus(73_731));
  exporter.setHost('gpu-b', eightGpus(1_024));
  [prom, remote] = await Promise.all([startPrometheus([`127.0.0.1:${exporter.port}`]), startJournalRemote()]);
  await prom.waitForSeries('DCGM_FI_DEV_FB_USED{Hostname="gpu-b"}', 8);
  // In time order, as one sender's file is: journalctl's --since seeks by bisection and misses entries in a file whose times go back.
  await remote.upload([...storyEndingAgo(5, 'gpu-a'), ...storyEndingAgo(600, 'gpu-b')].sort((x, y) => Number(x.__REALTIME_TIMESTAMP) - Number(y.__REALTIME_TIMESTAMP)));
  dir = mkdtempSync(path.join(tmpdir(), 'radar-central-'));
  writeFileSync(
    path.join(dir, 'fleet.yaml'),
    [
      `prometheus: { url: "${prom.url}", timeoutMs: 1500 }`,
      `journalRemote: { host: local, directory: ${remote.directory}, staleAfterSeconds: 120 }`,
      'defaults: { gpuSource: prometheus, journalSource: journal-remote, units: [vllm-kimi-k25] }',
      'hosts:',
      // Port 1 on loopback refuses: the fleet round must never need these hosts themselves.
      '  - { name: gpu-a, address: 127.0.0.1, port: 1 }',
      '  - { name: gpu-b, address: 127.0.0.1, port: 1 }',
      '  - { name: gpu-missing, address: 127.0.0.1, port: 1 }',
      '  - { name: recorded-v100, address: 127.0.0.1, port: 1, prometheusLabel: r6i3n0 }',
      '',
    ].join('\n'),
  );
  Object.assign(process.env, { FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data'), RADAR_SSH_CONFIG: path.join(dir, 'no-ssh-config'), RADAR_CONNECT_TIMEOUT_MS: '2000' });
  const hostsRoute = (await import('@/app/api/hosts/route')).GET as unknown as (req: Request) => Promise<Response>;
  const journalRoute = (await import('@/app/api/hosts/[host]/units/[unit]/journal/route')).GET as Get;
  const gpusRoute = (await import('@/app/api/hosts/[host]/gpus/route')).GET as Get;
  fleet = async () => (await hostsRoute(new Request('http://127.0.0.1/api/hosts'))).json() as Promise<FleetResponse>;
  fullRound = async () => (await sleep(2_100), (await hostsRoute(new Request('http://127.0.0.1/api/hosts?wait=all'))).json() as Promise<FleetResponse>);
  journal = async (host, after) => {
    const res = await journalRoute(new Request(`http://127.0.0.1/api/hosts/${host}/units/${STORY_UNIT}/journal${after ? `?after=${encodeURIComponent(after)}` : ''}`), {
      params: Promise.resolve({ host, unit: STORY_UNIT }),
    });
    expect(res.status).toBe(200);
    return res.json() as Promise<JournalSlice>;
  };
  gpus = (host) => gpusRoute(new Request(`http://127.0.0.1/api/hosts/${host}/gpus`), { params: Promise.resolve({ host }) });
}, 120_000);

afterAll(async () => {
  const { closeAllTransports } = await import('@/lib/transports');
  await closeAllTransports();
  await Promise.all([prom?.stop(), remote?.stop(), exporter?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the fleet round from Prometheus and journal-remote', () => {
  it('GPUs from dcgm-exporter via one Prometheus query for all hosts, units from the directory, no SSH to any host', async () => {
    const before = await promQueries();
    const f = await fleet();
    expect((await promQueries()) - before).toBe(1);
    const a = row(f, 'gpu-a');
    expect(a).toMatchObject({ reachable: true, error: null, gpuError: null, latencyMs: null });
    expect(a.gpus?.source).toBe('prometheus');
    expect(a.gpus?.gpus.map((g) => g.usedMiB)).toEqual([73731, 73732, 73733, 73734, 73735, 73736, 73737, 73738]);
    expect(a.gpus?.gpus[0]).toMatchObject({ totalMiB: 81559, utilizationPct: 97, name: 'NVIDIA H100 80GB HBM3' });
    // Scraped every second: the figure is at most a few seconds old.
    expect(Date.now() - a.gpus!.at).toBeLessThan(10_000);
    const unit = a.units[0]!;
    expect(unit).toMatchObject({ unit: STORY_UNIT, status: null, error: null });
    expect(unit.summary).toMatchObject({ attempts: 2, currentPhase: 'loading_weights' });
    expect(unit.summary?.lastFatal?.headline).toBeTruthy();
    expect(a.journal).toMatchObject({ source: 'journal-remote', staleSince: null });
  });

  it('the recorded V100 page answers under its own Hostname: GPU 0 with utilisation and no memory series stays unknown, not zero', async () => {
    const v100 = row(await nextRound(), 'recorded-v100');
    expect(v100.gpus?.gpus).toEqual([{ index: 0, uuid: 'GPU-a6158b59-2c1e-1e63-0068-9178c4298abd', name: 'Tesla V100-SXM2-32GB', usedMiB: null, totalMiB: null, utilizationPct: 0 }]);
  });

  it('a host Prometheus and the directory do not know gets typed errors in its own row', async () => {
    const missing = row(await nextRound(), 'gpu-missing');
    expect(missing).toMatchObject({ reachable: true, gpus: null, gpuError: { code: 'not_in_prometheus' } });
    expect(missing.gpuError?.message).toContain('Hostname="gpu-missing"');
    expect(missing.units[0]?.error?.code).toBe('not_in_journal_remote');
  });

  it('a host whose journal stopped arriving shows "no journal since T", its last attempts still readable; new uploads clear it', async () => {
    const b = row(await nextRound(), 'gpu-b');
    expect(b.journal?.staleSince).toBeGreaterThan(0);
    expect(b.journal!.staleSince!).toBeLessThan((Date.now() - 500_000) * 1000);
    expect(b.units[0]?.summary?.attempts).toBe(2);
    const slice = await journal('gpu-b');
    expect(slice.entries.length).toBeGreaterThan(20);
    expect(new Set(slice.entries.map((e) => e.hostname))).toEqual(new Set(['gpu-b']));
    // Nothing arrived: no unit is analysed again, the kept digests serve.
    const { unitDigests } = await import('@/lib/api/unit-digest');
    const analysed = unitDigests().stats().computed;
    const unchanged = await fullRound();
    expect(unitDigests().stats().computed).toBe(analysed);
    expect(row(unchanged, 'gpu-b').units[0]?.summary).toEqual(b.units[0]?.summary);
    expect(row(unchanged, 'gpu-a').units[0]?.summary?.currentPhase).toBe('loading_weights');
    await remote.upload([unitLine({ ts: Date.now() * 1000, hostname: 'gpu-b', invocationId: NEW_INVOCATION, message: '(Worker_TP0 pid=222636) INFO 12-03 08:40:00 [default_loader.py:267] Loading weights took 41.30 seconds' })]);
    const moved = row(await fullRound(), 'gpu-b');
    expect(moved.journal?.staleSince).toBeNull();
    // Only the unit that moved is analysed again, and its digest is the new one.
    expect(unitDigests().stats().computed).toBe(analysed + 1);
    expect(b.units[0]?.summary?.currentPhase).toBe('loading_weights');
    expect(moved.units[0]?.summary?.currentPhase).toBe('weights_loaded');
  });

  it("the host page tails one host's unit in the directory by cursor: only that host's new lines", async () => {
    const first = await journal('gpu-a');
    expect(new Set(first.entries.map((e) => e.hostname))).toEqual(new Set(['gpu-a']));
    await remote.upload([
      unitLine({ ts: Date.now() * 1000, hostname: 'gpu-b', invocationId: NEW_INVOCATION, message: 'other host' }),
      unitLine({ ts: Date.now() * 1000 + 1, hostname: 'gpu-a', invocationId: NEW_INVOCATION, message: 'gpu-a new line' }),
    ]);
    await sleep(1_100);
    const next = await journal('gpu-a', first.cursor!);
    expect(next.cursorExpired).toBe(false);
    expect(next.entries.map((e) => e.message)).toEqual(['gpu-a new line']);
  });

  it('a corrupt file in the directory is skipped with a notice; every other host still reads', async () => {
    writeFileSync(path.join(remote.directory, 'remote-10.0.0.99.journal'), Buffer.concat([Buffer.from('LPKSHHRH'), Buffer.alloc(4096, 0xa5)]));
    // A real journal file's copy with its object area overwritten: the header still reads, the entries do not.
    const real = readFileSync(path.join(remote.directory, 'remote-127.0.0.1.journal'));
    writeFileSync(path.join(remote.directory, 'remote-10.0.0.98.journal'), Buffer.concat([real.subarray(0, 4096), Buffer.alloc(real.length - 4096, 0x5a)]));
    const f = await nextRound();
    expect(f.notices?.join('\n')).toMatch(/remote-10\.0\.0\.99\.journal .*ignoring file\./);
    expect(row(f, 'gpu-a').units[0]?.summary?.attempts).toBe(2);
    expect((await journal('gpu-b')).entries.length).toBeGreaterThan(20);
  });

  it("the host page: nvidia-smi over SSH fails here, so Prometheus's figures answer with the SSH error and the sparkline", async () => {
    const res = await gpus('gpu-a');
    expect(res.status).toBe(200);
    const body = (await res.json()) as GpuResponse;
    expect(body.sshError?.code).toBe('unreachable');
    expect(body.report.source).toBe('prometheus');
    expect(body.central?.history?.usedMiB[0]?.length).toBeGreaterThan(0);
    expect(body.central?.history?.usedMiB[0]?.every((v) => v === 73731)).toBe(true);
  });
});

describe('Prometheus faults', () => {
  it('stopped mid-view: every Prometheus host says prometheus_down in its row, the journal part stays; back when it is back', async () => {
    await prom.kill();
    try {
      const f = await nextRound();
      for (const name of ['gpu-a', 'gpu-b', 'gpu-missing']) expect(row(f, name)).toMatchObject({ gpus: null, gpuError: { code: 'prometheus_down' } });
      expect(row(f, 'gpu-a').units[0]?.summary?.attempts).toBe(2);
      expect((await gpus('gpu-a')).status).toBe(502);
    } finally {
      await prom.start();
    }
    await prom.waitForSeries('DCGM_FI_DEV_FB_USED{Hostname="gpu-a"}', 8);
    expect(row(await nextRound(), 'gpu-a').gpus?.gpus).toHaveLength(8);
  });

  it('slow (accepts, never answers): prometheus_timeout within the configured timeout; not JSON: prometheus_bad_answer', async () => {
    const { readDcgmFleet } = await import('@/lib/prometheus/read-dcgm');
    const held: Socket[] = [];
    const silent: Server = createServer((s) => held.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const html = (await import('node:http')).createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'));
    await new Promise<void>((r) => html.listen(0, '127.0.0.1', () => r()));
    try {
      const server = (port: number) => ({ url: `http://127.0.0.1:${port}`, auth: null, timeoutMs: 400 });
      const t0 = performance.now();
      await expect(readDcgmFleet(server((silent.address() as { port: number }).port), 'Hostname', ['gpu-a'])).rejects.toMatchObject({ code: 'prometheus_timeout' });
      expect(performance.now() - t0).toBeLessThan(2_000);
      await expect(readDcgmFleet(server((html.address() as { port: number }).port), 'Hostname', ['gpu-a'])).rejects.toMatchObject({ code: 'prometheus_bad_answer' });
      // Real Prometheus refusing a query answers 400 with its own words, which the parser turns into a typed refusal.
      const { promQuery } = await import('@/lib/prometheus/query');
      const { parseDcgmVector } = await import('@/lib/gpu/parse-prometheus');
      const refused = await promQuery(server(prom.port), '/api/v1/query', { query: 'sum(' });
      expect(() => parseDcgmVector(refused, 'Hostname')).toThrow(/refused the query \(bad_data\)/);
    } finally {
      for (const s of held) s.destroy();
      silent.close();
      html.close();
    }
  });
});
