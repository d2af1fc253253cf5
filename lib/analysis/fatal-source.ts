import type { JournalEntry, Level } from '@/lib/journal/types';
import type { EngineProfile } from './engines';

/** A line logged at ERROR or CRITICAL by a module that logs so only as its process ends (`EngineProfile.fatalSources`). */
export function isFatalSourceLine(profile: EngineProfile | null, entry: JournalEntry, level: Level | null | undefined): boolean {
  const sources = profile?.fatalSources;
  if (sources === undefined) return false;
  const source = entry.vllm?.source;
  if (source != null) return (level === 'error' || level === 'critical') && sources.test(source);
  // Behind Dynamo's relay the engine's prefix is gone: the relay's own level word is the line's priority (ERROR → 3).
  const target = entry.relayTarget;
  return target !== undefined && entry.priority !== null && entry.priority <= 3 && sources.test(relayedFile(target));
}

/**
 * The file a Dynamo relay's `module.function` target names (`engine.run_mp_engine` → `engine.py`): its LogHandler prints
 * `record.module` (the file's name less `.py`) where the engine's own format prints `[engine.py:586]`, so the same logging
 * call reads as from the same source, without its line number.
 */
function relayedFile(target: string): string {
  const dot = target.indexOf('.');
  return `${dot === -1 ? target : target.slice(0, dot)}.py`;
}

/** A line the engine logged at ERROR or CRITICAL whose words end it only at that level (`EngineProfile.errorEnds`). */
export function isErrorEndLine(profile: EngineProfile | null, text: string, level: Level | null | undefined): boolean {
  const rules = profile?.errorEnds;
  return rules !== undefined && (level === 'error' || level === 'critical') && rules.some((r) => text.includes(r.needle) && r.pattern.test(text));
}
