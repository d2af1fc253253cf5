import 'server-only';
import { journalctlArgs } from '@/lib/commands';
import type { Host } from '@/lib/inventory/types';
import { parseJournalJson } from '@/lib/journal';
import type { JournalEntry } from '@/lib/journal/types';
import type { ExecResult } from '@/lib/transports/types';
import { assertJournalOk, isCursorRejected } from './command-errors';
import { CURSOR_FALLBACK_US, JOURNAL_TTL_MS } from './constants';
import { sharedCoalescer } from './coalesce';
import { RadarError } from './errors';
import { fetchStatus } from './fetch-status';
import type { JournalSlice } from './types';
import { runCommand } from './run-command';

export interface SliceQuery {
  /** Epoch microseconds, inclusive. */
  since?: number;
  until?: number;
  after?: string;
  limit: number;
}

/**
 * One unit's journal slice. With `since` or `after` it is the first `limit` entries (page on with
 * the returned cursor); with neither, the newest `limit`. A cursor journalctl cannot seek to falls
 * back to the time window and says so.
 */
export function fetchJournal(host: Host, unit: string, query: SliceQuery): Promise<JournalSlice> {
  const key = ['slice', host.name, unit, query.since, query.until, query.after, query.limit].join('\u0000');
  // Shared whole, parse included: a hundred viewers of one unit cost one parse per poll.
  return sharedCoalescer().run(key, JOURNAL_TTL_MS, () => readSlice(host, unit, query));
}

async function readSlice(host: Host, unit: string, query: SliceQuery): Promise<JournalSlice> {
  const directory = host.journalDirectory ?? undefined;
  const base = { unit, until: query.until, directory, limit: query.limit + 1 };
  let cursorExpired = false;
  let since = query.since;
  let out: ExecResult = await runCommand(host, journalctlArgs({ ...base, since, afterCursor: query.after }), JOURNAL_TTL_MS);
  if (query.after !== undefined && isCursorRejected(out)) {
    cursorExpired = true;
    since ??= Date.now() * 1000 - CURSOR_FALLBACK_US;
    out = await runCommand(host, journalctlArgs({ ...base, since }), JOURNAL_TTL_MS);
  }
  assertJournalOk(out);
  const forward = since !== undefined || (query.after !== undefined && !cursorExpired);
  let entries = parseJournalJson(out.stdout).entries;
  const overLimit = entries.length > query.limit;
  if (overLimit) entries = forward ? entries.slice(0, query.limit) : entries.slice(entries.length - query.limit);
  if (entries.length === 0 && query.after === undefined) await assertUnitExists(host, unit);
  return {
    host: host.name,
    unit,
    entries: overLimit && !forward ? renumber(entries) : entries,
    // An expired cursor is never handed back: the client would loop on it.
    cursor: entries.at(-1)?.cursor ?? (cursorExpired ? null : (query.after ?? null)),
    truncated: overLimit || out.truncated,
    cursorExpired,
    clockSkewMs: null,
    fetchedAt: Date.now(),
  };
}

async function assertUnitExists(host: Host, unit: string): Promise<void> {
  try {
    await fetchStatus(host, unit);
  } catch (err) {
    // Only "no such unit" turns an empty slice into an error; a failing systemctl does not.
    if (err instanceof RadarError && err.code === 'unit_not_found') throw err;
  }
}

function renumber(entries: JournalEntry[]): JournalEntry[] {
  return entries.map((e, seq) => ({ ...e, seq }));
}
