import 'server-only';
import { z } from 'zod';
import { isCursor, normaliseUnit } from '@/lib/commands/validate';

export const JOURNAL_LIMIT_DEFAULT = 5_000;
export const JOURNAL_LIMIT_MAX = 50_000;
/** A pasted log for a snapshot; the request body limit (read-json-body.ts) bounds it first. */
export const PASTE_MAX_CHARS = 10_000_000;

const HOST_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/;
const EPOCH_US_RE = /^\d{1,16}$/;
const ISO_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})$/;
const SNAPSHOT_ID_RE = /^[A-Za-z0-9_-]{22}$/;

export const hostName = z.string().regex(HOST_NAME_RE, 'Invalid host name');

export const hostParams = z.object({ host: hostName });

/** A systemd unit name by systemd's rules; a bare name gets `.service`. */
export const unitName = z
  .string()
  .max(256, 'Invalid unit name')
  .transform((value, ctx) => {
    const unit = value === value.trim() ? normaliseUnit(value) : null;
    if (unit === null) {
      ctx.addIssue({ code: 'custom', message: 'Invalid unit name' });
      return z.NEVER;
    }
    return unit;
  });

/** Epoch microseconds as digits, or an ISO 8601 time with a zone; returns epoch microseconds. */
export const epochMicros = z
  .string()
  .max(40, 'Invalid time')
  .transform((value, ctx) => {
    const us = parseTime(value);
    if (us === null) {
      ctx.addIssue({ code: 'custom', message: 'Invalid time: use epoch microseconds or an ISO 8601 time with a zone' });
      return z.NEVER;
    }
    return us;
  });

function parseTime(value: string): number | null {
  if (EPOCH_US_RE.test(value)) {
    const us = Number(value);
    return Number.isSafeInteger(us) ? us : null;
  }
  const m = ISO_RE.exec(value);
  if (!m) return null;
  const [, date, time, frac = '', zone] = m;
  if (!isCalendarTime(date!, time!)) return null;
  const ms = Date.parse(`${date}T${time}${zone === 'Z' ? 'Z' : zone!.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')}`);
  if (Number.isNaN(ms) || ms < 0) return null;
  return ms * 1000 + Number(frac.padEnd(6, '0').slice(0, 6));
}

// Date.parse rolls 02-30 over into March instead of refusing it.
function isCalendarTime(date: string, time: string): boolean {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, sec = 0] = time.split(':').map(Number) as [number, number, number?];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && sec < 60;
}

export const cursor = z.string().refine(isCursor, 'Invalid journal cursor');

export const lineLimit = z
  .string()
  .regex(/^\d{1,6}$/, 'Invalid limit')
  .transform(Number)
  .pipe(z.number().int().min(1, 'limit must be at least 1').max(JOURNAL_LIMIT_MAX, `limit must be at most ${JOURNAL_LIMIT_MAX}`));

export const journalQuery = z
  .object({
    since: epochMicros.optional(),
    until: epochMicros.optional(),
    after: cursor.optional(),
    limit: lineLimit.default(JOURNAL_LIMIT_DEFAULT),
  })
  .refine((q) => q.since === undefined || q.until === undefined || q.since <= q.until, 'since must not be after until');

export type JournalQuery = z.infer<typeof journalQuery>;

export const snapshotId = z.string().regex(SNAPSHOT_ID_RE, 'Invalid snapshot id');

const windowTime = z.union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), epochMicros]);

const hostSnapshotRequest = z
  .object({
    source: z.literal('host').optional(),
    host: hostName,
    unit: unitName,
    since: windowTime.optional(),
    until: windowTime.optional(),
  })
  .strict()
  .refine((b) => b.since === undefined || b.until === undefined || b.since <= b.until, 'since must not be after until');

const pasteSnapshotRequest = z
  .object({
    source: z.literal('paste'),
    text: z.string().min(1, 'Empty log').max(PASTE_MAX_CHARS, 'Log too large'),
  })
  .strict();

export type HostSnapshotRequest = z.infer<typeof hostSnapshotRequest>;
export type PasteSnapshotRequest = z.infer<typeof pasteSnapshotRequest>;
export type SnapshotRequest = HostSnapshotRequest | PasteSnapshotRequest;

/** `{ host, unit, since?, until? }` or `{ source: 'paste', text }`; throws ZodError. */
export function parseSnapshotRequest(body: unknown): SnapshotRequest {
  const isPaste = typeof body === 'object' && body !== null && (body as { source?: unknown }).source === 'paste';
  return isPaste ? pasteSnapshotRequest.parse(body) : hostSnapshotRequest.parse(body);
}

/** GET /api/hosts: `wait=all` for one complete round (scripts, benches) instead of the first answer. */
export const fleetQuery = z.object({ wait: z.enum(['all']).optional() });
