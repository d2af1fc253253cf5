// bench/fleet: 32 real test hosts (one sshd each on loopback) behind `next start`: GET /api/hosts with
// every host up, then with a quarter dead (half refusing, half accepting TCP and never answering),
// and the most SSH connections open at once against the configured cap. By default one server with the
// dashboard's default cap (64: every host pooled) and one with a cap of half the hosts (16: each round reconnects).
// Run: npx tsx bench/fleet.ts [--hosts 32] [--cap N: only this cap] [--connect-timeout 5000]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fleetYamlFor, socketInodesOf, startTestHosts, tcpSockets } from '@/integration/harness';
import { descendantsOf } from '@/integration/harness/processes';
import { startNext, type NextServer } from '@/e2e/security/start-next';
import type { FleetResponse } from '@/lib/api/types';
import { ensureBuild, flag } from './ensure-build';

const HOSTS = flag('hosts', 32);
/** The dashboard's default RADAR_SSH_MAX_CONNECTIONS (lib/env.ts). */
const DEFAULT_CAP = 64;
const CAPS = process.argv.includes('--cap') ? [flag('cap', DEFAULT_CAP)] : [DEFAULT_CAP, Math.max(1, Math.floor(HOSTS / 2))];
const CONNECT_TIMEOUT_MS = flag('connect-timeout', 5_000);
const COMMAND_TIMEOUT_MS = 10_000;

/** Established TCP connections from the server to any of `ports` (matched by socket inode). */
function sshConnections(ports: Set<number>, procs: readonly number[]): number {
  const mine = socketInodesOf(procs);
  return tcpSockets(['/proc/net/tcp']).filter((s) => s.state === '01' && ports.has(s.remotePort) && mine.has(s.inode)).length;
}

const TICK_MS = 10; // USER_HZ = 100 on Linux
/** Connection count sampling period: short enough to catch a peak, long enough to stay out of the measurement. */
const SAMPLE_MS = 50;

/** CPU time (ms) the server's processes have used so far: utime + stime from /proc/PID/stat. */
function serverCpuMs(procs: readonly number[]): number {
  let ticks = 0;
  for (const p of procs) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Exited between listing and reading.
    }
  }
  return ticks * TICK_MS;
}

/** CPU time (ms) the whole machine has spent busy so far, all cores: /proc/stat minus idle and iowait. */
function machineBusyMs(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - cpu[3]! - cpu[4]!) * TICK_MS;
}

/** Share of both cores busy over `ms` while this bench does nothing: other load makes every figure here slower. */
async function backgroundLoad(ms: number): Promise<number> {
  const busy0 = machineBusyMs();
  await sleep(ms);
  return (machineBusyMs() - busy0) / (ms * cpus().length);
}

const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function timedFleet(baseURL: string, ports: Set<number>, pid: number) {
  // The server's process tree, listed once: scanning all of /proc at every sample would cost this bench more CPU than the server uses.
  const procs = [pid, ...descendantsOf(pid)];
  const cpu0 = serverCpuMs(procs);
  const busy0 = machineBusyMs();
  const own0 = ownCpuMs();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, sshConnections(ports, procs))), SAMPLE_MS);
  const t0 = performance.now();
  const body = (await (await fetch(`${baseURL}/api/hosts?wait=all`)).json()) as FleetResponse;
  const ms = performance.now() - t0;
  const serverCpu = serverCpuMs(procs) - cpu0;
  const machineCpu = machineBusyMs() - busy0;
  const benchCpu = Math.round(ownCpuMs() - own0);
  clearInterval(sampler);
  peak = Math.max(peak, sshConnections(ports, procs));
  const up = body.hosts.filter((h) => h.reachable).length;
  const codes: Record<string, number> = {};
  for (const h of body.hosts) if (h.error) codes[h.error.code] = (codes[h.error.code] ?? 0) + 1;
  const lat = body.hosts.map((h) => h.latencyMs).filter((l): l is number => l !== null);
  return { ms, up, total: body.hosts.length, codes, peak, hostMedianMs: lat.length ? median(lat) : 0, serverCpu, machineCpu, benchCpu };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const WARM_ROUNDS = 5;

type Round = Awaited<ReturnType<typeof timedFleet>>;

/** What the fleet page gets: the first answer of GET /api/hosts, then polls every 250 ms until no host is pending. */
async function firstAnswer(baseURL: string) {
  const t0 = performance.now();
  let body = (await (await fetch(`${baseURL}/api/hosts`)).json()) as FleetResponse;
  const firstMs = performance.now() - t0;
  const live = body.hosts.filter((h) => h.reachable && !h.pending).length;
  const pending = body.pending;
  while (body.pending > 0 && performance.now() - t0 < 30_000) {
    await sleep(250);
    body = (await (await fetch(`${baseURL}/api/hosts`)).json()) as FleetResponse;
  }
  return { firstMs, live, pending, settledMs: performance.now() - t0, errors: body.hosts.filter((h) => h.error).length };
}

const report = (label: string, cap: number, r: Round) =>
  console.log(`  ${label}: ${r.ms.toFixed(0)} ms, ${r.up}/${r.total} reachable, errors ${JSON.stringify(r.codes)}, median host latency ${r.hostMedianMs} ms, peak SSH connections ${r.peak} (cap ${cap}); CPU: dashboard ${r.serverCpu} ms, this bench ${r.benchCpu} ms, of ${r.machineCpu} ms busy on the machine`);

async function main() {
  await ensureBuild();
  const load = await backgroundLoad(2_000);
  console.log(`machine busy before the bench: ${(load * 100).toFixed(0)} % of ${cpus().length} cores${load > 0.1 ? ' (other work is running: figures below are slower than on a quiet machine)' : ''}`);
  const t = performance.now();
  const hosts = await startTestHosts(HOSTS, (i) => ({ name: `gpu-${String(i).padStart(2, '0')}` }));
  console.log(`${HOSTS} test hosts up in ${((performance.now() - t) / 1000).toFixed(1)} s; SSH connection caps ${CAPS.join(', ')}; connect timeout ${CONNECT_TIMEOUT_MS} ms`);
  const ports = new Set(hosts.map((h) => h.port));
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-fleet-'));
  writeFileSync(path.join(dir, 'fleet.yaml'), fleetYamlFor(hosts));
  const servers: Array<{ cap: number; server: NextServer; rounds: Round[] }> = [];
  const hung: Server[] = [];
  const held: Socket[] = [];
  try {
    // One server per cap, each measured alone while the others sit idle.
    for (const cap of CAPS) {
      const server = await startNext({
        FLEET_FILE: path.join(dir, 'fleet.yaml'),
        RADAR_DATA_DIR: path.join(dir, `data-${cap}`),
        RADAR_SSH_MAX_CONNECTIONS: String(cap),
        RADAR_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        RADAR_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
      }, 60_000, '/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA');
      const entry = { cap, server, rounds: [] as Round[] };
      servers.push(entry);
      const cold = await timedFleet(server.baseURL, ports, server.pid);
      const warm: Round[] = [];
      for (let i = 0; i < WARM_ROUNDS; i++) {
        await sleep(2_100);
        warm.push(await timedFleet(server.baseURL, ports, server.pid));
      }
      entry.rounds.push(cold, ...warm);
      console.log(`\nall hosts up, cap ${cap}${cap >= HOSTS ? ' (every host pooled)' : ` (fewer slots than hosts: rounds reconnect)`}`);
      report('cold (connects included)', cap, cold);
      warm.forEach((w, i) => report(`warm #${i + 1}`, cap, w));
      console.log(`  median warm: ${median(warm.map((w) => w.ms)).toFixed(0)} ms (goal < 2000 ms)`);
    }

    const dead = hosts.slice(0, Math.floor(HOSTS / 4));
    await Promise.all(dead.map((h) => h.kill()));
    // Half of them refuse connections; the other half accept TCP and never speak SSH (a hung host).
    for (const h of dead.slice(0, Math.floor(dead.length / 2))) {
      const s = createServer((sock) => held.push(sock));
      await new Promise<void>((r) => s.listen(h.port, '127.0.0.1', () => r()));
      hung.push(s);
    }
    await sleep(2_100);
    for (const entry of servers) {
      console.log(`\n${dead.length} of ${HOSTS} hosts dead (${hung.length} hung, ${dead.length - hung.length} refusing), cap ${entry.cap}`);
      const down: Round[] = [];
      for (let i = 0; i < 2; i++) {
        down.push(await timedFleet(entry.server.baseURL, ports, entry.server.pid));
        report(`call #${i + 1}`, entry.cap, down[i]!);
        await sleep(2_100);
      }
      entry.rounds.push(...down);
      console.log(`  worst: ${Math.max(...down.map((d) => d.ms)).toFixed(0)} ms (goal ≤ connect timeout ${CONNECT_TIMEOUT_MS} ms + margin)`);
      const fa = await firstAnswer(entry.server.baseURL);
      console.log(`  first answer (what the page shows): ${fa.firstMs.toFixed(0)} ms with ${fa.live} hosts answered, ${fa.pending} pending (goal < 1000 ms); all settled in ${fa.settledMs.toFixed(0)} ms, ${fa.errors} hosts with errors`);
      await sleep(2_100);
    }
    console.log('');
    for (const { cap, rounds } of servers) {
      const peak = Math.max(...rounds.map((r) => r.peak));
      console.log(`peak concurrent SSH connections, cap ${cap}: ${peak}: ${peak <= cap ? 'within cap' : 'OVER CAP'}`);
    }
  } finally {
    for (const s of held) s.destroy();
    for (const s of hung) s.close();
    await Promise.all(servers.map((s) => s.server.stop()));
    await Promise.all(hosts.map((h) => h.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
