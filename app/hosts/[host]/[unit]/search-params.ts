import { z } from 'zod';
import { DEFAULT_PRESET, WINDOW_PRESETS, type TimelineParams, type WindowPreset } from '@/components/timeline/timeline-link';
import { DEFAULT_FILTERS, firstParam, parseFilters, type RawSearchParams } from '@/components/timeline/view-params';

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

export { DEFAULT_FILTERS };
export type { TimelineParams };
