import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface SilentAddress {
  /** An IPv4 address on a link whose far end is down: SYNs go out and nothing ever answers. */
  address: string;
  stop(): void;
}

const live = new Set<SilentAddress>();
process.once('exit', () => {
  for (const s of live) s.stop();
});

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 5_000 });

/**
 * A powered-off host on the local segment, made of a network namespace whose end of a veth pair is
 * down: connect() neither succeeds nor gets a reset, the case a TCP connect timeout exists for.
 */
export function startSilentAddress(): SilentAddress {
  const id = randomBytes(3).toString('hex');
  const ns = `radar-${id}`;
  const [hostIf, nsIf] = [`rr${id}h`, `rr${id}n`];
  const subnet = `10.213.${randomBytes(1)[0]}.${(randomBytes(1)[0]! & 0xfc) >>> 0}`;
  const base = subnet.split('.').map(Number);
  const at = (n: number) => `${base[0]}.${base[1]}.${base[2]}.${base[3]! + n}`;
  ip('netns', 'add', ns);
  try {
    ip('link', 'add', hostIf, 'type', 'veth', 'peer', 'name', nsIf);
    ip('link', 'set', nsIf, 'netns', ns);
    ip('addr', 'add', `${at(1)}/30`, 'dev', hostIf);
    ip('link', 'set', hostIf, 'up');
  } catch (err) {
    ip('netns', 'del', ns);
    throw err;
  }
  let stopped = false;
  const silent: SilentAddress = {
    address: at(2),
    stop() {
      if (stopped) return;
      stopped = true;
      live.delete(silent);
      try {
        ip('link', 'del', hostIf);
      } catch {
        // Deleting the namespace removes the pair too.
      }
      ip('netns', 'del', ns);
    },
  };
  live.add(silent);
  return silent;
}
