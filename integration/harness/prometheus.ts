import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { sleep } from './processes';

export const PROMETHEUS_BIN = '/usr/bin/prometheus';

export interface TestPrometheus {
  port: number;
  url: string;
  /** SIGKILL (Prometheus gone mid-view); `start()` brings it back on the same port and data. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `query` returns at least `min` series. */
  waitForSeries(query: string, min: number, timeoutMs?: number): Promise<void>;
}

/** Debian's prometheus on 127.0.0.1, scraping `targets` (host:port) every `scrapeIntervalS`, its TSDB in a temp dir. */
export async function startPrometheus(targets: readonly string[], opts: { scrapeIntervalS?: number } = {}): Promise<TestPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'radar-prom-'));
  const interval = opts.scrapeIntervalS ?? 1;
  writeFileSync(
    join(dir, 'prometheus.yml'),
    [
      'global:',
      `  scrape_interval: ${interval}s`,
      `  scrape_timeout: ${interval}s`,
      'scrape_configs:',
      '  - job_name: dcgm',
      `    static_configs: [{ targets: [${targets.map((t) => JSON.stringify(t)).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';
  const start = async () => {
    child = spawn(
      PROMETHEUS_BIN,
      [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}: ${log}`);
      if (await fetch(`${url}/-/ready`).then((r) => r.ok, () => false)) return;
      await sleep(100);
    }
    throw new Error(`prometheus did not get ready: ${log}`);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((r) => {
      c.once('exit', () => r());
      c.kill('SIGKILL');
    });
  };
  await start();
  return {
    port,
    url,
    kill,
    start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
    async waitForSeries(query, min, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const body = (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`).then((r) => r.json(), () => null)) as { data?: { result?: unknown[] } } | null;
        if ((body?.data?.result?.length ?? 0) >= min) return;
        await sleep(200);
      }
      throw new Error(`prometheus has fewer than ${min} series for ${query} after ${timeoutMs} ms`);
    },
  };
}
