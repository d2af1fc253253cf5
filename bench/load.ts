// bench/load: 100 clients polling one unit's journal (1 s) and GPU route (2 s) for 60 s against `next start`
// on a real test host (sshd + real journalctl), then the same at full speed. Prints requests served,
// p50/p99 latency, and the remote commands the host saw per second (coalescing target: ≤ 1 per
// poll interval per host and command).
// Run: npx tsx bench/load.ts [--seconds 60] [--clients 100]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startTestHost, STORY_UNIT } from '@/integration/harness';
import { startNext } from '@/e2e/security/start-next';
import { ensureBuild, flag } from './ensure-build';

const SECONDS = flag('seconds', 60);
const CLIENTS = flag('clients', 100);
const JOURNAL_POLL_S = 1;
const GPU_POLL_S = 2;

interface Run {
  requests: number;
  non2xx: number;
  errors: number;
  /** What the errors were: each request error by its code or message ('request timed out' is autocannon's own timeout). */
  errorKinds: Record<string, number>;
  p50: number;
  p99: number;
}

function cannon(url: string, connections: number, seconds: number, overallRate?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const errorKinds: Record<string, number> = {};
    const instance = autocannon({ url, connections, duration: seconds, overallRate, timeout: 20 }, (err, r) => {
      if (err) return reject(err);
      // autocannon's `errors` already counts its timeouts.
      resolve({ requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, errorKinds, p50: r.latency.p50, p99: r.latency.p99 });
    });
    instance.on('reqError', (e: NodeJS.ErrnoException) => {
      const kind = e.code ?? e.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}

const kinds = (r: Run) => (r.errors > 0 ? ` ${JSON.stringify(r.errorKinds)}` : '');

/** Commands from the fake binaries' log between two instants: total and the busiest window of `windowS`. */
function commandStats(logFile: string, program: string, fromNs: bigint, toNs: bigint, windowS: number) {
  const stamps = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes(` ${program} `))
    .map((l) => BigInt(l.slice(0, l.indexOf(' '))))
    .filter((t) => t >= fromNs && t <= toNs);
  const buckets = new Map<bigint, number>();
  const w = BigInt(windowS) * 1_000_000_000n;
  for (const t of stamps) buckets.set(t / w, (buckets.get(t / w) ?? 0) + 1);
  return { total: stamps.length, perWindowMax: Math.max(0, ...buckets.values()), perSecond: stamps.length / Number((toNs - fromNs) / 1_000_000n) * 1000 };
}

async function main() {
  await ensureBuild();
  const host = await startTestHost({ name: 'bench-host' });
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-load-'));
  writeFileSync(path.join(dir, 'fleet.yaml'), host.fleetYaml());
  const server = await startNext({ FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data') });
  const log = path.join(host.dir, 'state', 'commands.log');
  try {
    const base = `${server.baseURL}/api/hosts/${host.name}`;
    const first = (await (await fetch(`${base}/units/${STORY_UNIT}/journal`)).json()) as { cursor: string; entries: unknown[] };
    const journalUrl = `${base}/units/${STORY_UNIT}/journal?after=${encodeURIComponent(first.cursor)}`;
    const gpuUrl = `${base}/gpus`;
    const g0 = performance.now();
    const warm = await fetch(gpuUrl);
    if (!warm.ok) throw new Error(`GET ${gpuUrl} answered ${warm.status}: ${await warm.text()}`);
    console.log(`warm-up: gpus ${warm.status} in ${(performance.now() - g0).toFixed(0)} ms`);
    console.log(`test host ${host.name} (sshd on 127.0.0.1:${host.port}), ${first.entries.length} entries; ${CLIENTS} clients, ${SECONDS} s per phase`);

    for (const phase of ['poll', 'flood'] as const) {
      const t0 = BigInt(Date.now()) * 1_000_000n;
      const [j, g] = await Promise.all([
        cannon(journalUrl, CLIENTS, SECONDS, phase === 'poll' ? CLIENTS / JOURNAL_POLL_S : undefined),
        cannon(gpuUrl, CLIENTS, SECONDS, phase === 'poll' ? CLIENTS / GPU_POLL_S : undefined),
      ]);
      const t1 = BigInt(Date.now()) * 1_000_000n;
      const jc = commandStats(log, 'journalctl', t0, t1, JOURNAL_POLL_S);
      const gc = commandStats(log, 'nvidia-smi', t0, t1, GPU_POLL_S);
      const label = phase === 'poll' ? `poll (journal every ${JOURNAL_POLL_S} s, gpus every ${GPU_POLL_S} s per client)` : 'flood (as fast as answers come)';
      console.log(`\n${label}`);
      console.log(`  journal: ${j.requests} requests (${(j.requests / SECONDS).toFixed(0)}/s), p50 ${j.p50} ms, p99 ${j.p99} ms, non-2xx ${j.non2xx}, errors ${j.errors}${kinds(j)}`);
      console.log(`  gpus:    ${g.requests} requests (${(g.requests / SECONDS).toFixed(0)}/s), p50 ${g.p50} ms, p99 ${g.p99} ms, non-2xx ${g.non2xx}, errors ${g.errors}${kinds(g)}`);
      console.log(`  remote journalctl: ${jc.total} (${jc.perSecond.toFixed(2)}/s, busiest ${JOURNAL_POLL_S} s: ${jc.perWindowMax}) for ${j.requests} journal requests`);
      console.log(`  remote nvidia-smi: ${gc.total} (${gc.perSecond.toFixed(2)}/s, busiest ${GPU_POLL_S} s: ${gc.perWindowMax}; 2 queries per sample) for ${g.requests} gpu requests`);
      console.log(`  coalescing: ${jc.perWindowMax <= 1 ? 'ok' : 'OVER'} journalctl ≤ 1 per ${JOURNAL_POLL_S} s, ${gc.perWindowMax <= 2 ? 'ok' : 'OVER'} nvidia-smi ≤ 2 per ${GPU_POLL_S} s`);
    }
  } finally {
    await server.stop();
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
