// bench/scale: a synthetic fleet of N hosts × 8 GPUs (a test exporter of dcgm-exporter lines, scraped by a real
// prometheus) and N hosts' journals in one journal-remote directory (real systemd-journal-remote, fed by
// systemd-journal-upload), read over SSH from one log host, behind `next start`. Times GET /api/hosts warm (p50/p95),
// the server's RSS, the SSH connections it holds and the Prometheus queries per round; then the same round over
// per-host SSH for 32 real test hosts (bench/fleet's machinery), as a per-host ratio.
// Run: npm run bench:scale -- --hosts 1000 [--rounds 12] [--ssh-hosts 32]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fleetYamlFor, outgoingConnections, startTestHost, startTestHosts, storyJournal, STORY_UNIT } from '@/integration/harness';
import { eightGpus, startTestExporter } from '@/integration/harness/dcgm-exporter';
import { startJournalRemote } from '@/integration/harness/journal-remote';
import { descendantsOf, sleep } from '@/integration/harness/processes';
import { startPrometheus } from '@/integration/harness/prometheus';
import { startNext, type NextServer } from '@/e2e/security/start-next';
import type { FleetResponse } from '@/lib/api/types';
import type { ExportEntry } from '@/lib/commands/journal-export';
import { ensureBuild, flag } from './ensure-build';

const HOSTS = flag('hosts', 1000);
const ROUNDS = flag('rounds', 12);
const SSH_HOSTS = flag('ssh-hosts', 32);
/** The fleet answer is shared for 2 s (FLEET_TTL_MS): every measured round waits it out, like a 5 s poll would. */
const ROUND_GAP_MS = 2_100;
/** Hosts whose journal stopped arriving 30 min ago (staleAfterSeconds 900): they show "no journal since T". */
const STALE_EVERY = 20;

const hostName = (i: number) => `gpu-${String(i + 1).padStart(4, '0')}`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const mib = (kb: number) => kb / 1024;

/** VmRSS (KiB) summed over a process tree: `next start` and the server it runs. */
function treeRssKb(pid: number): number {
  let kb = 0;
  for (const p of [pid, ...descendantsOf(pid)]) {
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Exited.
    }
  }
  return kb;
}

/** Queries Prometheus has answered so far, from its own live counter on /metrics. */
async function promQueries(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let n = 0;
  for (const m of text.matchAll(/^prometheus_http_requests_total\{[^}]*handler="\/api\/v1\/query(?:_range)?"[^}]*\} (\d+)$/gm)) n += Number(m[1]);
  return n;
}

interface Round {
  ms: number;
  peakSsh: number;
  rssKb: number;
  notices: string[];
  body: FleetResponse;
}

/** A complete round: `?wait=all` waits for every host (the default answer comes within 0.5 s with the slow ones pending). */
async function round(server: NextServer, sshPorts: ReadonlySet<number>): Promise<Round> {
  const procs = [server.pid, ...descendantsOf(server.pid)];
  let peakSsh = outgoingConnections(procs, sshPorts);
  const sampler = setInterval(() => (peakSsh = Math.max(peakSsh, outgoingConnections(procs, sshPorts))), 50);
  const t0 = performance.now();
  const res = await fetch(`${server.baseURL}/api/hosts?wait=all`);
  const body = (await res.json()) as FleetResponse;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peakSsh = Math.max(peakSsh, outgoingConnections(procs, sshPorts));
  return { ms, peakSsh, rssKb: treeRssKb(server.pid), notices: body.notices ?? [], body };
}

/** N hosts' stories (a failed attempt, then a restart loading weights), spread over the last 50 minutes, in time order. */
function fleetJournal(n: number, nowUs: number): ExportEntry[] {
  const span = Number(storyJournal(0).at(-1)!.__REALTIME_TIMESTAMP);
  const entries: ExportEntry[] = [];
  for (let i = 0; i < n; i++) {
    const end = i % STALE_EVERY === 0 ? nowUs - 30 * 60e6 : nowUs - 5e6 - Math.floor((i / n) * 10 * 60e6);
    for (const e of storyJournal(end - span)) entries.push({ ...e, _HOSTNAME: hostName(i) });
  }
  return entries.sort((a, b) => Number(a.__REALTIME_TIMESTAMP) - Number(b.__REALTIME_TIMESTAMP));
}

function summarise(label: string, rounds: Round[]) {
  const ms = rounds.map((r) => r.ms);
  console.log(`  ${label}: ${rounds.length} rounds, p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms, min ${Math.min(...ms).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`);
}

async function centralFleet(dir: string) {
  const t = performance.now();
  const exporter = await startTestExporter();
  for (let i = 0; i < HOSTS; i++) exporter.setHost(hostName(i), eightGpus(60_000 + (i % 200) * 100));
  const [prom, remote, logs] = await Promise.all([startPrometheus([`127.0.0.1:${exporter.port}`], { scrapeIntervalS: 5 }), startJournalRemote(), startTestHost({ name: 'logs' })]);
  try {
    await prom.waitForSeries(`count(DCGM_FI_DEV_FB_USED{Hostname=~"gpu-.*"}) >= ${HOSTS * 8}`, 1, 120_000);
    const entries = fleetJournal(HOSTS, Date.now() * 1000);
    await remote.upload(entries);
    remote.makeReadable();
    console.log(`central sources up in ${((performance.now() - t) / 1000).toFixed(1)} s: ${HOSTS * 8} GPUs in Prometheus, ${entries.length} journal entries of ${HOSTS} hosts in ${remote.directory}`);
    writeFileSync(
      path.join(dir, 'fleet.yaml'),
      [
        `prometheus: { url: "${prom.url}", timeoutMs: 5000 }`,
        `journalRemote: { host: logs, directory: ${remote.directory}, staleAfterSeconds: 900 }`,
        `defaults: { gpuSource: prometheus, journalSource: journal-remote, units: [${STORY_UNIT}] }`,
        fleetYamlFor([logs], () => ({ extra: { gpuSource: 'ssh', journalSource: 'ssh' } })).trimEnd(),
        // Nothing listens on port 1: a round that tried SSH to a GPU host would show it as unreachable.
        ...Array.from({ length: HOSTS }, (_, i) => `  - { name: ${hostName(i)}, address: 127.0.0.1, port: 1 }`),
        '',
      ].join('\n'),
    );
    const server = await startNext({ FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data'), RADAR_COMMAND_TIMEOUT_MS: '20000' }, 60_000, '/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA');
    try {
      const sshPorts = new Set([logs.port]);
      const cold = await round(server, sshPorts);
      console.log(`  cold: ${cold.ms.toFixed(0)} ms (first read of the directory and ${HOSTS} analyses), notices: ${cold.notices.join(' | ') || 'none'}`);
      let warmups = 0;
      for (let last = cold; last.notices.some((n) => n.includes('catching up')) && warmups < 10; warmups++) {
        await sleep(ROUND_GAP_MS);
        last = await round(server, sshPorts);
        console.log(`  catch-up round ${warmups + 1}: ${last.ms.toFixed(0)} ms, notices: ${last.notices.join(' | ') || 'none'}`);
      }
      const q0 = await promQueries(prom.url);
      const warm: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        await sleep(ROUND_GAP_MS);
        warm.push(await round(server, sshPorts));
      }
      const queries = ((await promQueries(prom.url)) - q0) / ROUNDS;
      const last = warm.at(-1)!.body;
      const gpus = last.hosts.reduce((n, h) => n + (h.gpus?.gpus.length ?? 0), 0);
      const stale = last.hosts.filter((h) => h.journal?.staleSince != null).length;
      const withSummary = last.hosts.filter((h) => h.units[0]?.summary).length;
      const errors: Record<string, number> = {};
      for (const h of last.hosts) for (const e of [h.error, h.gpuError, ...h.units.map((u) => u.error)]) if (e) errors[e.code] = (errors[e.code] ?? 0) + 1;
      console.log(`  last round: ${last.hosts.length} rows, ${gpus} GPUs with figures, ${withSummary} units analysed, ${stale} "no journal since", errors ${JSON.stringify(errors)}`);
      summarise(`central sources, ${HOSTS} hosts`, warm);
      return {
        p50: pct(warm.map((r) => r.ms), 50),
        p95: pct(warm.map((r) => r.ms), 95),
        rssMiB: mib(Math.max(...warm.map((r) => r.rssKb))),
        ssh: Math.max(cold.peakSsh, ...warm.map((r) => r.peakSsh)),
        queries,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await Promise.all([prom.stop(), remote.stop(), logs.stop(), exporter.stop()]);
  }
}

async function sshFleet(dir: string) {
  const hosts = await startTestHosts(SSH_HOSTS, (i) => ({ name: `ssh-${String(i).padStart(2, '0')}` }));
  try {
    writeFileSync(path.join(dir, 'ssh-fleet.yaml'), fleetYamlFor(hosts));
    const server = await startNext({ FLEET_FILE: path.join(dir, 'ssh-fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'ssh-data') }, 60_000, '/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA');
    try {
      const ports = new Set(hosts.map((h) => h.port));
      const cold = await round(server, ports);
      const warm: Round[] = [];
      for (let i = 0; i < 5; i++) {
        await sleep(ROUND_GAP_MS);
        warm.push(await round(server, ports));
      }
      console.log(`  per-host SSH cold: ${cold.ms.toFixed(0)} ms`);
      summarise(`per-host SSH, ${SSH_HOSTS} hosts`, warm);
      return { p50: pct(warm.map((r) => r.ms), 50), ssh: Math.max(...warm.map((r) => r.peakSsh)), rssMiB: mib(Math.max(...warm.map((r) => r.rssKb))) };
    } finally {
      await server.stop();
    }
  } finally {
    await Promise.all(hosts.map((h) => h.stop()));
  }
}

async function main() {
  await ensureBuild();
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} before the bench (other work makes every figure slower)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-scale-'));
  try {
    console.log(`\n${HOSTS} hosts from Prometheus + journal-remote (one SSH log host)`);
    const central = await centralFleet(dir);
    console.log(`\n${SSH_HOSTS} hosts over per-host SSH (nvidia-smi, systemctl, journalctl on each)`);
    const ssh = await sshFleet(dir);
    const perHostCentral = central.p50 / HOSTS;
    const perHostSsh = ssh.p50 / SSH_HOSTS;
    console.log(
      `\nper host and round: central ${perHostCentral.toFixed(2)} ms (${HOSTS} hosts, p50 ${central.p50.toFixed(0)} ms) vs per-host SSH ${perHostSsh.toFixed(2)} ms (${SSH_HOSTS} hosts, p50 ${ssh.p50.toFixed(0)} ms, ${ssh.ssh} SSH connections, rss ${ssh.rssMiB.toFixed(0)} MiB): ${(perHostSsh / perHostCentral).toFixed(1)}× cheaper per host`,
    );
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(
      `scale: ${HOSTS} hosts, fleet round p50 ${central.p50.toFixed(0)} ms p95 ${central.p95.toFixed(0)} ms, server rss ${central.rssMiB.toFixed(0)} MiB, ssh connections ${central.ssh}, prometheus queries per round ${Number.isInteger(central.queries) ? central.queries : central.queries.toFixed(2)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
