/** 32-bit FNV-1a with murmur3's finaliser; `seed` gives independent streams. */
function hash32(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Deterministic 64-bit hash of a string as 16 hex digits: the same ids in every process. */
export function hash64(text: string): string {
  return hash32(text, 0x9e3779b9).toString(16).padStart(8, '0') + hash32(text, 0x7f4a7c15).toString(16).padStart(8, '0');
}

const ids = new Map<string, string>();

/** A 128-bit id (boot ID, invocation ID, seqnum ID) as 32 hex digits; memoised, the same set recurs every loop. */
export function id128(...parts: (string | number)[]): string {
  const key = parts.join('/');
  let id = ids.get(key);
  if (id === undefined) {
    id = hash64(`${key}#a`) + hash64(`${key}#b`);
    if (ids.size > 10_000) ids.clear();
    ids.set(key, id);
  }
  return id;
}
