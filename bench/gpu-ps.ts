// npx tsx bench/gpu-ps.ts [--runs 50] — the GPU route's commands on one pooled SSH connection to a real test host:
// the two nvidia-smi queries alone vs with `ps -e -o pid=,ppid=` beside them, interleaved so both see the same load.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

// lib/ssh is marked server-only; outside Next that needs the react-server export condition.
if (!process.execArgv.some((a) => a.includes('react-server'))) {
  const r = spawnSync(process.execPath, [...process.execArgv, '--conditions=react-server', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' } } });
const RUNS = Math.max(5, Math.min(500, Number(values.runs) || 50));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

async function main() {
  const { startTestHost } = await import('../integration/harness');
  const { hostsFromYaml } = await import('../integration/harness/hosts-from-yaml');
  const { SshPool } = await import('@/lib/ssh/pool');
  const { targetFor } = await import('@/lib/ssh/target-for');
  const { nvidiaSmiAppsArgs, nvidiaSmiGpuArgs, psTreeArgs } = await import('@/lib/commands');
  const { gpuReport } = await import('@/lib/gpu');

  const host = await startTestHost({ name: 'bench-gpu-ps' });
  const pool = new SshPool({ maxConnections: 1, connectTimeoutMs: 5_000, commandTimeoutMs: 10_000 });
  const target = targetFor(hostsFromYaml(host.fleetYaml())[0]!, { agentSocket: null });
  const exec = (argv: string[]) => pool.exec(target, argv);
  try {
    const smiOnly: number[] = [];
    const withPs: number[] = [];
    const psAlone: number[] = [];
    const parse: number[] = [];
    await Promise.all([exec(nvidiaSmiGpuArgs()), exec(nvidiaSmiAppsArgs()), exec(psTreeArgs())]);
    let lines = 0;
    for (let i = 0; i < RUNS; i++) {
      let t0 = performance.now();
      await Promise.all([exec(nvidiaSmiGpuArgs()), exec(nvidiaSmiAppsArgs())]);
      smiOnly.push(performance.now() - t0);
      t0 = performance.now();
      const [gpu, apps, ps] = await Promise.all([exec(nvidiaSmiGpuArgs()), exec(nvidiaSmiAppsArgs()), exec(psTreeArgs())]);
      withPs.push(performance.now() - t0);
      t0 = performance.now();
      gpuReport({ gpu, apps, ps, at: Date.now() });
      parse.push(performance.now() - t0);
      t0 = performance.now();
      lines = (await exec(psTreeArgs())).stdout.split('\n').length - 1;
      psAlone.push(performance.now() - t0);
    }
    const f = (xs: number[]) => `median ${median(xs).toFixed(1)} ms, p90 ${p90(xs).toFixed(1)} ms`;
    console.log(`gpu-ps: ${RUNS} interleaved rounds on one pooled connection, ps lists ${lines} processes`);
    console.log(`  nvidia-smi ×2           ${f(smiOnly)}`);
    console.log(`  nvidia-smi ×2 + ps      ${f(withPs)}  (+${(median(withPs) - median(smiOnly)).toFixed(1)} ms median)`);
    console.log(`  ps alone                ${f(psAlone)}`);
    console.log(`  gpuReport (parse all 3) ${f(parse)}`);
  } finally {
    await pool.closeAll();
    await host.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
