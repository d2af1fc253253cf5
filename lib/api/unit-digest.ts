import 'server-only';
import { analyse } from '@/lib/analysis';
import type { JournalEntry } from '@/lib/journal/types';
import { FLEET_DIGESTS_MAX } from './constants';
import { createDigestCache, type DigestCache } from './digest-cache';
import { summariseUnit } from './summarise-unit';
import type { UnitSummary } from './types';

const KEY = Symbol.for('restart-radar.unit-digests');

/** One per server process: Next may load this module once per route bundle. */
export function unitDigests(): DigestCache<UnitSummary> {
  const g = globalThis as { [KEY]?: DigestCache<UnitSummary> };
  return (g[KEY] ??= createDigestCache<UnitSummary>({ maxEntries: FLEET_DIGESTS_MAX }));
}

export interface DigestInput {
  host: string;
  unit: string;
  noise: string[];
  currentInvocationId: string | null;
  /** The journal window's identity (journalOutputFingerprint, senderWindow); null when it cannot be told: always analysed. */
  window: string | null;
  /** The window's entries, parsed only when the digest must be computed. */
  entries: () => readonly JournalEntry[];
}

/**
 * A unit's fleet digest, analysed again only when its journal window or its current invocation changed since it
 * was last computed. The digest does not depend on the clock (only the ETA does, and the digest has none).
 */
export function digestUnit({ host, unit, noise, currentInvocationId, window, entries }: DigestInput): UnitSummary {
  const key = `${host}\u0000${unit}\u0000${noise.join('\u0001')}`;
  const fingerprint = window === null ? null : `${window}\u0000${currentInvocationId ?? ''}`;
  return unitDigests().get(key, host, fingerprint, () =>
    summariseUnit(analyse(entries(), { currentInvocationId, noisePatterns: noise, now: Date.now() * 1000 })),
  );
}
