import { useEffect } from 'react';
import { TAB_ICON_HREF, type TabState } from './tab-state';

/** Keeps the document title and favicon on `state` while mounted; puts the page's own back after. */
export function useTabState(state: TabState | null) {
  const title = state?.title ?? null;
  const icon = state?.icon ?? 'idle';
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  useEffect(() => {
    if (icon === 'idle') return;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    const own = links.length > 0 ? links : [Object.assign(document.head.appendChild(document.createElement('link')), { rel: 'icon' })];
    const before = own.map((l) => [l.href, l.type] as const);
    for (const l of own) {
      l.href = TAB_ICON_HREF[icon];
      l.type = 'image/svg+xml';
    }
    return () =>
      own.forEach((l, i) => {
        l.href = before[i]![0];
        l.type = before[i]![1];
      });
  }, [icon]);
}
