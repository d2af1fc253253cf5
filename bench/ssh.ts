// npx tsx bench/ssh.ts [--runs 50] — exec on a pooled ssh2 connection vs a fresh connection per command vs the ssh CLI.
import { execFile, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { parseArgs } from 'node:util';

// lib/ssh is marked server-only; outside Next that needs the react-server export condition.
if (!process.execArgv.some((a) => a.includes('react-server'))) {
  const r = spawnSync(process.execPath, [...process.execArgv, '--conditions=react-server', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' } } });
const RUNS = Math.max(5, Math.min(500, Number(values.runs) || 50));

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function main() {
  const { startTestHost } = await import('../integration/harness');
  const { hostsFromYaml } = await import('../integration/harness/hosts-from-yaml');
  const { SshPool } = await import('@/lib/ssh/pool');
  const { targetFor } = await import('@/lib/ssh/target-for');
  const { connectClient, openSocket } = await import('@/lib/ssh/connect');
  const { runCommand } = await import('@/lib/ssh/run-command');
  const { journalctlArgs } = await import('@/lib/commands/journalctl');
  const { shellQuote } = await import('@/lib/commands/shell-quote');

  const host = await startTestHost({ name: 'bench' });
  const pool = new SshPool({ maxConnections: 4, connectTimeoutMs: 5_000, commandTimeoutMs: 10_000 });
  const target = targetFor(hostsFromYaml(host.fleetYaml())[0]!, { agentSocket: null });
  const knownHosts = `${host.dir}/known_hosts`;
  writeFileSync(knownHosts, `${host.knownHostsLine}\n`);
  const run = { label: target.label, timeoutMs: 10_000, maxBytes: 8 << 20, isAlive: () => true };
  const journal = journalctlArgs({ unit: 'vllm-kimi-k25.service', directory: host.journalDir });

  const fresh = async (noDelay: boolean) => {
    const sock = noDelay ? await openSocket(target, 5_000) : await plainSocket(host.port);
    const client = await connectClient(target, sock, 5_000);
    try {
      return await runCommand(client, 'true', run);
    } finally {
      client.end();
    }
  };
  const cli = (command: string) =>
    new Promise<void>((resolve, reject) =>
      execFile(
        'ssh',
        ['-i', host.keyPath, '-p', String(host.port), '-o', `UserKnownHostsFile=${knownHosts}`, '-o', 'StrictHostKeyChecking=yes', '-o', 'BatchMode=yes', `${host.user}@127.0.0.1`, command],
        { timeout: 10_000 },
        (err) => (err ? reject(err) : resolve()),
      ),
    );

  // A pooled connection whose socket keeps Nagle on, to show what setNoDelay(true) buys.
  const nagle = await connectClient(target, await plainSocket(host.port), 5_000);

  const rows: Array<[string, number[]]> = [];
  rows.push(['pooled exec (`true`)', await time(RUNS, () => pool.exec(target, ['true']))]);
  rows.push(['pooled exec, Nagle left on', await time(Math.min(RUNS, 20), () => runCommand(nagle, 'true', run))]);
  rows.push(['fresh connect + exec', await time(RUNS, () => fresh(true))]);
  rows.push(['ssh CLI per command', await time(RUNS, () => cli('true'))]);
  rows.push(['pooled journalctl -o json (story)', await time(RUNS, () => pool.exec(target, journal))]);
  rows.push(['ssh CLI journalctl -o json (story)', await time(RUNS, () => cli(shellQuote(journal)))]);
  nagle.end();

  const base = q(rows[0]![1], 0.5);
  console.log(`bench/ssh: ${RUNS} runs each against a real sshd on 127.0.0.1 (OpenSSH, loopback), ${new Date().toISOString()}`);
  console.log(`${'case'.padEnd(38)} ${'median ms'.padStart(10)} ${'p90 ms'.padStart(8)} ${'x pooled'.padStart(9)}`);
  for (const [name, xs] of rows) {
    console.log(`${name.padEnd(38)} ${q(xs, 0.5).toFixed(2).padStart(10)} ${q(xs, 0.9).toFixed(2).padStart(8)} ${(q(xs, 0.5) / base).toFixed(1).padStart(9)}`);
  }
  const m = (i: number) => q(rows[i]![1], 0.5);
  console.log(`ratios: fresh/pooled ${(m(2) / m(0)).toFixed(1)}x, ssh CLI/pooled ${(m(3) / m(0)).toFixed(1)}x, ssh CLI/fresh ${(m(3) / m(2)).toFixed(1)}x, Nagle-on/pooled ${(m(1) / m(0)).toFixed(1)}x`);
  console.log(`logins seen by sshd: ${host.acceptedLogins()}; pool connects: ${Object.values(pool.stats().connects).join(',')}`);
  await pool.closeAll();
  await host.stop();
}

function plainSocket(port: number) {
  return new Promise<import('node:net').Socket>((resolve, reject) => {
    const s = netConnect({ host: '127.0.0.1', port }, () => resolve(s));
    s.once('error', reject);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
