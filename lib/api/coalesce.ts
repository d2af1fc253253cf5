import 'server-only';

interface Entry {
  promise: Promise<unknown>;
  /** Epoch ms after which the settled result is stale; Infinity while in flight. */
  expiresAt: number;
}

export interface Coalescer {
  /** Concurrent calls with one key share one `fn()`; its result (or failure) answers the same key for `ttlMs` after it settles. */
  run<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T>;
  size(): number;
  clear(): void;
}

export function createCoalescer({ maxEntries = 2_000, now = Date.now }: { maxEntries?: number; now?: () => number } = {}): Coalescer {
  const entries = new Map<string, Entry>();

  function sweep(t: number) {
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
    // Map iteration is insertion order, so this drops the oldest first.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    run<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T> {
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > t) return hit.promise as Promise<T>;
      sweep(t);
      const entry: Entry = { promise: Promise.resolve(), expiresAt: Infinity };
      const settle = () => {
        if (entries.get(key) !== entry) return;
        entry.expiresAt = now() + ttlMs;
        // Slices can be megabytes: let go of them when they expire, not at the next miss.
        setTimeout(() => entries.get(key) === entry && entries.delete(key), ttlMs).unref?.();
      };
      const promise = Promise.resolve().then(fn);
      entry.promise = promise;
      promise.then(settle, settle);
      entries.set(key, entry);
      return promise;
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

const GLOBAL_KEY = Symbol.for('restart-radar.coalescer');

/** One coalescer per server process: Next may load this module once per route bundle. */
export function sharedCoalescer(): Coalescer {
  const g = globalThis as { [GLOBAL_KEY]?: Coalescer };
  return (g[GLOBAL_KEY] ??= createCoalescer());
}
