import 'server-only';
import { demoClockAt, type DemoClock } from '@/lib/demo/clock';
import { getEnv } from '@/lib/env';
import type { Host } from '@/lib/inventory/types';
import { createDemoTransport } from './demo';
import { createLocalTransport } from './local';
import { createSshTransport } from './ssh';
import type { Transport } from './types';

export type { Transport, ExecResult, ExecOptions } from './types';

type Cached = Map<string, { config: string; transport: Transport }>;
const KEY = Symbol.for('restart-radar.transports');
const holder = globalThis as { [KEY]?: Cached };
const cache: Cached = (holder[KEY] ??= new Map());

/** The transport of a host, cached by name; a changed fleet entry gets a fresh one and the old one is closed. */
export function transportFor(host: Host): Transport {
  const config = JSON.stringify(host);
  const hit = cache.get(host.name);
  if (hit && hit.config === config) return hit.transport;
  if (hit) void hit.transport.close();
  const transport = createTransport(host);
  cache.set(host.name, { config, transport });
  return transport;
}

function createTransport(host: Host): Transport {
  switch (host.transport) {
    case 'ssh':
      return createSshTransport(host);
    case 'local':
      return createLocalTransport();
    case 'demo':
      return createDemoTransport(host, demoClock());
  }
}

const CLOCK_KEY = Symbol.for('restart-radar.demo-clock');
const clockHolder = globalThis as { [CLOCK_KEY]?: DemoClock };

/** One demo clock per server process, set from the time the process started (RADAR_DEMO_PHASE counts from there). */
function demoClock(): DemoClock {
  const env = getEnv();
  return (clockHolder[CLOCK_KEY] ??= demoClockAt(Date.now() - process.uptime() * 1000, env.RADAR_DEMO_SPEED, env.RADAR_DEMO_PHASE));
}

export async function closeAllTransports(): Promise<void> {
  const all = [...cache.values()];
  cache.clear();
  await Promise.all(all.map((t) => t.transport.close()));
}
