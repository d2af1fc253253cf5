import { describe, expect, it } from 'vitest';
import { createHeldAnswers } from './held-answer';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const settled = () => new Promise((r) => setImmediate(r));

describe('createHeldAnswers', () => {
  it('waits for the first answer however long it takes: there is nothing to hold yet', async () => {
    const held = createHeldAnswers<string>({ waitMs: 20, maxAgeMs: 10_000 });
    const first = deferred<string>();
    const reading = held.read('k', first.promise);
    await new Promise((r) => setTimeout(r, 60));
    first.resolve('one');
    expect(await reading).toBe('one');
  });

  it('a fresh answer within the wait is the answer; a late one leaves the held answer to serve and replaces it for the next read', async () => {
    const held = createHeldAnswers<string>({ waitMs: 30, maxAgeMs: 10_000 });
    await held.read('k', Promise.resolve('one'));
    expect(await held.read('k', Promise.resolve('two'))).toBe('two');
    const slow = deferred<string>();
    const t0 = performance.now();
    expect(await held.read('k', slow.promise)).toBe('two');
    expect(performance.now() - t0).toBeLessThan(1_000);
    slow.resolve('three');
    await settled();
    const never = new Promise<string>(() => undefined);
    expect(await held.read('k', never)).toBe('three');
  });

  it('a failure is never covered by an older answer, and the held one is dropped with it', async () => {
    const held = createHeldAnswers<string>({ waitMs: 30, maxAgeMs: 10_000 });
    await held.read('k', Promise.resolve('one'));
    await expect(held.read('k', Promise.reject(new Error('prometheus_down')))).rejects.toThrow('prometheus_down');
    const late = deferred<string>();
    const reading = held.read('k', late.promise);
    await new Promise((r) => setTimeout(r, 60));
    late.resolve('back');
    expect(await reading).toBe('back');
  });

  it('a failure that comes after the wait still reaches the next read', async () => {
    const held = createHeldAnswers<string>({ waitMs: 20, maxAgeMs: 10_000 });
    await held.read('k', Promise.resolve('one'));
    const failing = deferred<string>();
    expect(await held.read('k', failing.promise)).toBe('one');
    failing.reject(new Error('prometheus_timeout'));
    await settled();
    await expect(held.read('k', failing.promise)).rejects.toThrow('prometheus_timeout');
  });

  it('an answer older than maxAgeMs is not served: the read waits for the fresh one', async () => {
    let t = 0;
    const held = createHeldAnswers<string>({ waitMs: 10, maxAgeMs: 1_000, now: () => t });
    await held.read('k', Promise.resolve('old'));
    t = 5_000;
    const fresh = deferred<string>();
    const reading = held.read('k', fresh.promise);
    await new Promise((r) => setTimeout(r, 40));
    fresh.resolve('new');
    expect(await reading).toBe('new');
  });

  it('keeps answers per key', async () => {
    const held = createHeldAnswers<string>({ waitMs: 10, maxAgeMs: 10_000 });
    await held.read('a', Promise.resolve('a1'));
    const never = new Promise<string>(() => undefined);
    expect(await held.read('a', never)).toBe('a1');
    const b = deferred<string>();
    const reading = held.read('b', b.promise);
    b.resolve('b1');
    expect(await reading).toBe('b1');
  });
});
