import type { JournalEntry, Level } from '@/lib/journal/types';

export const LEVEL_RANK: Record<Level, number> = { debug: 0, info: 1, warning: 2, error: 3, critical: 4 };

/** The level the engine printed (vLLM's, or `printed` read by another engine's prefix), else the syslog priority. */
export function entryLevel(e: JournalEntry, printed: Level | null = null): Level {
  if (e.vllm?.level) return e.vllm.level;
  // Engines that write to stdout land at priority 6 whatever they printed: TGI's ERROR is an error.
  if (printed) return printed;
  const p = e.priority;
  if (p == null) return 'info';
  if (p <= 2) return 'critical';
  if (p === 3) return 'error';
  if (p === 4) return 'warning';
  if (p === 7) return 'debug';
  return 'info';
}
