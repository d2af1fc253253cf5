import 'server-only';
import { getEnv } from '@/lib/env';
import { SshPool } from './pool';

export { SshPool, type PoolOptions, type PoolStats } from './pool';
export { targetFor } from './target-for';
export { fingerprintOf, verifyHostKey } from './host-keys';
export type { SshTarget } from './connect';

// On globalThis: Next can evaluate this module once per route bundle (and again on every dev reload),
// and the connection cap only holds if there is one pool per process.
const KEY = Symbol.for('restart-radar.ssh-pool');
const holder = globalThis as { [KEY]?: SshPool };

/** The process-wide pool, sized from RADAR_SSH_MAX_CONNECTIONS and the timeouts in the environment. */
export function getSshPool(): SshPool {
  const existing = holder[KEY];
  if (existing) return existing;
  const env = getEnv();
  const pool = new SshPool({
    maxConnections: env.RADAR_SSH_MAX_CONNECTIONS,
    connectTimeoutMs: env.RADAR_CONNECT_TIMEOUT_MS,
    commandTimeoutMs: env.RADAR_COMMAND_TIMEOUT_MS,
  });
  holder[KEY] = pool;
  return pool;
}
