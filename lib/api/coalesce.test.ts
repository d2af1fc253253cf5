import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createCoalescer', () => {
  it('runs one call for many concurrent callers of one key, and all get its answer', async () => {
    const c = createCoalescer();
    const gate = deferred<string>();
    let calls = 0;
    const fn = () => (calls++, gate.promise);
    const all = Promise.all(Array.from({ length: 50 }, () => c.run('llm-two\0journalctl', 1_000, fn)));
    gate.resolve('out');
    expect(await all).toEqual(Array(50).fill('out'));
    expect(calls).toBe(1);
  });

  it('keeps different keys apart', async () => {
    const c = createCoalescer();
    const seen: string[] = [];
    const run = (k: string) => c.run(k, 1_000, async () => (seen.push(k), k.toUpperCase()));
    expect(await Promise.all([run('a'), run('b'), run('a')])).toEqual(['A', 'B', 'A']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('answers from cache for ttl after settling, then runs again', async () => {
    let t = 0;
    const c = createCoalescer({ now: () => t });
    let calls = 0;
    const fn = async () => ++calls;
    expect(await c.run('k', 1_000, fn)).toBe(1);
    t = 999;
    expect(await c.run('k', 1_000, fn)).toBe(1);
    t = 1_000;
    expect(await c.run('k', 1_000, fn)).toBe(2);
  });

  it('measures the ttl from when the call settled, not when it started', async () => {
    let t = 0;
    const c = createCoalescer({ now: () => t });
    const gate = deferred<number>();
    let calls = 0;
    const first = c.run('k', 100, () => (calls++, gate.promise));
    t = 5_000;
    gate.resolve(1);
    await first;
    t = 5_050;
    await c.run('k', 100, async () => ++calls);
    expect(calls).toBe(1);
  });

  it('shares a failure with the concurrent callers and retries after ttl', async () => {
    let t = 0;
    const c = createCoalescer({ now: () => t });
    let calls = 0;
    const fail = () => (calls++, Promise.reject(new Error('unreachable')));
    const results = await Promise.allSettled([c.run('k', 500, fail), c.run('k', 500, fail)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    t = 600;
    await expect(c.run('k', 500, async () => 'back')).resolves.toBe('back');
  });

  it('turns a synchronous throw into a rejection', async () => {
    const c = createCoalescer();
    await expect(
      c.run('k', 10, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('stays bounded: expired entries are swept and the oldest evicted at the cap', async () => {
    let t = 0;
    const c = createCoalescer({ maxEntries: 10, now: () => t });
    for (let i = 0; i < 100; i++) await c.run(`k${i}`, 1_000_000, async () => i);
    expect(c.size()).toBeLessThanOrEqual(10);
    t = 2_000_000;
    await c.run('fresh', 10, async () => 0);
    expect(c.size()).toBe(1);
  });

  it('lets go of an answer when its ttl runs out, without waiting for another call', async () => {
    const c = createCoalescer();
    await c.run('big-slice', 30, async () => 'x'.repeat(1_000));
    expect(c.size()).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(c.size()).toBe(0);
  });
});
