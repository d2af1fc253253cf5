import { useEffect, useRef } from 'react';
import type { Analysis } from '@/lib/analysis/types';
import { watchEvents, watchMemory, type WatchMemory } from './watch-events';

/** While `enabled` (the user said yes on a click), one browser notification when the watched attempt gets ready or fails. */
export function useAttemptNotifications(analysis: Analysis, opts: { enabled: boolean; unit: string; host: string; ready: boolean }) {
  const memory = useRef<WatchMemory | null>(null);
  const { enabled, unit, host, ready } = opts;
  useEffect(() => {
    // Before the first slice has arrived there is nothing to compare with.
    if (!ready) return;
    const events = watchEvents(memory.current, analysis);
    memory.current = watchMemory(analysis);
    if (!enabled || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const where = `${unit.replace(/\.service$/, '')} @ ${host}`;
    for (const e of events) {
      const title = e.kind === 'ready' ? `ready · ${where}` : `FAILED · ${where}`;
      const body = e.kind === 'ready' ? `Attempt ${e.attemptIndex + 1} is ready.` : `Attempt ${e.attemptIndex + 1} failed: ${e.cause ?? 'no root cause line found'}`;
      new Notification(title, { body, tag: `${host}/${unit}/${e.attemptIndex}`, icon: e.kind === 'ready' ? '/favicon-ready.svg' : '/favicon-failed.svg' });
    }
  }, [analysis, enabled, unit, host, ready]);
}
