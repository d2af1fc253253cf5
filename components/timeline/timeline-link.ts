import { writeFilters, type TimelineFilters } from './view-params';

export const WINDOW_PRESETS = ['5m', '30m', 'prev', 'boot'] as const;
export type WindowPreset = (typeof WINDOW_PRESETS)[number];
export const DEFAULT_PRESET: WindowPreset = '30m';

export const PRESET_LABEL: Record<WindowPreset, string> = {
  '5m': 'last 5 min',
  '30m': 'last 30 min',
  prev: 'since the previous start',
  boot: 'since boot',
};

/** The whole view of `/hosts/:host/:unit`: the window as absolute times, plus the filters. */
export interface TimelineParams {
  /** Epoch microseconds; null with preset `boot` (no lower bound). */
  since: number | null;
  /** Epoch microseconds; null while live. */
  until: number | null;
  preset: WindowPreset | null;
  filters: TimelineFilters;
}

function iso(us: number) {
  return new Date(Math.floor(us / 1000)).toISOString().replace('.000Z', 'Z');
}

export function timelineQuery(p: TimelineParams): string {
  const q = new URLSearchParams();
  if (p.since != null) q.set('since', iso(p.since));
  else q.set('win', 'boot');
  if (p.until != null) q.set('until', iso(p.until));
  writeFilters(p.filters, q);
  return q.toString();
}

/** The timeline's address: the share link of exactly this view. */
export function timelineHref(host: string, unit: string, p?: TimelineParams): string {
  const base = `/hosts/${encodeURIComponent(host)}/${encodeURIComponent(unit)}`;
  if (!p) return base;
  const qs = timelineQuery(p);
  return qs ? `${base}?${qs}` : base;
}
