import type { JournalEntry, Level } from '@/lib/journal/types';
import type { EngineProfile } from './engines';

/** A line logged at ERROR or CRITICAL by a module that logs so only as its process ends (`EngineProfile.fatalSources`). */
export function isFatalSourceLine(profile: EngineProfile | null, entry: JournalEntry, level: Level | null | undefined): boolean {
  const sources = profile?.fatalSources;
  const source = entry.vllm?.source;
  return sources !== undefined && source != null && (level === 'error' || level === 'critical') && sources.test(source);
}

/** A line the engine logged at ERROR or CRITICAL whose words end it only at that level (`EngineProfile.errorEnds`). */
export function isErrorEndLine(profile: EngineProfile | null, text: string, level: Level | null | undefined): boolean {
  const rules = profile?.errorEnds;
  return rules !== undefined && (level === 'error' || level === 'critical') && rules.some((r) => text.includes(r.needle) && r.pattern.test(text));
}
