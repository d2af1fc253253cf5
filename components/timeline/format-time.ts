import type { JournalEntry } from '@/lib/journal/types';

/** `null` offset means the browser's own zone (no host zone could be inferred). */
export type TimeZoneMode = { kind: 'utc' } | { kind: 'host'; offsetMin: number | null };

const STAMP = /^(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/;

/**
 * vLLM prints its own `MM-DD HH:MM:SS` in the host's local zone while the journal stamps UTC epochs,
 * so the difference between the two is the host's UTC offset.
 */
export function inferHostOffset(entries: readonly JournalEntry[], sample = 200): number | null {
  const votes = new Map<number, number>();
  let seen = 0;
  for (const e of entries) {
    if (seen >= sample) break;
    const m = e.vllm?.stamp ? STAMP.exec(e.vllm.stamp) : null;
    if (!m || e.ts == null) continue;
    seen++;
    const tsMs = e.ts / 1000;
    const year = new Date(tsMs).getUTCFullYear();
    let best: number | null = null;
    for (const y of [year - 1, year, year + 1]) {
      const local = Date.UTC(y, Number(m[1]) - 1, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]));
      const diffMin = Math.round((local - tsMs) / 60_000 / 15) * 15;
      if (Math.abs(diffMin) <= 14 * 60 && (best == null || Math.abs(diffMin) < Math.abs(best))) best = diffMin;
    }
    if (best != null) votes.set(best, (votes.get(best) ?? 0) + 1);
  }
  let top: number | null = null;
  let topVotes = 0;
  for (const [offset, n] of votes) if (n > topVotes) [top, topVotes] = [offset, n];
  return top;
}

function pad(n: number, w = 2) {
  return String(n).padStart(w, '0');
}

function shifted(tsUs: number, zone: TimeZoneMode): Date {
  const ms = tsUs / 1000;
  if (zone.kind === 'utc') return new Date(ms);
  const offsetMin = zone.offsetMin ?? -new Date(ms).getTimezoneOffset();
  return new Date(ms + offsetMin * 60_000);
}

export function zoneLabel(zone: TimeZoneMode): string {
  if (zone.kind === 'utc') return 'UTC';
  if (zone.offsetMin == null) return 'local';
  const sign = zone.offsetMin < 0 ? '−' : '+';
  const abs = Math.abs(zone.offsetMin);
  return `host UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `23:37:52` (add `ms` for `23:37:52.125`). */
export function formatClock(tsUs: number | null, zone: TimeZoneMode, opts: { ms?: boolean } = {}): string {
  if (tsUs == null) return '--:--:--';
  const d = shifted(tsUs, zone);
  const base = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return opts.ms ? `${base}.${pad(d.getUTCMilliseconds(), 3)}` : base;
}

/** `2026-02-20 23:37:52` */
export function formatDateTime(tsUs: number | null, zone: TimeZoneMode): string {
  if (tsUs == null) return 'unknown time';
  const d = shifted(tsUs, zone);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${formatClock(tsUs, zone)}`;
}

/** `450 ms`, `9.2 s`, `1 min 31 s`, `2 h 5 min`. */
export function formatDuration(us: number | null): string {
  if (us == null || !Number.isFinite(us)) return '–';
  const ms = us / 1000;
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const totalS = Math.round(s);
  if (totalS < 3600) {
    const rest = totalS % 60;
    return rest ? `${Math.floor(totalS / 60)} min ${rest} s` : `${totalS / 60} min`;
  }
  const mins = Math.floor(totalS / 60);
  if (mins < 48 * 60) return `${Math.floor(mins / 60)} h ${mins % 60} min`;
  return `${Math.floor(mins / 1440)} d ${Math.floor((mins % 1440) / 60)} h`;
}

/** `just now`, `90 s ago`, `12 min ago`, `in 40 s`. */
export function formatRelative(tsUs: number | null, nowMs: number): string {
  if (tsUs == null) return '';
  const diffS = Math.round((nowMs - tsUs / 1000) / 1000);
  const abs = Math.abs(diffS);
  const text =
    abs < 2 ? null : abs < 120 ? `${abs} s` : abs < 7200 ? `${Math.round(abs / 60)} min` : abs < 172_800 ? `${Math.round(abs / 3600)} h` : `${Math.round(abs / 86_400)} d`;
  if (!text) return 'just now';
  return diffS >= 0 ? `${text} ago` : `in ${text}`;
}
