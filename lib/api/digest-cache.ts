import 'server-only';

export interface DigestCacheStats {
  /** Values computed: a miss, a changed fingerprint, or an evicted key asked again. */
  computed: number;
  /** Values served again because the fingerprint was the same. */
  reused: number;
}

export interface DigestCache<T> {
  /** The value kept for `key` while `fingerprint` is the one it was computed for; else `compute()`'s, kept. A null fingerprint never matches. */
  get(key: string, owner: string, fingerprint: string | null, compute: () => T): T;
  /** Forgets the values of every owner (a host) not in `owners`. */
  retain(owners: ReadonlySet<string>): void;
  size(): number;
  stats(): DigestCacheStats;
}

interface Kept<T> {
  owner: string;
  fingerprint: string;
  value: T;
}

/** A bounded map of derived values (a unit's digest) keyed by what they were derived from; the least recently used go first. */
export function createDigestCache<T>({ maxEntries }: { maxEntries: number }): DigestCache<T> {
  const kept = new Map<string, Kept<T>>();
  const stats: DigestCacheStats = { computed: 0, reused: 0 };
  return {
    get(key, owner, fingerprint, compute) {
      const hit = kept.get(key);
      if (hit && fingerprint !== null && hit.fingerprint === fingerprint && hit.owner === owner) {
        stats.reused++;
        // Map order is insertion order: re-inserting keeps the recently used at the end.
        kept.delete(key);
        kept.set(key, hit);
        return hit.value;
      }
      stats.computed++;
      const value = compute();
      kept.delete(key);
      if (fingerprint === null) return value;
      kept.set(key, { owner, fingerprint, value });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
      return value;
    },
    retain(owners) {
      for (const [key, { owner }] of kept) if (!owners.has(owner)) kept.delete(key);
    },
    size: () => kept.size,
    stats: () => ({ ...stats }),
  };
}
