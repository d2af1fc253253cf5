import { useEffect, useRef } from 'react';

export interface TimelineKeyHandlers {
  next: () => void;
  prev: () => void;
  nextError: () => void;
  prevError: () => void;
  focusSearch: () => void;
  clear: () => void;
}

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** j/k next/previous line, n/N next/previous error, / search, Esc leaves the search or clears the selection. */
export function useTimelineKeys(handlers: TimelineKeyHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      if (ev.key === 'Escape') {
        if (isTyping(ev.target)) (ev.target as HTMLElement).blur();
        else ref.current.clear();
        return;
      }
      if (isTyping(ev.target)) return;
      const h = ref.current;
      const action = { j: h.next, k: h.prev, n: h.nextError, N: h.prevError, '/': h.focusSearch }[ev.key];
      if (!action) return;
      ev.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
