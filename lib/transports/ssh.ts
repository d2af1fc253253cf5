import 'server-only';
import type { Host } from '@/lib/inventory/types';
import { getEnv } from '@/lib/env';
import { getSshPool, targetFor, type SshPool } from '@/lib/ssh';
import type { Transport } from './types';

export function createSshTransport(host: Host, pool: SshPool = getSshPool()): Transport {
  const target = targetFor(host, { agentSocket: getEnv().SSH_AUTH_SOCK });
  return {
    kind: 'ssh',
    exec: (argv, opts) => pool.exec(target, argv, opts),
    close: () => pool.close(target.key),
  };
}
