import 'server-only';
import { journalctlFleetArgs } from '@/lib/commands';
import type { Host } from '@/lib/inventory/types';
import { parseJournalJson } from '@/lib/journal';
import { lineCursor } from '@/lib/journal/output-fingerprint';
import type { JournalEntry } from '@/lib/journal/types';
import { transportFor } from '@/lib/transports';
import { sharedCoalescer } from './coalesce';
import { assertJournalOk } from './command-errors';
import { JOURNAL_TTL_MS, REMOTE_KEEP_LINES, REMOTE_KEEP_SLACK, REMOTE_OVERLAP_US, REMOTE_ROUND_BYTES, REMOTE_ROUND_LINES, REMOTE_WINDOW_US } from './constants';

/** What the fleet knows of one sender of a journal-remote directory. */
export interface RemoteSender {
  /** Recent entries per unit, oldest first, at most REMOTE_KEEP_LINES each. */
  units: Map<string, JournalEntry[]>;
  /** Bumped when entries arrive, to reuse a digest of an unchanged unit. */
  version: number;
  /** Epoch µs of the newest entry seen from this sender. */
  newestAt: number;
}

export interface RemoteDirectory {
  senders: Map<string, RemoteSender>;
  /** Epoch µs the tail has read up to; the first read went back REMOTE_WINDOW_US from `startedAt`. */
  readTo: number | null;
  startedAt: number;
  /** journalctl's notes about files it skipped ("Journal file … corrupted, ignoring file."). */
  notices: string[];
  /** Set when the newest read hit REMOTE_ROUND_LINES: older rounds are still catching up. */
  catchingUp: boolean;
}

interface TailState extends RemoteDirectory {
  units: string;
  /** Cursors read in the overlap window, so a re-read does not add an entry twice. */
  recent: Map<string, number>;
}

const KEY = Symbol.for('restart-radar.remote-journal-tail');
function states(): Map<string, TailState> {
  const g = globalThis as { [KEY]?: Map<string, TailState> };
  return (g[KEY] ??= new Map());
}

// "Journal file X is truncated, ignoring file.", "… corrupted, ignoring file.", "… uses an unsupported feature, ignoring file."
const NOTICE_RE = /^Journal file .*, ignoring file\.$/gm;

/**
 * Tails a journal-remote directory for every watched unit of every sender with ONE journalctl per call
 * (shared by every viewer for JOURNAL_TTL_MS), split by _HOSTNAME. Throws the typed journalctl error.
 */
export function tailRemoteDirectory(logHost: Host, directory: string, units: readonly string[], now: () => number = Date.now): Promise<RemoteDirectory> {
  const unitKey = [...new Set(units)].sort().join(',');
  const key = `${logHost.name}\u0000${JSON.stringify(logHost)}\u0000${directory}`;
  return sharedCoalescer().run(`remote-tail\u0000${key}\u0000${unitKey}`, JOURNAL_TTL_MS, async () => {
    let state = states().get(key);
    if (!state || state.units !== unitKey) {
      state = { senders: new Map(), readTo: null, startedAt: now() * 1000, notices: [], catchingUp: false, units: unitKey, recent: new Map() };
      states().set(key, state);
    }
    const since = state.readTo === null ? Math.max(0, state.startedAt - REMOTE_WINDOW_US) : Math.max(0, state.readTo - REMOTE_OVERLAP_US);
    const argv = journalctlFleetArgs({ directory, units: unitKey.split(','), since, limit: REMOTE_ROUND_LINES });
    const out = await transportFor(logHost).exec(argv, { maxBytes: REMOTE_ROUND_BYTES });
    assertJournalOk(out);
    const { lines, fresh } = unseenLines(out.stdout, state.recent);
    absorb(state, parseJournalJson(fresh).entries);
    state.catchingUp = lines >= REMOTE_ROUND_LINES || out.truncated;
    state.notices = [...new Set(out.stderr.match(NOTICE_RE) ?? [])].slice(0, 20);
    if (state.catchingUp) state.notices.push(`catching up: read ${lines} entries this round, more next round`);
    return state;
  });
}

/** The lines whose cursor was not absorbed yet: the overlap every round re-reads is not parsed again. */
function unseenLines(stdout: string, recent: ReadonlyMap<string, number>): { lines: number; fresh: string } {
  const fresh: string[] = [];
  let lines = 0;
  for (let start = 0; start < stdout.length; ) {
    const newline = stdout.indexOf('\n', start);
    const end = newline === -1 ? stdout.length : newline;
    if (end > start) {
      lines++;
      const line = stdout.slice(start, end);
      const cursor = lineCursor(line);
      if (cursor === null || !recent.has(cursor)) fresh.push(line);
    }
    start = end + 1;
  }
  return { lines, fresh: fresh.join('\n') };
}

function absorb(state: TailState, entries: readonly JournalEntry[]): void {
  for (const entry of entries) {
    if (entry.cursor !== null) {
      if (state.recent.has(entry.cursor)) continue;
      state.recent.set(entry.cursor, entry.ts ?? 0);
    }
    const hostname = entry.hostname ?? '';
    const unit = entry.unit ?? '';
    const sender = state.senders.get(hostname) ?? { units: new Map<string, JournalEntry[]>(), version: 0, newestAt: 0 };
    state.senders.set(hostname, sender);
    const list = sender.units.get(unit) ?? [];
    sender.units.set(unit, list);
    list.push(entry);
    // Only the last REMOTE_KEEP_LINES are ever read; the slack spares a splice on every line.
    if (list.length > REMOTE_KEEP_LINES + REMOTE_KEEP_SLACK) list.splice(0, list.length - REMOTE_KEEP_LINES);
    sender.version++;
    if (entry.ts !== null) {
      sender.newestAt = Math.max(sender.newestAt, entry.ts);
      state.readTo = Math.max(state.readTo ?? 0, entry.ts);
    }
  }
  if (state.readTo === null) state.readTo = state.startedAt - REMOTE_WINDOW_US;
  const floor = state.readTo - REMOTE_OVERLAP_US;
  for (const [cursor, ts] of state.recent) if (ts < floor) state.recent.delete(cursor);
}

/** A sender's recent entries of one unit, at most REMOTE_KEEP_LINES, renumbered for analysis. */
export function senderEntries(sender: RemoteSender | undefined, unit: string): JournalEntry[] {
  const list = sender?.units.get(unit) ?? [];
  return list.slice(-REMOTE_KEEP_LINES).map((e, seq) => (e.seq === seq ? e : { ...e, seq }));
}

/** The identity of the window senderEntries gives: its length and first and last cursor (null without cursors). */
export function senderWindow(sender: RemoteSender | undefined, unit: string): string | null {
  const list = sender?.units.get(unit) ?? [];
  if (list.length === 0) return 'empty';
  const first = list[Math.max(0, list.length - REMOTE_KEEP_LINES)]!.cursor;
  const last = list[list.length - 1]!.cursor;
  return first !== null && last !== null ? `${Math.min(list.length, REMOTE_KEEP_LINES)}:${first}:${last}` : null;
}
