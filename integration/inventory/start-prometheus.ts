import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { freePort } from '@/integration/harness/free-port';

export interface ScrapeJob {
  job: string;
  targets: Array<{ address: string; labels?: Record<string, string> }>;
}

export interface TestPrometheus {
  url: string;
  /** The Authorization header it asks for, when started with basic auth. */
  authorization: string | null;
  /** Debian's prometheus, stopped and started again on the same port and storage. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its storage. */
  close(): Promise<void>;
}

const PROMETHEUS = '/usr/bin/prometheus';

/** A user of `--web.config.file`'s basic_auth_users: Prometheus keeps only the bcrypt hash of the password. */
export interface BasicAuthUser {
  user: string;
  password: string;
  bcrypt: string;
}

/** A real Prometheus on 127.0.0.1 with its own config and temporary storage, scraping every second; with `basicAuth`, every endpoint asks for it. */
export async function startPrometheus(jobs: ScrapeJob[], { basicAuth }: { basicAuth?: BasicAuthUser } = {}): Promise<TestPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-prom-'));
  const port = await freePort();
  const authorization = basicAuth ? `Basic ${Buffer.from(`${basicAuth.user}:${basicAuth.password}`).toString('base64')}` : null;
  if (basicAuth) writeFileSync(path.join(dir, 'web.yml'), stringify({ basic_auth_users: { [basicAuth.user]: basicAuth.bcrypt } }));
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '500ms', evaluation_interval: '1s' },
    scrape_configs: jobs.map((j) => ({ job_name: j.job, static_configs: j.targets.map((t) => ({ targets: [t.address], labels: t.labels ?? {} })) })),
  };
  writeFileSync(path.join(dir, 'prometheus.yml'), stringify(config));
  const url = `http://127.0.0.1:${port}`;
  let child: ReturnType<typeof spawn> | null = null;
  let exited: Promise<void> = Promise.resolve();

  async function start() {
    const args = [`--config.file=${dir}/prometheus.yml`, `--storage.tsdb.path=${dir}/data`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'];
    if (basicAuth) args.push(`--web.config.file=${dir}/web.yml`);
    const proc = spawn(PROMETHEUS, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = proc;
    let stderr = '';
    proc.stderr!.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-4000)));
    exited = new Promise((r) => proc.once('exit', () => r()));
    for (let i = 0; i < 300; i++) {
      if (proc.exitCode !== null) throw new Error(`prometheus exited ${proc.exitCode}: ${stderr}`);
      const ready = await fetch(`${url}/-/ready`, { headers: authorization ? { authorization } : {} }).then((r) => r.ok, () => false);
      if (ready) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    proc.kill('SIGKILL');
    throw new Error(`prometheus not ready in 30 s: ${stderr}`);
  }

  async function stop() {
    child?.kill('SIGTERM');
    const killer = setTimeout(() => child?.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
    child = null;
  }

  await start();
  return { url, authorization, start, stop, close: async () => (await stop(), rmSync(dir, { recursive: true, force: true })) };
}

/** A small exporter: `/metrics` in Prometheus text format, on its own loopback address. */
export async function startExporter(host: string): Promise<{ address: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end('# HELP radar_test_up A test gauge.\n# TYPE radar_test_up gauge\nradar_test_up 1\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { address: `${host}:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** Polls an instant query until it has `n` series (Prometheus needs a scrape or two first). */
export async function waitForSeries(url: string, query: string, n: number, timeoutMs = 30_000, authorization: string | null = null): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const headers = authorization ? { authorization } : undefined;
    const body = (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`, { headers }).then((r) => r.json(), () => null)) as { data?: { result?: unknown[] } } | null;
    if ((body?.data?.result?.length ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${query}: fewer than ${n} series after ${timeoutMs} ms`);
}
