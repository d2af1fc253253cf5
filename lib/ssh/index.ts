import 'server-only';
import { getEnv } from '@/lib/env';
import { SshPool } from './pool';

export { SshPool, type PoolOptions, type PoolStats } from './pool';
export { targetFor } from './target-for';
export { fingerprintOf, verifyHostKey } from './host-keys';
export type { SshTarget } from './connect';

let shared: SshPool | null = null;

/** The process-wide pool, sized from RADAR_SSH_MAX_CONNECTIONS and the timeouts in the environment. */
export function getSshPool(): SshPool {
  if (shared) return shared;
  const env = getEnv();
  shared = new SshPool({
    maxConnections: env.RADAR_SSH_MAX_CONNECTIONS,
    connectTimeoutMs: env.RADAR_CONNECT_TIMEOUT_MS,
    commandTimeoutMs: env.RADAR_COMMAND_TIMEOUT_MS,
  });
  return shared;
}
