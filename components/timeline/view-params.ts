import { z } from 'zod';
import { LEVELS, type Level } from '@/lib/journal/types';
import { LINE_ANCHOR } from './line-anchor';

/** Filters and selection shared by every timeline (live, snapshot, pasted log). */
export interface TimelineFilters {
  attempt: number | null;
  /** Minimum level shown. */
  level: Level | null;
  q: string;
  regex: boolean;
  currentOnly: boolean;
  errorsOnly: boolean;
  hideNoise: boolean;
  tz: 'host' | 'utc';
  /** Anchor of the selected line (see line-anchor.ts). */
  line: string | null;
}

export const DEFAULT_FILTERS: TimelineFilters = {
  attempt: null,
  level: null,
  q: '',
  regex: false,
  currentOnly: false,
  errorsOnly: false,
  hideNoise: false,
  tz: 'host',
  line: null,
};

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export function firstParam(raw: RawSearchParams, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined;
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
}

const index = z.string().regex(/^\d{1,9}$/).transform(Number).nullable().catch(null);
const flag = z
  .string()
  .optional()
  .transform((v) => v === '1')
  .catch(false);

// Each field falls back on its own, so one hostile value never discards the rest of a shared link.
const filterSchema = z.object({
  attempt: index,
  level: z.enum(LEVELS).nullable().catch(null),
  q: z.string().max(500).catch(''),
  re: flag,
  cur: flag,
  err: flag,
  noise: flag,
  tz: z.enum(['host', 'utc']).catch('host'),
  line: z.string().regex(LINE_ANCHOR).nullable().catch(null),
});

export function parseFilters(raw: RawSearchParams): TimelineFilters {
  const pick = (k: string) => firstParam(raw, k);
  const p = filterSchema.parse({
    attempt: pick('attempt') ?? null,
    level: pick('level') ?? null,
    q: pick('q') ?? '',
    re: pick('re'),
    cur: pick('cur'),
    err: pick('err'),
    noise: pick('hide_noise'),
    tz: pick('tz') ?? 'host',
    line: pick('line') ?? null,
  });
  return {
    attempt: p.attempt,
    level: p.level,
    q: p.q,
    regex: p.re,
    currentOnly: p.cur,
    errorsOnly: p.err,
    hideNoise: p.noise,
    tz: p.tz,
    line: p.line,
  };
}

export function writeFilters(f: TimelineFilters, q: URLSearchParams): URLSearchParams {
  if (f.attempt != null) q.set('attempt', String(f.attempt));
  if (f.level) q.set('level', f.level);
  if (f.q) q.set('q', f.q);
  if (f.regex) q.set('re', '1');
  if (f.currentOnly) q.set('cur', '1');
  if (f.errorsOnly) q.set('err', '1');
  if (f.hideNoise) q.set('hide_noise', '1');
  if (f.tz !== 'host') q.set('tz', f.tz);
  if (f.line != null) q.set('line', f.line);
  return q;
}
