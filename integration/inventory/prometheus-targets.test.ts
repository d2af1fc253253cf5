// Hosts from a real Prometheus's own scrape targets (Debian's prometheus 2.42, started here on loopback).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/integration/harness/free-port';
import type { FleetResponse } from '@/lib/api/types';
import { startExporter, startPrometheus, waitForSeries, type BasicAuthUser, type TestPrometheus } from './start-prometheus';

// Pre-computed once with bcryptjs (hashSync('radar-test-secret', 10)): Prometheus stores only the hash.
const RADAR_USER: BasicAuthUser = { user: 'radar', password: 'radar-test-secret', bcrypt: '$2a$10$F8xbDDX3d0lyBdcmI63RGOOHXNCei3NXlZXA5ad7x2qEFbTM.k/vy' };

let dir = '';
let prom: TestPrometheus;
let guarded: TestPrometheus;
const exporters: Array<Awaited<ReturnType<typeof startExporter>>> = [];
let fleet: () => Promise<FleetResponse>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'radar-targets-'));
  // Every 127.0.0.x is loopback on Linux: one address per "host", as instance labels differ in a real fleet.
  exporters.push(...(await Promise.all(['127.0.0.2', '127.0.0.3', '127.0.0.4'].map(startExporter))));
  const downPort = await freePort();
  prom = await startPrometheus([
    {
      job: 'node',
      targets: [
        ...exporters.map((e) => ({ address: e.address })),
        // A target whose exporter is down is still a host of the fleet.
        { address: `127.0.0.5:${downPort}` },
        { address: exporters[0]!.address.replace('127.0.0.2', 'localhost') },
      ],
    },
    { job: 'dcgm', targets: [{ address: exporters[1]!.address, labels: { Hostname: 'gpu-a' } }, { address: exporters[2]!.address, labels: { Hostname: 'gpu-b' } }] },
  ]);
  await waitForSeries(prom.url, 'up{job="node"}', 5);
  await waitForSeries(prom.url, 'up{job="dcgm"}', 2);
  guarded = await startPrometheus([{ job: 'node', targets: exporters.map((e) => ({ address: e.address })) }], { basicAuth: RADAR_USER });
  await waitForSeries(guarded.url, 'up{job="node"}', 3, 30_000, guarded.authorization);
  writeFileSync(
    path.join(dir, 'fleet.yaml'),
    `defaults:\n  user: radar\n  units: [vllm-kimi-k25]\nhosts:\n  - name: localhost\n    transport: demo\n    scenario: llm-two\nhostsFrom:\n  prometheus:\n    url: ${prom.url}\n    job: node\n    refreshSeconds: 5\n`,
  );
  Object.assign(process.env, { FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data'), RADAR_CONNECT_TIMEOUT_MS: '2000', RADAR_SSH_CONFIG: '/dev/null' });
  const route = (await import('@/app/api/hosts/route')).GET as unknown as (req: Request) => Promise<Response>;
  fleet = async () => (await route(new Request('http://127.0.0.1/api/hosts'))).json() as Promise<FleetResponse>;
}, 90_000);

afterAll(async () => {
  await prom?.close();
  await guarded?.close();
  await Promise.all(exporters.map((e) => e.close()));
  const { closeAllTransports } = await import('@/lib/transports');
  await closeAllTransports();
  rmSync(dir, { recursive: true, force: true });
});

describe('hosts from Prometheus up{job} targets', () => {
  it('one query lists every target of the job, up or down, by the host part of instance, one host per address', async () => {
    const { fetchPrometheusTargets } = await import('@/lib/inventory/prometheus-targets');
    const list = await fetchPrometheusTargets({ url: prom.url, job: 'node', label: 'instance', refreshSeconds: 60 }, { timeoutMs: 5_000 });
    expect(list.hosts.map((h) => h.name)).toEqual(['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', 'localhost']);
    expect(list.skipped).toEqual([]);
  });

  it('names hosts by another label, e.g. dcgm-exporter Hostname', async () => {
    const { fetchPrometheusTargets } = await import('@/lib/inventory/prometheus-targets');
    const list = await fetchPrometheusTargets({ url: prom.url, job: 'dcgm', label: 'Hostname', refreshSeconds: 60 }, { timeoutMs: 5_000 });
    expect(list.hosts).toEqual([
      { name: 'gpu-a', address: 'gpu-a' },
      { name: 'gpu-b', address: 'gpu-b' },
    ]);
  });

  it('a job Prometheus does not know is an empty list; a query Prometheus rejects is a typed error', async () => {
    const { fetchPrometheusTargets } = await import('@/lib/inventory/prometheus-targets');
    const none = await fetchPrometheusTargets({ url: prom.url, job: 'no-such-job', label: 'instance', refreshSeconds: 60 }, { timeoutMs: 5_000 });
    expect(none.hosts).toEqual([]);
    await expect(fetchPrometheusTargets({ url: `${prom.url}/no/such/prefix`, job: 'node', label: 'instance', refreshSeconds: 60 }, { timeoutMs: 5_000 })).rejects.toMatchObject({ code: 'prometheus_error' });
  });

  it('GET /api/hosts lists them beside the fleet file hosts (a hand-listed host keeps its own settings)', async () => {
    const body = await fleet();
    expect(body.hosts.map((h) => [h.name, h.transport])).toEqual([
      ['localhost', 'demo'],
      ['127.0.0.2', 'ssh'],
      ['127.0.0.3', 'ssh'],
      ['127.0.0.4', 'ssh'],
      ['127.0.0.5', 'ssh'],
    ]);
    expect(body.hostListError).toBeNull();
    const { getInventory } = await import('@/lib/inventory');
    expect(getInventory().hosts.find((h) => h.name === '127.0.0.3')).toMatchObject({ address: '127.0.0.3', port: 22, user: 'radar', units: [{ name: 'vllm-kimi-k25.service' }] });
  });

  it('Prometheus stopped: the fleet keeps the last known list and says why it is not refreshed; back up, the error clears', async () => {
    await prom.stop();
    const { getInventory } = await import('@/lib/inventory');
    const until = Date.now() + 20_000;
    while (!getInventory().sourceError && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    const body = await fleet();
    expect(body.hostListError).toMatchObject({ code: 'unreachable' });
    expect(body.hostListError!.message).toContain('connection refused');
    expect(body.hostListError!.listedAt).toBeGreaterThan(0);
    expect(body.hosts.map((h) => h.name)).toContain('127.0.0.4');
    expect(body.hosts).toHaveLength(5);

    await prom.start();
    const back = Date.now() + 30_000;
    while (getInventory().sourceError && Date.now() < back) await new Promise((r) => setTimeout(r, 250));
    expect(getInventory().sourceError).toBeNull();
    expect((await fleet()).hostListError).toBeNull();
  }, 60_000);
});

describe('hosts from a Prometheus behind basic auth (--web.config.file)', () => {
  const cfg = (extra: object = {}) => ({ url: guarded.url, job: 'node', label: 'instance', refreshSeconds: 60, ...extra });
  const basicAuth = { usernameEnv: 'RADAR_TEST_PROM_USER', passwordEnv: 'RADAR_TEST_PROM_PASS' };

  it('lists the targets with the credentials the fleet file names by environment variable', async () => {
    const { fetchPrometheusTargets } = await import('@/lib/inventory/prometheus-targets');
    Object.assign(process.env, { RADAR_TEST_PROM_USER: RADAR_USER.user, RADAR_TEST_PROM_PASS: RADAR_USER.password });
    const list = await fetchPrometheusTargets(cfg({ basicAuth }), { timeoutMs: 5_000 });
    expect(list.hosts.map((h) => h.name)).toEqual(['127.0.0.2', '127.0.0.3', '127.0.0.4']);
  });

  it('without credentials, with a wrong password, or with a variable unset: a typed error that says which', async () => {
    const { fetchPrometheusTargets } = await import('@/lib/inventory/prometheus-targets');
    await expect(fetchPrometheusTargets(cfg(), { timeoutMs: 5_000 })).rejects.toMatchObject({ code: 'prometheus_error', message: expect.stringContaining('HTTP 401: it asks for credentials') });
    Object.assign(process.env, { RADAR_TEST_PROM_USER: RADAR_USER.user, RADAR_TEST_PROM_PASS: 'wrong' });
    await expect(fetchPrometheusTargets(cfg({ basicAuth }), { timeoutMs: 5_000 })).rejects.toMatchObject({ code: 'prometheus_error', message: expect.stringContaining('credentials hostsFrom.prometheus names were refused') });
    delete process.env.RADAR_TEST_PROM_PASS;
    await expect(fetchPrometheusTargets(cfg({ basicAuth }), { timeoutMs: 5_000 })).rejects.toMatchObject({ code: 'bad_fleet_file', message: 'hostsFrom.prometheus: environment variable RADAR_TEST_PROM_PASS is not set' });
  });
});
