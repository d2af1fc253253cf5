import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RouteServer {
  port: number;
  child: ChildProcess;
  url(p: string): string;
  /** SIGKILL, and wait until the process is gone. */
  kill9(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');

/** Starts integration/hardening/route-server.ts with `env` on top of ours; resolves once it listens. */
export function spawnRouteServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RouteServer> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'integration/hardening/route-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ROUTE_SERVER_PORT: '0', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`route server did not start: ${out.slice(-2000)}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({
        port,
        child,
        url: (p) => `http://127.0.0.1:${port}${p}`,
        kill9: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`route server exited with ${code}: ${out.slice(-2000)}`));
    });
  });
}
