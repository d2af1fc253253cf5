import type { JournalEntry } from './types';
import { OLLAMA_TIME } from './bare-line';
import { zoneOffsetMs } from './line-shapes';

// Gin's default request logger (gin-gonic/gin logger.go, defaultLogFormatter), which `ollama serve` logs every request with:
// `[GIN] 2025/03/17 - 08:15:58 | 200 | 13.3177393s | 127.0.0.1 | POST "/api/generate"`. Its stamp is
// `TimeStamp.Format("2006/01/02 - 15:04:05")`: the process's local wall clock to the second, with no zone.
const GIN_STAMP = /^\[GIN\] (\d{4})\/(\d\d)\/(\d\d) - (\d\d):(\d\d):(\d\d) \| /;

/** Offset from UTC in ms that an Ollama slog line's stamp (`time=2025-03-17T08:15:58.642+01:00 level=INFO …`) names, or null for another line. */
function goZoneMs(text: string): number | null {
  if (text.charCodeAt(0) !== 116) return null;
  const m = OLLAMA_TIME.exec(text);
  return m === null ? null : zoneOffsetMs(m[8]!);
}

/** µs of a Gin request line's wall clock read as UTC, or null for another line. */
function ginWallMicros(text: string): number | null {
  if (text.charCodeAt(0) !== 91 || text.charCodeAt(1) !== 71) return null;
  const m = GIN_STAMP.exec(text);
  if (m === null) return null;
  const [month, day, h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || h > 23 || min > 59 || s > 60) return null;
  return Date.UTC(Number(m[1]), month - 1, day, h, min, s) * 1000;
}

/**
 * Times the unstamped Gin request lines of bare output by their own stamp. The process printed it in its local zone: the one
 * the nearest Ollama slog line above names (the same process's clock), else the first one below, else `fallbackMs` (the
 * offset the reader was given for zone-less stamps).
 */
export function timeGinLines(entries: readonly JournalEntry[], fallbackMs: number): void {
  let zone: number | null = null;
  let pending: JournalEntry[] = [];
  const settle = (ms: number) => {
    for (const e of pending) e.ts = e.ts! - ms * 1000;
    pending = [];
  };
  for (const entry of entries) {
    const text = entry.message;
    const seen = entry.ts !== null ? goZoneMs(text) : null;
    if (seen !== null) {
      if (zone === null) settle(seen);
      zone = seen;
      continue;
    }
    if (entry.ts !== null) continue;
    const wall = ginWallMicros(text);
    if (wall === null) continue;
    entry.ts = wall;
    if (zone === null) pending.push(entry);
    else entry.ts = wall - zone * 1000;
  }
  settle(fallbackMs);
}
