import { describe, expect, it } from 'vitest';
import { createDigestCache } from './digest-cache';

describe('createDigestCache', () => {
  it('computes once per fingerprint: the same window is served again, a moved one is computed anew', () => {
    const cache = createDigestCache<string>({ maxEntries: 10 });
    let calls = 0;
    const get = (fp: string | null, value: string) => cache.get('gpu-1/vllm', 'gpu-1', fp, () => (calls++, value));
    expect(get('w1', 'first')).toBe('first');
    expect(get('w1', 'second')).toBe('first');
    expect(calls).toBe(1);
    expect(get('w2', 'moved')).toBe('moved');
    expect(get('w2', 'again')).toBe('moved');
    expect(calls).toBe(2);
    expect(cache.stats()).toEqual({ computed: 2, reused: 2 });
  });

  it('never keeps a value whose window cannot be told (null fingerprint)', () => {
    const cache = createDigestCache<number>({ maxEntries: 10 });
    let calls = 0;
    cache.get('k', 'h', 'w', () => ++calls);
    expect(cache.get('k', 'h', null, () => ++calls)).toBe(2);
    expect(cache.get('k', 'h', null, () => ++calls)).toBe(3);
    // The null read also dropped the old value: a later equal fingerprint cannot bring back a digest older than the null one.
    expect(cache.get('k', 'h', 'w', () => ++calls)).toBe(4);
    expect(cache.size()).toBe(1);
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = createDigestCache<string>({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) cache.get(k, k, 'w', () => k);
    cache.get('a', 'a', 'w', () => 'recomputed');
    cache.get('d', 'd', 'w', () => 'd');
    expect(cache.size()).toBe(3);
    expect(cache.get('a', 'a', 'w', () => 'recomputed')).toBe('a');
    expect(cache.get('b', 'b', 'w', () => 'b again')).toBe('b again');
  });

  it('forgets the hosts that left the inventory', () => {
    const cache = createDigestCache<string>({ maxEntries: 10 });
    cache.get('gpu-1/a', 'gpu-1', 'w', () => '1a');
    cache.get('gpu-1/b', 'gpu-1', 'w', () => '1b');
    cache.get('gpu-2/a', 'gpu-2', 'w', () => '2a');
    cache.retain(new Set(['gpu-2']));
    expect(cache.size()).toBe(1);
    expect(cache.get('gpu-1/a', 'gpu-1', 'w', () => 'asked again')).toBe('asked again');
    expect(cache.get('gpu-2/a', 'gpu-2', 'w', () => 'x')).toBe('2a');
  });
});
