import { describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '@/lib/demo/fleet';
import type { Host } from '@/lib/inventory/types';
import { createFleetTracker, type HostAnswer } from './fleet-tracker';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

const [one, two, three] = DEMO_FLEET as [Host, Host, Host];
const ok = (host: Host): HostAnswer => ({ name: host.name, transport: host.transport, reachable: true, error: null, units: [], gpus: null, latencyMs: 3 });
const dead = (host: Host): HostAnswer => ({ ...ok(host), reachable: false, latencyMs: null, error: { code: 'unreachable', message: 'refused' } });

describe('createFleetTracker', () => {
  it('answers the hosts that are ready within the wait, and the slow one as pending with no answer yet', async () => {
    const slow = deferred<HostAnswer>();
    const tracker = createFleetTracker({ ttlMs: 1_000, fetchHost: async (h) => (h === three ? slow.promise : ok(h)) });
    const t0 = performance.now();
    const first = await tracker.read([one, two, three], 50);
    expect(performance.now() - t0).toBeLessThan(1_000);
    expect(first.pending).toBe(1);
    expect(first.hosts.map((h) => [h.name, h.pending, h.reachable])).toEqual([
      [one.name, false, true],
      [two.name, false, true],
      [three.name, true, false],
    ]);
    expect(first.hosts[2]!.checkedAt).toBeNull();
    expect(first.hosts[2]!.waitingSince).not.toBeNull();
    slow.resolve(dead(three));
    const later = await tracker.read([one, two, three], 50);
    expect(later.pending).toBe(0);
    expect(later.hosts[2]!.error?.code).toBe('unreachable');
  });

  it('asks each host once while its request is under way, however many viewers read', async () => {
    const gate = deferred<HostAnswer>();
    let calls = 0;
    const tracker = createFleetTracker({ ttlMs: 1_000, fetchHost: () => (calls++, gate.promise) });
    await Promise.all(Array.from({ length: 20 }, () => tracker.read([one], 0)));
    await tick();
    expect(calls).toBe(1);
    gate.resolve(ok(one));
    const view = await tracker.read([one], 100);
    expect(view.hosts[0]!.pending).toBe(false);
    expect(calls).toBe(1);
  });

  it('serves a fresh answer as it is, asks again once it is older than the ttl, and keeps the old answer while it waits', async () => {
    let t = 0;
    const answers = [deferred<HostAnswer>(), deferred<HostAnswer>()];
    let calls = 0;
    const tracker = createFleetTracker({ ttlMs: 1_000, now: () => t, fetchHost: () => answers[calls++]!.promise });
    const reading = tracker.read([one], 100);
    answers[0]!.resolve(ok(one));
    expect((await reading).hosts[0]).toMatchObject({ reachable: true, pending: false, checkedAt: 0 });
    t = 500;
    await tracker.read([one], 0);
    expect(calls).toBe(1);
    t = 1_000;
    const stale = await tracker.read([one], 0);
    await tick();
    expect(calls).toBe(2);
    expect(stale.hosts[0]).toMatchObject({ reachable: true, pending: true, checkedAt: 0, waitingSince: 1_000 });
    answers[1]!.resolve(dead(one));
    t = 1_200;
    expect((await tracker.read([one], 100)).hosts[0]).toMatchObject({ reachable: false, pending: false, checkedAt: 1_200 });
  });

  it('an edited host entry starts over, a removed one is forgotten, and the version only moves on change', async () => {
    let calls = 0;
    const tracker = createFleetTracker({ ttlMs: 60_000, fetchHost: async (h) => (calls++, ok(h)) });
    const a = await tracker.read([one, two], 100);
    const b = await tracker.read([one, two], 100);
    expect(b.version).toBe(a.version);
    const edited = { ...one, port: 2222 };
    const c = await tracker.read([edited], 100);
    expect(calls).toBe(3);
    expect(c.hosts.map((h) => h.name)).toEqual([one.name]);
    expect(c.version).toBeGreaterThan(b.version);
  });

  it('starts at most `concurrency` hosts at once, the next as one finishes', async () => {
    const gates = [deferred<HostAnswer>(), deferred<HostAnswer>(), deferred<HostAnswer>()];
    let started = 0;
    const tracker = createFleetTracker({ ttlMs: 1_000, concurrency: 2, fetchHost: () => gates[started++]!.promise });
    await tracker.read([one, two, three], 20);
    expect(started).toBe(2);
    gates[0]!.resolve(ok(one));
    await tick();
    await tick();
    expect(started).toBe(3);
  });

  it('a host whose request throws is reported as an internal error, never left pending', async () => {
    const tracker = createFleetTracker({ ttlMs: 1_000, fetchHost: async () => Promise.reject(new Error('boom')) });
    const view = await tracker.read([one], 100);
    expect(view.hosts[0]).toMatchObject({ pending: false, reachable: false, error: { code: 'internal' } });
  });
});
