import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** One socket of /proc/net/tcp{,6}: ports, state (hex, `01` ESTABLISHED, `0A` LISTEN), receive queue and inode. */
export interface TcpSocket {
  localPort: number;
  remotePort: number;
  state: string;
  /** For a LISTEN socket: connections waiting to be accepted. */
  rxQueue: number;
  inode: string;
}

const port = (address: string) => parseInt(address.slice(address.lastIndexOf(':') + 1), 16);

/** Every TCP socket the kernel lists, IPv4 and (by default) IPv6. */
export function tcpSockets(files: readonly string[] = ['/proc/net/tcp', '/proc/net/tcp6']): TcpSocket[] {
  const out: TcpSocket[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, remote, state, queues, , , , , inode] = line.trim().split(/\s+/);
      if (!local || !remote || !state || !queues || !inode) continue;
      out.push({ localPort: port(local), remotePort: port(remote), state, rxQueue: parseInt(queues.split(':')[1]!, 16), inode });
    }
  }
  return out;
}

// States in which the server side still holds the connection: SYN_RECV, ESTABLISHED, CLOSE_WAIT.
// LAST_ACK and later mean sshd has already closed its end.
const HELD_STATES = new Set(['03', '01', '08']);

/** TCP connections that the listeners on `ports` (127.0.0.1) hold right now, as the kernel sees them. */
export function heldServerConnections(ports: readonly number[]): number {
  const wanted = new Set(ports);
  return tcpSockets().filter((s) => HELD_STATES.has(s.state) && wanted.has(s.localPort)).length;
}

/** Socket inodes the processes `pids` hold open: a closed socket leaves the fd table at once, whatever TCP still does. */
export function socketInodesOf(pids: readonly number[]): Set<string> {
  const inodes = new Set<string>();
  for (const p of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${p}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${p}/fd/${fd}`));
        if (m) inodes.add(m[1]!);
      } catch {
        // Closed between readdir and readlink.
      }
    }
  }
  return inodes;
}

/** Established TCP connections from the processes `pids` to any of `ports` on loopback (matched by socket inode). */
export function outgoingConnections(pids: readonly number[], ports: ReadonlySet<number>): number {
  const mine = socketInodesOf(pids);
  return tcpSockets(['/proc/net/tcp']).filter((s) => s.state === '01' && ports.has(s.remotePort) && mine.has(s.inode)).length;
}
