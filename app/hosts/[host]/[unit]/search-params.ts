import { z } from 'zod';
import { DEFAULT_FILTERS, firstParam, parseFilters, writeFilters, type RawSearchParams, type TimelineFilters } from '@/components/timeline/view-params';

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

const EPOCH_US = /^\d{1,16}$/;
// Date.parse alone accepts '-5' or 'May 1'; only a full ISO time with a zone is a shared-link time.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const time = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const us = EPOCH_US.test(v) ? Number(v) : ISO.test(v) ? Date.parse(v) * 1000 : NaN;
    if (!Number.isSafeInteger(us) || us <= 0) {
      ctx.addIssue({ code: 'custom', message: 'bad time' });
      return z.NEVER;
    }
    return us;
  })
  .nullable()
  .catch(null);

const preset = z.enum(WINDOW_PRESETS).nullable().catch(null);

const PRESET_SPAN_US: Partial<Record<WindowPreset, number>> = { '5m': 5 * 60e6, '30m': 30 * 60e6 };

/** Parses the URL; any hostile or broken value falls back to its default instead of failing the page. */
export function parseTimelineParams(raw: RawSearchParams, nowMs: number): TimelineParams {
  let since = time.parse(firstParam(raw, 'since') ?? null);
  let until = time.parse(firstParam(raw, 'until') ?? null);
  const p = preset.parse(firstParam(raw, 'win') ?? null);
  if (since != null && until != null && since > until) until = null;
  if (since == null && p !== 'boot') since = nowMs * 1000 - (PRESET_SPAN_US[p ?? DEFAULT_PRESET] ?? PRESET_SPAN_US[DEFAULT_PRESET]!);
  return { since, until, preset: since == null ? 'boot' : p, filters: parseFilters(raw) };
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

export function timelineHref(host: string, unit: string, p?: TimelineParams): string {
  const base = `/hosts/${encodeURIComponent(host)}/${encodeURIComponent(unit)}`;
  if (!p) return base;
  const qs = timelineQuery(p);
  return qs ? `${base}?${qs}` : base;
}

export { DEFAULT_FILTERS };
