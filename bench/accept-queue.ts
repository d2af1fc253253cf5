// bench/accept-queue: why a full-speed flood makes new connections wait. 100 keep-alive clients flood a
// server while this bench samples the listen socket's accept queue (/proc/net/tcp) and times one fresh
// connection opened a second in. Run against a plain Node `http` server whose handler spends 3 ms of CPU,
// then against `next start` (demo fleet, an unknown host: a 404 that touches no host).
// Run: npx tsx bench/accept-queue.ts [--seconds 6] [--clients 100]
import { spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import { startNext } from '@/e2e/security/start-next';
import { tcpSockets } from '@/integration/harness';
import { ensureBuild, flag } from './ensure-build';

const SECONDS = flag('seconds', 6);
const CLIENTS = flag('clients', 100);

const PLAIN_SERVER = `
const http = require('node:http');
const srv = http.createServer((req, res) => { const t = performance.now(); while (performance.now() - t < 3); res.end('ok'); });
srv.listen(0, '127.0.0.1', () => console.log(srv.address().port));
`;

/** Connections waiting to be accepted on a listening port. */
function acceptQueue(port: number): number {
  return tcpSockets(['/proc/net/tcp']).find((s) => s.state === '0A' && s.localPort === port)?.rxQueue ?? 0;
}

/** Time to the first response byte on a new connection (no keep-alive agent). */
function freshRequest(url: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        resolve(performance.now() - t0);
        res.resume();
      })
      .on('error', reject);
  });
}

async function measure(label: string, url: string, port: number) {
  let peak = 0;
  let lastNonEmpty = 0;
  const t0 = performance.now();
  const sampler = setInterval(() => {
    const q = acceptQueue(port);
    peak = Math.max(peak, q);
    if (q > 0) lastNonEmpty = performance.now() - t0;
  }, 100);
  const flood = new Promise<{ requests: number }>((resolve, reject) =>
    autocannon({ url, connections: CLIENTS, duration: SECONDS, timeout: 30 }, (err, r) => (err ? reject(err) : resolve({ requests: r.requests.total }))),
  );
  await new Promise((r) => setTimeout(r, 1_000));
  const fresh = await freshRequest(url);
  const { requests } = await flood;
  clearInterval(sampler);
  console.log(
    `${label.padEnd(34)} ${String(requests).padStart(7)} requests  accept queue peak ${String(peak).padStart(3)}, last non-empty at ${(lastNonEmpty / 1000).toFixed(1)} s  new connection 1 s in: ${fresh.toFixed(0)} ms`,
  );
  return fresh;
}

async function main() {
  await ensureBuild();
  const plain = spawn(process.execPath, ['-e', PLAIN_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const plainPort = await new Promise<number>((resolve) => plain.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
  const next = await startNext({}, 60_000, '/api/hosts/nope/gpus');
  try {
    console.log(`bench/accept-queue: ${CLIENTS} keep-alive clients at full speed for ${SECONDS} s; one fresh connection opened 1 s in`);
    const a = await measure('plain node http, 3 ms handler', `http://127.0.0.1:${plainPort}/`, plainPort);
    const nextPort = Number(new URL(next.baseURL).port);
    const b = await measure('next start, GET unknown host (404)', `${next.baseURL}/api/hosts/nope/gpus`, nextPort);
    console.log(`fresh connection wait, next / plain: ${(b / Math.max(1, a)).toFixed(1)}x`);
  } finally {
    plain.kill();
    await next.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
