import { useEffect, useRef, useState } from 'react';
import type { Analysis } from '@/lib/analysis/types';
import { CAUSE_WAIT_MS, nextWatch, type WatchMemory } from './watch-events';

/** While `enabled` (the user said yes on a click), one browser notification when the watched attempt gets ready or fails. */
export function useAttemptNotifications(analysis: Analysis, opts: { enabled: boolean; unit: string; host: string; ready: boolean }) {
  const memory = useRef<WatchMemory | null>(null);
  // A failure held back for its cause is looked at again when the wait is over, even if no new slice arrives.
  const [recheck, setRecheck] = useState(0);
  const { enabled, unit, host, ready } = opts;
  useEffect(() => {
    // Before the first slice has arrived there is nothing to compare with.
    if (!ready) return;
    const { events, memory: next } = nextWatch(memory.current, analysis, Date.now());
    memory.current = next;
    const timer = next.causeWaitSince === undefined ? null : setTimeout(() => setRecheck((n) => n + 1), CAUSE_WAIT_MS + 50);
    if (enabled && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const where = `${unit.replace(/\.service$/, '')} @ ${host}`;
      for (const e of events) {
        const title = e.kind === 'ready' ? `ready · ${where}` : `FAILED · ${where}`;
        const body = e.kind === 'ready' ? `Attempt ${e.attemptIndex + 1} is ready.` : `Attempt ${e.attemptIndex + 1} failed: ${e.cause ?? 'no root cause line found'}`;
        new Notification(title, { body, tag: `${host}/${unit}/${e.attemptIndex}`, icon: e.kind === 'ready' ? '/favicon-ready.svg' : '/favicon-failed.svg' });
      }
    }
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [analysis, enabled, unit, host, ready, recheck]);
}
