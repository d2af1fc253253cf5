import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

/** PIDs of every descendant of `root` (sshd's per-connection children call setsid, so a process group kill misses them). */
export function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process exited while we were reading.
    }
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0 && out.length < 10_000) {
    for (const child of children.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

export function killTree(root: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const pid of [root, ...descendantsOf(root)]) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** Resolves once `port` answers with an SSH banner; rejects after `timeoutMs`. */
export async function waitForSshBanner(port: number, timeoutMs: number, isDead: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`sshd on port ${port} exited during startup`);
    if (await bannerOnce(port)) return;
    await sleep(25);
  }
  throw new Error(`sshd on port ${port} did not answer within ${timeoutMs} ms`);
}

function bannerOnce(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      clearTimeout(timer);
      sock.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 500);
    sock.once('data', (d: Buffer) => done(d.toString('latin1').startsWith('SSH-2.0')));
    sock.once('error', () => done(false));
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
