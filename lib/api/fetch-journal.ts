import 'server-only';
import { journalctlArgs } from '@/lib/commands';
import type { Host } from '@/lib/inventory/types';
import { parseJournalJson } from '@/lib/journal';
import type { JournalEntry } from '@/lib/journal/types';
import { sharedCoalescer } from './coalesce';
import { assertJournalOk } from './command-errors';
import { CURSOR_FALLBACK_US, JOURNAL_TTL_MS } from './constants';
import { cursorTime } from './cursor-time';
import { RadarError } from './errors';
import { estimateSkew } from './estimate-skew';
import { fetchStatus } from './fetch-status';
import { measureSkew } from './measure-skew';
import { runCommand } from './run-command';
import type { JournalSlice } from './types';
import type { ExecResult } from '@/lib/transports/types';

export interface SliceQuery {
  /** Epoch microseconds, inclusive. */
  since?: number;
  until?: number;
  after?: string;
  limit: number;
}

/**
 * One unit's journal slice. With `since`, `until` or `after` it is the oldest `limit` entries of
 * the selection (page on with the returned cursor); with none, the newest `limit`.
 */
export function fetchJournal(host: Host, unit: string, query: SliceQuery): Promise<JournalSlice> {
  const key = ['slice', host.name, unit, query.since, query.until, query.after, query.limit].join('\u0000');
  // Shared whole, parse included: a hundred viewers of one unit cost one parse per poll.
  return sharedCoalescer().run(key, JOURNAL_TTL_MS, () => readSlice(host, unit, query));
}

interface Read {
  entries: JournalEntry[];
  truncated: boolean;
  /** Oldest-first selection (since or cursor), else the newest entries. */
  forward: boolean;
  cursorExpired: boolean;
}

/** How long a slice that is ready waits for a clock reading still under way (it goes on, for the next poll). */
const SKEW_WAIT_MS = 1_000;

async function readSlice(host: Host, unit: string, query: SliceQuery): Promise<JournalSlice> {
  const { after, limit } = query;
  // Beside the journal read, on the same connection: no extra round trip on the slice's path.
  // A journal-remote host's clock is not asked (it may be dead): the entries' own times estimate it.
  const skew = host.journalFrom ? Promise.resolve(null) : measureSkew(host);
  const read = after === undefined ? await readWindow(host, unit, query) : await readAfter(host, unit, after, query);
  let { entries } = read;
  const overLimit = entries.length > limit;
  if (overLimit) entries = read.forward ? entries.slice(0, limit) : entries.slice(entries.length - limit);
  if (entries.length === 0 && after === undefined && !host.journalFrom) await assertUnitExists(host, unit);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const measured = await Promise.race([skew, new Promise<null>((r) => (timer = setTimeout(r, SKEW_WAIT_MS, null)))]);
  clearTimeout(timer);
  const fetchedAt = Date.now();
  return {
    host: host.name,
    unit,
    entries: entries[0]?.seq === 0 ? entries : renumber(entries),
    // An expired cursor is never handed back: the client would loop on it.
    cursor: entries.at(-1)?.cursor ?? (read.cursorExpired ? null : (after ?? null)),
    truncated: overLimit || read.truncated,
    cursorExpired: read.cursorExpired,
    clockSkewMs: measured ?? estimateSkew(read.entries, fetchedAt),
    fetchedAt,
  };
}

async function readWindow(host: Host, unit: string, query: SliceQuery, cursorExpired = false): Promise<Read> {
  // journalctl --until with --lines and no --since seeks to the tail first and prints nothing older.
  const since = query.since ?? (query.until !== undefined ? 0 : undefined);
  const { entries, truncated } = await readEntries(host, unit, { since, until: query.until, limit: query.limit + 1 });
  return { entries, truncated, forward: since !== undefined, cursorExpired };
}

async function readAfter(host: Host, unit: string, after: string, query: SliceQuery): Promise<Read> {
  const at = cursorTime(after);
  if (at !== null) {
    // Read from the cursor's own microsecond and drop through the cursor here: journalctl 252's
    // --after-cursor seeks silently to a neighbour when the entry has rotated away (and skips one).
    const { entries, truncated } = await readEntries(host, unit, { since: at, until: query.until, limit: query.limit + 2 });
    const index = entries.findIndex((e) => e.cursor === after);
    if (index !== -1) return { entries: entries.slice(index + 1), truncated, forward: true, cursorExpired: false };
  }
  return readWindow(host, unit, { ...query, since: query.since ?? Date.now() * 1000 - CURSOR_FALLBACK_US }, true);
}

async function readEntries(host: Host, unit: string, q: { since?: number; until?: number; limit: number }) {
  const out = await readJournalOutput(host, unit, q);
  return { entries: parseJournalJson(out.stdout).entries, truncated: out.truncated };
}

/** One `journalctl -o json` of a unit as printed, unparsed (shared by identical calls for JOURNAL_TTL_MS). */
export async function readJournalOutput(host: Host, unit: string, q: { since?: number; until?: number; limit: number }): Promise<ExecResult> {
  const remote = host.journalFrom;
  // A journal-remote host is read on the log host, by its _HOSTNAME: a dead host's last attempts stay readable.
  const argv = remote
    ? journalctlArgs({ unit, ...q, directory: remote.directory, hostname: remote.hostname })
    : journalctlArgs({ unit, ...q, directory: host.journalDirectory ?? undefined });
  const out = await runCommand(remote ? remote.logHost : host, argv, JOURNAL_TTL_MS);
  assertJournalOk(out);
  return out;
}

/** An empty window of a unit systemd does not know is `unit_not_found`; a failing systemctl is not an error here. */
export async function assertUnitExists(host: Host, unit: string): Promise<void> {
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
