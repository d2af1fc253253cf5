import type { JournalEntry, Level } from '@/lib/journal/types';
import type { EngineProfile } from './engines';

/** A line logged at ERROR or CRITICAL by a module that logs so only as its process ends (`EngineProfile.fatalSources`). */
export function isFatalSourceLine(profile: EngineProfile | null, entry: JournalEntry, level: Level | null | undefined): boolean {
  const sources = profile?.fatalSources;
  const source = entry.vllm?.source;
  return sources !== undefined && source != null && (level === 'error' || level === 'critical') && sources.test(source);
}
