import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '@/lib/snapshots/types';
import type { ErrorBody } from './error-codes';
import type { FleetResponse, GpuResponse, JournalSlice, StatusResponse } from './types';

// The handlers themselves, called with a Request, on the built-in demo fleet (no fleet file).
const root = mkdtempSync(path.join(tmpdir(), 'radar-routes-demo-'));
process.env.FLEET_FILE = path.join(root, 'no-fleet.yaml');
process.env.RADAR_DATA_DIR = path.join(root, 'data');

type Ctx = { params: Promise<Record<string, string>> };
type Route = (req: Request, ctx: Ctx) => Promise<Response>;
const routes: Record<string, Route> = {};

beforeAll(async () => {
  routes.hosts = (await import('@/app/api/hosts/route')).GET as Route;
  routes.gpus = (await import('@/app/api/hosts/[host]/gpus/route')).GET as Route;
  routes.status = (await import('@/app/api/hosts/[host]/units/[unit]/status/route')).GET as Route;
  routes.journal = (await import('@/app/api/hosts/[host]/units/[unit]/journal/route')).GET as Route;
  routes.snapshots = (await import('@/app/api/snapshots/route')).POST as Route;
  routes.snapshot = (await import('@/app/api/snapshots/[id]/route')).GET as Route;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function call<T>(route: string, params: Record<string, string>, init?: { query?: Record<string, string>; body?: unknown }) {
  const url = `http://radar.test/api/x?${new URLSearchParams(init?.query ?? {})}`;
  const req =
    init?.body !== undefined
      ? new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) })
      : new Request(url);
  const res = await routes[route]!(req, { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json()) as T & ErrorBody };
}

const KIMI = { host: 'llm-two', unit: 'vllm-kimi-k25.service' };

async function deadHost(): Promise<string> {
  const { body } = await call<FleetResponse>('hosts', {}, { query: { wait: 'all' } });
  return body.hosts.find((h) => !h.reachable)!.name;
}

describe('route handlers on the demo fleet', () => {
  it('GET /api/hosts answers every host, the unreachable one with its error inside', async () => {
    const { status, body } = await call<FleetResponse>('hosts', {}, { query: { wait: 'all' } });
    expect(status).toBe(200);
    expect(body.inventoryError).toBeNull();
    expect(body.hosts.length).toBeGreaterThanOrEqual(4);
    const dead = body.hosts.filter((h) => !h.reachable);
    expect(dead.map((h) => h.error?.code)).toEqual(['unreachable']);
    const llmTwo = body.hosts.find((h) => h.name === 'llm-two')!;
    expect(llmTwo.reachable).toBe(true);
    expect(llmTwo.units[0]?.status?.id).toBe(KIMI.unit);
    expect(llmTwo.units[0]?.summary?.attempts).toBeGreaterThan(0);
    expect(llmTwo.gpus?.gpus).toHaveLength(8);
  });

  it('GET status, gpus and journal of the story host', async () => {
    const status = await call<StatusResponse>('status', KIMI);
    expect(status.status).toBe(200);
    expect(status.body.status.invocationId).toMatch(/^[0-9a-f]{32}$/);
    const gpus = await call<GpuResponse>('gpus', { host: 'llm-two' });
    expect(gpus.body.report.gpus).toHaveLength(8);
    const slice = await call<JournalSlice>('journal', KIMI, { query: { limit: '50' } });
    expect(slice.status).toBe(200);
    expect(slice.body.entries.length).toBeGreaterThan(0);
    expect(slice.body.entries.length).toBeLessThanOrEqual(50);
    // The journal's current invocation is the one systemctl reports.
    expect(slice.body.entries.some((e) => e.invocationId === status.body.status.invocationId)).toBe(true);
  });

  it('an unreachable host is a 502 unreachable envelope on each host route', async () => {
    const host = await deadHost();
    const fleet = await call<FleetResponse>('hosts', {}, { query: { wait: 'all' } });
    const unit = fleet.body.hosts.find((h) => h.name === host)!.units[0]!.unit;
    for (const [route, params] of [['gpus', { host }], ['status', { host, unit }], ['journal', { host, unit }]] as const) {
      const res = await call(route, params);
      expect({ route, status: res.status, code: res.body.error?.code }).toEqual({ route, status: 502, code: 'unreachable' });
    }
  });

  it('an unknown unit is unit_not_found, an unknown host unknown_host', async () => {
    expect((await call('status', { host: 'llm-two', unit: 'nope.service' })).body.error.code).toBe('unit_not_found');
    expect((await call('journal', { host: 'llm-two', unit: 'nope.service' })).body.error.code).toBe('unit_not_found');
    expect((await call('gpus', { host: 'llm-zero' })).status).toBe(404);
  });

  it('fifty concurrent viewers of one host cost one exec per command', async () => {
    const { getHostOrThrow } = await import('@/lib/inventory');
    const { transportFor } = await import('@/lib/transports');
    const { sharedCoalescer } = await import('./coalesce');
    const exec = vi.spyOn(transportFor(getHostOrThrow('llm-two')), 'exec');
    sharedCoalescer().clear();
    await Promise.all(Array.from({ length: 50 }, () => Promise.all([call('gpus', { host: 'llm-two' }), call('status', KIMI)])));
    const argv0 = exec.mock.calls.map((c) => `${c[0][0]} ${c[0][1]}`).sort();
    expect(argv0).toEqual(['nvidia-smi --query-compute-apps=pid,gpu_uuid,used_memory', 'nvidia-smi --query-gpu=index,uuid,name,memory.used,memory.total,utilization.gpu', 'ps -e', 'systemctl show']);
    exec.mockRestore();
  });

  it('POST /api/snapshots freezes a slice the server fetched; GET reads it back', async () => {
    const created = await call<{ id: string; url: string }>('snapshots', {}, { body: { host: 'llm-two', unit: 'vllm-kimi-k25' } });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`/s/${created.body.id}`);
    const read = await call<Snapshot>('snapshot', { id: created.body.id });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ host: 'llm-two', unit: KIMI.unit, source: 'host' });
    expect(read.body.entries.length).toBeGreaterThan(0);
    expect(read.body.analysis.entryAttempt).toHaveLength(read.body.entries.length);
    expect(read.body.gpuSamples[0]?.gpus).toHaveLength(8);
  });

  it('a snapshot of an unreachable host fails as unreachable and stores nothing', async () => {
    const host = await deadHost();
    const { listHosts } = await import('@/lib/inventory');
    const unit = listHosts().find((h) => h.name === host)!.units[0]!.name;
    const { defaultSnapshotStore } = await import('@/lib/snapshots/store');
    const before = await defaultSnapshotStore().count();
    const res = await call('snapshots', {}, { body: { host, unit } });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('unreachable');
    expect(await defaultSnapshotStore().count()).toBe(before);
  });
});
