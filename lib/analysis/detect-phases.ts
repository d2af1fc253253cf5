import type { JournalEntry } from '@/lib/journal/types';
import type { Phase, PhaseMark } from './types';
import type { PhaseRule } from './engines';
import type { LineViews } from './line-view';
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

/**
 * Milestones in order of appearance (vLLM prints the KV cache size before or after graph capture depending on the version).
 * `spawned` only where the start is seen: systemd's Started line or the server's first line; an attempt that began before the window has none.
 */
export function detectPhases(
  entries: readonly JournalEntry[],
  views: LineViews,
  attempt: Pick<AttemptSegment, 'positions' | 'startedPosition' | 'spawnPosition'>,
  rules: readonly PhaseRule[],
): PhaseMark[] {
  const marks: PhaseMark[] = [];
  const first = attempt.startedPosition ?? attempt.spawnPosition;
  if (first !== null) marks.push(mark('spawned', entries[first]!, entries[first]!.message));

  let pending = rules.slice();
  for (const position of attempt.positions) {
    if (pending.length === 0) break;
    const text = views.text[position]!;
    for (const m of pending) {
      if (!text.includes(m.needle) || !m.pattern.test(text)) continue;
      marks.push(mark(m.phase, entries[position]!, entries[position]!.message));
      pending = pending.filter((p) => p.phase !== m.phase);
      break;
    }
  }
  return withDurations(marks);
}
