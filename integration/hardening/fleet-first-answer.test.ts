// GET /api/hosts on 32 real sshd hosts, 8 of them dead (4 hung: TCP accepted, never a banner; 4 refusing):
// the first answer comes within a second with the live hosts' results, the dead ones follow as errors.
//
// The second is bench:fleet's goal, measured there on a quiet machine. Here the 32 test hosts fork their journalctl and
// nvidia-smi on the same 2 cores as the handler, and under CI's other suites the OS leaves the handler unscheduled for up
// to ~850 ms (2026-12-07, load 12–26: first answer 544–1,336 ms while the handler's own CPU was 66–71 ms). So this test
// holds the handler to what is its own: its CPU during the call stays far under the budget, and the wall time stays far
// under the 5 s a handler that waited for the hung hosts would take.
import { cpuUsage } from 'node:process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetYamlFor, startTestHosts, type TestHost } from '@/integration/harness';
import type { FleetResponse } from '@/lib/api/types';

const CONNECT_TIMEOUT_MS = 5_000;
const HOSTS = 32;
// Far under CONNECT_TIMEOUT_MS (what waiting for a hung host costs); over the second only when the machine is loaded.
const WALL_LIMIT_MS = 2_000;
let dir = '';
let hosts: TestHost[] = [];
const hung: Server[] = [];
const held: Socket[] = [];
let fleet: (query?: string) => Promise<{ ms: number; body: FleetResponse }>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'radar-first-answer-'));
  hosts = await startTestHosts(HOSTS, (i) => ({ name: `gpu-${String(i).padStart(2, '0')}` }));
  writeFileSync(path.join(dir, 'fleet.yaml'), fleetYamlFor(hosts));
  Object.assign(process.env, {
    FLEET_FILE: path.join(dir, 'fleet.yaml'),
    RADAR_DATA_DIR: path.join(dir, 'data'),
    RADAR_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    RADAR_COMMAND_TIMEOUT_MS: '10000',
  });
  const route = (await import('@/app/api/hosts/route')).GET as unknown as (req: Request) => Promise<Response>;
  fleet = async (query = '') => {
    const t0 = performance.now();
    const res = await route(new Request(`http://127.0.0.1/api/hosts${query}`));
    const body = (await res.json()) as FleetResponse;
    return { ms: performance.now() - t0, body };
  };
}, 180_000);

afterAll(async () => {
  for (const s of held) s.destroy();
  for (const s of hung) s.close();
  const { closeAllTransports } = await import('@/lib/transports');
  await closeAllTransports();
  await Promise.all(hosts.map((h) => h.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/hosts with dead hosts', () => {
  it('8 of 32 dead: the first answer is under a second and holds every live host; the dead follow as unreachable or timeout', async () => {
    const warm = await fleet('?wait=all');
    expect(warm.body.pending).toBe(0);
    expect(warm.body.hosts.filter((h) => h.reachable)).toHaveLength(HOSTS);

    const dead = hosts.slice(0, 8);
    await Promise.all(dead.map((h) => h.kill()));
    for (const h of dead.slice(0, 4)) {
      const s = createServer((sock) => held.push(sock));
      await new Promise<void>((r) => s.listen(h.port, '127.0.0.1', () => r()));
      hung.push(s);
    }
    // Every answer is now older than its ttl: the next call asks all 32 hosts again.
    await sleep(2_100);

    const cpu0 = cpuUsage();
    const first = await fleet();
    const cpu = cpuUsage(cpu0);
    expect((cpu.user + cpu.system) / 1_000, 'the handler\'s own CPU during the first answer (ms)').toBeLessThan(400);
    expect(first.ms, `first answer ${first.ms.toFixed(0)} ms`).toBeLessThan(WALL_LIMIT_MS);
    const by = new Map(first.body.hosts.map((h) => [h.name, h]));
    const deadNames = new Set(dead.map((h) => h.name));
    for (const h of hosts.filter((x) => !deadNames.has(x.name))) {
      const row = by.get(h.name)!;
      // Fresh, or the answer of a moment ago while the new one is under way: never a blank row.
      expect(row.reachable, h.name).toBe(true);
      expect(row.units[0]?.status, h.name).not.toBeNull();
      expect(row.checkedAt, h.name).not.toBeNull();
    }
    const hungRows = dead.slice(0, 4).map((h) => by.get(h.name)!);
    // A hung host cannot have answered yet: it is waiting (its last answer kept beside).
    for (const row of hungRows) expect(row.pending, row.name).toBe(true);
    expect(first.body.pending).toBeGreaterThanOrEqual(4);

    let settled = first.body;
    const until = Date.now() + CONNECT_TIMEOUT_MS + 5_000;
    while (settled.hosts.some((h) => deadNames.has(h.name) && (h.pending || !h.error)) && Date.now() < until) {
      await sleep(250);
      settled = (await fleet()).body;
    }
    for (const name of deadNames) {
      const row = settled.hosts.find((h) => h.name === name)!;
      expect(row.reachable, name).toBe(false);
      expect(['unreachable', 'timeout'], `${name}: ${row.error?.code}`).toContain(row.error?.code);
    }
  }, 60_000);

  it('later rounds answer at once with the dead hosts as errors and the live ones fresh', async () => {
    await sleep(2_100);
    const next = await fleet();
    expect(next.ms, `next answer ${next.ms.toFixed(0)} ms`).toBeLessThan(WALL_LIMIT_MS);
    expect(next.body.hosts.filter((h) => h.reachable && !h.pending).length + next.body.pending).toBeGreaterThanOrEqual(24);
    for (const h of next.body.hosts.slice(0, 8)) expect(h.error?.code ?? (h.pending ? 'pending' : null)).not.toBeNull();
  }, 30_000);
});
