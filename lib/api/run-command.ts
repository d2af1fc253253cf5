import 'server-only';
import type { Host } from '@/lib/inventory/types';
import { transportFor } from '@/lib/transports';
import type { ExecResult } from '@/lib/transports/types';
import { sharedCoalescer } from './coalesce';

/** Runs an argv from lib/commands on a host; identical concurrent calls share one remote exec and its answer for `ttlMs`. */
export function runCommand(host: Host, argv: readonly string[], ttlMs: number): Promise<ExecResult> {
  const key = `${host.name}\u0000${argv.join('\u0000')}`;
  return sharedCoalescer().run(key, ttlMs, () => transportFor(host).exec(argv));
}
