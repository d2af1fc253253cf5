import type { JournalEntry } from '@/lib/journal/types';
import type { Phase, PhaseMark } from './types';
import { entryText } from './entry-text';
import { PHASE_MARKERS, type PhaseMarker } from './phase-markers';
import type { AttemptSegment } from './split-attempts';

function mark(name: Phase, entry: JournalEntry, line: string): PhaseMark {
  return { name, at: entry.ts, seq: entry.seq, line, sincePreviousUs: null };
}

/** Fills `sincePreviousUs` of marks already in order. */
export function withDurations(marks: PhaseMark[]): PhaseMark[] {
  let previous: number | null = null;
  for (const m of marks) {
    m.sincePreviousUs = previous !== null && m.at !== null ? m.at - previous : null;
    if (m.at !== null) previous = m.at;
  }
  return marks;
}

// In order of appearance: vLLM prints the KV cache size before or after graph capture depending on the version.
export function detectPhases(
  entries: readonly JournalEntry[],
  attempt: Pick<AttemptSegment, 'positions' | 'startedPosition'>,
  markers: readonly PhaseMarker[] = PHASE_MARKERS,
): PhaseMark[] {
  const marks: PhaseMark[] = [];
  const first = attempt.startedPosition ?? attempt.positions[0];
  if (first === undefined) return marks;
  const spawnEntry = entries[first]!;
  marks.push(mark('spawned', spawnEntry, spawnEntry.message));

  let pending = markers.slice();
  for (const position of attempt.positions) {
    if (pending.length === 0) break;
    const entry = entries[position]!;
    const text = entryText(entry);
    for (const m of pending) {
      if (!text.includes(m.needle) || !m.pattern.test(text)) continue;
      marks.push(mark(m.phase, entry, entry.message));
      pending = pending.filter((p) => p.phase !== m.phase);
      break;
    }
  }
  return withDurations(marks);
}
