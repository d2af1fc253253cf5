import 'server-only';
import { readFileSync } from 'node:fs';
import { connect as netConnect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { Client, type ConnectConfig } from 'ssh2';
import { RadarError } from '@/lib/api/errors';
import { KEEPALIVE_COUNT_MAX, KEEPALIVE_INTERVAL_MS } from './constants';
import { hostKeyAlgorithmsFor, verifyHostKey, type HostKeyPolicy } from './host-keys';

export interface SshTarget {
  /** Pool key: one connection per key. */
  key: string;
  label: string;
  address: string;
  port: number;
  user: string;
  /** Key files to try; the first readable one is used. */
  identityFiles: string[];
  agent: string | null;
  hostKey: HostKeyPolicy;
  via: SshTarget | null;
}

const NET_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'no route to host',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'name does not resolve',
  EAI_AGAIN: 'name lookup failed',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  ETIMEDOUT: 'connection timed out',
};

/** TCP socket with Nagle off: ssh2 leaves it on, which costs ~40 ms per exec on an open connection. */
export function openSocket(target: SshTarget, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const sock = netConnect({ host: target.address, port: target.port });
    const timer = setTimeout(() => {
      sock.destroy();
      reject(new RadarError('unreachable', `${target.label} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    sock.once('connect', () => {
      clearTimeout(timer);
      sock.removeAllListeners('error');
      sock.setNoDelay(true);
      sock.setKeepAlive(true, KEEPALIVE_INTERVAL_MS);
      resolve(sock);
    });
    sock.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      sock.destroy();
      reject(unreachable(target, err));
    });
  });
}

function unreachable(target: SshTarget, err: NodeJS.ErrnoException): RadarError {
  const why = (err.code && NET_ERRORS[err.code]) ?? err.message;
  return new RadarError('unreachable', `${target.label} is unreachable: ${why}`);
}

function readKey(target: SshTarget): Buffer | undefined {
  let lastError: string | null = null;
  for (const file of target.identityFiles) {
    try {
      return readFileSync(file);
    } catch (err) {
      lastError = `cannot read identity file ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
    }
  }
  if (lastError && !target.agent) throw new RadarError('auth_failed', `${target.label}: ${lastError}`);
  if (!target.agent) throw new RadarError('auth_failed', `${target.label}: no identity file and no ssh-agent configured`);
  return undefined;
}

/** An authenticated ssh2 Client over `sock` (a TCP socket, or a channel forwarded through a jump host). */
export function connectClient(target: SshTarget, sock: Socket | Duplex, timeoutMs: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    let verdict: RadarError | null = null;
    let settled = false;
    const fail = (err: RadarError) => {
      if (settled) return;
      settled = true;
      client.removeAllListeners('ready');
      client.end();
      sock.destroy();
      reject(err);
    };
    client.once('ready', () => {
      if (settled) return;
      settled = true;
      resolve(client);
    });
    client.on('error', (err: Error & { level?: string; code?: string }) => {
      if (settled) return;
      if (verdict) return fail(verdict);
      if (err.level === 'client-authentication') {
        return fail(new RadarError('auth_failed', `authentication as ${target.user} on ${target.label} was refused (publickey)`));
      }
      if (err.level === 'client-timeout') {
        return fail(new RadarError('timeout', `SSH handshake with ${target.label} did not finish within ${timeoutMs} ms`));
      }
      if (err.level === 'client-socket') return fail(unreachable(target, err));
      if (/private key|passphrase|Unsupported key/i.test(err.message)) {
        return fail(new RadarError('auth_failed', `${target.label}: ${err.message}`));
      }
      fail(new RadarError('unreachable', `SSH with ${target.label} failed: ${err.message}`));
    });
    client.once('close', () => fail(verdict ?? new RadarError('unreachable', `${target.label} closed the connection during the handshake`)));

    try {
      const config: ConnectConfig = {
        sock: sock as ConnectConfig['sock'],
        username: target.user,
        privateKey: readKey(target),
        agent: target.agent ?? undefined,
        readyTimeout: timeoutMs,
        keepaliveInterval: KEEPALIVE_INTERVAL_MS,
        keepaliveCountMax: KEEPALIVE_COUNT_MAX,
        algorithms: { serverHostKey: hostKeyAlgorithmsFor(target.hostKey) as never },
        hostVerifier: (key: Buffer) => {
          verdict = verifyHostKey(key, target.hostKey);
          return verdict === null;
        },
      };
      client.connect(config);
    } catch (err) {
      fail(err instanceof RadarError ? err : new RadarError('auth_failed', `${target.label}: cannot use the identity file (${(err as Error).message})`));
    }
  });
}
