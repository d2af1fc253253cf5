import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface NextServer {
  baseURL: string;
  /** PID of the process group leader (`next start`); the server may run in a child of it. */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** `next start` of the existing build with extra env, in its own process group so stop() takes its children too. */
/** `readyPath` is polled until it answers; pass one that touches no host to keep the first fleet call cold. */
export async function startNext(env: Record<string, string>, timeoutMs = 60_000, readyPath = '/api/hosts'): Promise<NextServer> {
  const port = await freePort();
  const root = path.resolve(__dirname, '../..');
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLEET_FILE: '', RADAR_DATA_DIR: path.join(root, '.tmp', `e2e-sec-${port}`), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${log.slice(-2000)}`);
    try {
      await fetch(`${baseURL}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start did not answer: ${log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    baseURL,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}
