import 'server-only';
import { analyse } from '@/lib/analysis';
import { getHostOrThrow } from '@/lib/inventory';
import { parseLog } from '@/lib/journal';
import type { JournalEntry } from '@/lib/journal/types';
import { redactEntries } from '@/lib/redact';
import { createSnapshot } from '@/lib/snapshots/store';
import type { Snapshot } from '@/lib/snapshots/types';
import { fetchGpus } from './fetch-gpus';
import { fetchJournal } from './fetch-journal';
import { fetchStatus } from './fetch-status';
import { JOURNAL_LIMIT_MAX, type SnapshotRequest } from './schemas';

/** Fetches (or parses), redacts, analyses and stores one snapshot. */
export async function freezeSnapshot(req: SnapshotRequest): Promise<Snapshot> {
  return req.source === 'paste' ? freezePaste(req.text) : freezeHostSlice(req.host, req.unit, req.since, req.until);
}

async function freezeHostSlice(hostName: string, unit: string, since?: number, until?: number): Promise<Snapshot> {
  const host = getHostOrThrow(hostName);
  const [slice, status, gpus] = await Promise.all([
    fetchJournal(host, unit, { since, until, limit: JOURNAL_LIMIT_MAX }),
    fetchStatus(host, unit).catch(() => null),
    fetchGpus(host).catch(() => null),
  ]);
  const { entries, redactions } = redactEntries(slice.entries);
  const noisePatterns = host.units.find((u) => u.name === unit)?.noise ?? [];
  const analysis = analyse(entries, { currentInvocationId: status?.invocationId ?? null, noisePatterns, now: slice.fetchedAt * 1000 });
  return createSnapshot({
    source: 'host',
    host: host.name,
    unit,
    window: windowOf(entries, since, until),
    entries,
    analysis,
    status,
    gpuSamples: gpus ? [gpus] : [],
    truncated: slice.truncated,
    format: 'json',
    unparsed: 0,
    redactions,
  });
}

function freezePaste(text: string): Promise<Snapshot> {
  const parsed = parseLog(text);
  const { entries, redactions } = redactEntries(parsed.entries);
  return createSnapshot({
    source: 'paste',
    host: null,
    unit: null,
    window: windowOf(entries),
    entries,
    analysis: analyse(entries),
    status: null,
    gpuSamples: [],
    truncated: false,
    format: parsed.format,
    unparsed: parsed.unparsed,
    redactions,
  });
}

function windowOf(entries: JournalEntry[], since?: number, until?: number): Snapshot['window'] {
  const times = entries.map((e) => e.ts).filter((t): t is number => t !== null);
  return { since: since ?? times[0] ?? null, until: until ?? times.at(-1) ?? null };
}
