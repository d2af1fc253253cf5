import 'server-only';

export interface HeldAnswers<T> {
  /** `fresh` when it settles within the wait; else the answer held from an earlier read of `key`, when one younger than maxAgeMs exists. */
  read(key: string, fresh: Promise<T>): Promise<T>;
}

/**
 * A slow source must not hold every row of the round: past `waitMs` the previous answer serves (each figure carries
 * its own time), and the fresh one is kept for the next read. A failure is never covered by an older answer.
 */
export function createHeldAnswers<T>({ waitMs, maxAgeMs, maxKeys = 64, now = Date.now }: { waitMs: number; maxAgeMs: number; maxKeys?: number; now?: () => number }): HeldAnswers<T> {
  const held = new Map<string, { at: number; value: T }>();
  return {
    async read(key, fresh) {
      const kept = held.get(key);
      fresh.then(
        (value) => {
          held.delete(key);
          held.set(key, { at: now(), value });
          for (const oldest of held.keys()) if (held.size > maxKeys) held.delete(oldest);
        },
        () => held.delete(key),
      );
      if (!kept || now() - kept.at > maxAgeMs) return fresh;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<{ late: true }>((r) => (timer = setTimeout(r, waitMs, { late: true })));
      try {
        const first = await Promise.race([fresh.then((value) => ({ value })), late]);
        return 'late' in first ? kept.value : first.value;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
