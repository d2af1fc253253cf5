import 'server-only';
import type { Host } from '@/lib/inventory/types';
import type { FleetHost } from './types';

export type HostAnswer = Omit<FleetHost, 'pending' | 'checkedAt' | 'waitingSince'>;

interface Slot {
  /** The host's config as JSON: an edited entry starts over. */
  config: string;
  answer: HostAnswer | null;
  checkedAt: number | null;
  inflight: Promise<void> | null;
  waitingSince: number | null;
}

export interface FleetTrackerOptions {
  fetchHost: (host: Host) => Promise<HostAnswer>;
  /** An answer younger than this is served as it is; an older one is asked again. */
  ttlMs: number;
  /** Host requests under way at once; the rest queue. Default 64 (the SSH connection cap). */
  concurrency?: number;
  now?: () => number;
}

export interface FleetView {
  hosts: FleetHost[];
  pending: number;
  /** Bumped whenever an answer lands or a request starts: equal versions are equal views. */
  version: number;
}

export interface FleetTracker {
  /** Starts what is stale, waits up to `waitMs` for what is under way, then answers what is known. */
  read(hosts: readonly Host[], waitMs: number): Promise<FleetView>;
}

/**
 * Each host is asked on its own and its answer is kept: a dead host's connect timeout delays its own
 * row only, and every viewer shares one request per host.
 */
export function createFleetTracker({ fetchHost, ttlMs, concurrency = 64, now = Date.now }: FleetTrackerOptions): FleetTracker {
  const slots = new Map<string, Slot>();
  const queue: Array<() => void> = [];
  let running = 0;
  let pumping = false;
  let version = 0;

  // One start per event-loop turn: a host whose answer is parsed and analysed in one go (CPU, not I/O)
  // must not hold the first answer's timer back behind every other host.
  function pump() {
    if (pumping) return;
    pumping = true;
    setImmediate(() => {
      pumping = false;
      if (running >= concurrency) return;
      const next = queue.shift();
      if (!next) return;
      running++;
      next();
      if (queue.length > 0) pump();
    });
  }

  function refresh(host: Host, slot: Slot) {
    slot.waitingSince = now();
    version++;
    const internal = (): HostAnswer => ({ ...blank(host), error: { code: 'internal', message: 'Internal error' } });
    slot.inflight = new Promise<void>((done) => {
      queue.push(() => {
        fetchHost(host)
          .catch(internal)
          .then((answer) => {
            if (slots.get(host.name) === slot) {
              Object.assign(slot, { answer, checkedAt: now(), inflight: null, waitingSince: null });
              version++;
            }
            running--;
            pump();
            done();
          });
      });
      pump();
    });
  }

  function view(hosts: readonly Host[]): FleetView {
    let pending = 0;
    const out = hosts.map((host): FleetHost => {
      const slot = slots.get(host.name)!;
      const waiting = slot.inflight !== null;
      if (waiting) pending++;
      const answer = slot.answer ?? blank(host);
      return { ...answer, pending: waiting, checkedAt: slot.checkedAt, waitingSince: slot.waitingSince };
    });
    return { hosts: out, pending, version };
  }

  return {
    async read(hosts, waitMs) {
      const t = now();
      const names = new Set(hosts.map((h) => h.name));
      for (const name of slots.keys()) if (!names.has(name)) slots.delete(name);
      const waits: Promise<void>[] = [];
      for (const host of hosts) {
        const config = JSON.stringify(host);
        let slot = slots.get(host.name);
        if (!slot || slot.config !== config) {
          slot = { config, answer: null, checkedAt: null, inflight: null, waitingSince: null };
          slots.set(host.name, slot);
        }
        if (!slot.inflight && (slot.checkedAt === null || t - slot.checkedAt >= ttlMs)) refresh(host, slot);
        if (slot.inflight) waits.push(slot.inflight);
      }
      if (waits.length > 0 && waitMs > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([Promise.all(waits), new Promise((r) => (timer = setTimeout(r, waitMs)))]);
        clearTimeout(timer);
      }
      return view(hosts);
    },
  };
}

function blank(host: Host): HostAnswer {
  return { name: host.name, transport: host.transport, reachable: false, error: null, units: [], gpus: null, latencyMs: null };
}
