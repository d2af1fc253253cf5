import 'server-only';
import { dateArgs } from '@/lib/commands';
import type { Host } from '@/lib/inventory/types';
import { transportFor } from '@/lib/transports';
import { parseHostClock, skewFromClock } from './estimate-skew';

/** A host's clock drifts by milliseconds a day: one measurement serves every poll for this long. */
export const SKEW_TTL_MS = 30_000;
/** A failed measurement is retried after this, not on every poll. */
export const SKEW_RETRY_MS = 5_000;

interface Measured {
  at: number;
  ttlMs: number;
  skew: Promise<number | null>;
}

const KEY = Symbol.for('restart-radar.clock-skew');

function cache(): Map<string, Measured> {
  const g = globalThis as { [KEY]?: Map<string, Measured> };
  return (g[KEY] ??= new Map());
}

/** Host clock minus ours (ms; 0 within the round trip's uncertainty), or null when `date` could not be read. Never throws. */
export function measureSkew(host: Host, now: () => number = Date.now): Promise<number | null> {
  const entries = cache();
  const key = JSON.stringify(host);
  const hit = entries.get(key);
  if (hit && now() - hit.at < hit.ttlMs) return hit.skew;
  const entry: Measured = { at: now(), ttlMs: SKEW_TTL_MS, skew: readSkew(host, now) };
  entry.skew.then((v) => {
    entry.at = now();
    if (v === null) entry.ttlMs = SKEW_RETRY_MS;
  });
  entries.set(key, entry);
  return entry.skew;
}

async function readSkew(host: Host, now: () => number): Promise<number | null> {
  try {
    const before = now();
    const out = await transportFor(host).exec(dateArgs(), { maxBytes: 256 });
    const received = now();
    const hostMs = out.code === 0 ? parseHostClock(out.stdout) : null;
    if (hostMs === null) return null;
    // durationMs starts when the command was sent, after any wait for a connection or a channel.
    const sent = Number.isFinite(out.durationMs) ? Math.max(before, received - out.durationMs) : before;
    return skewFromClock(hostMs, sent, received);
  } catch {
    return null;
  }
}
