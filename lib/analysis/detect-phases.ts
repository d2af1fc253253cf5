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
  let firstMarkPosition = -1;
  let pending = rules.slice();
  for (const position of attempt.positions) {
    if (pending.length === 0) break;
    const text = views.text[position]!;
    for (const m of pending) {
      if (!text.includes(m.needle) || !m.pattern.test(text)) continue;
      marks.push(mark(m.phase, entries[position]!, entries[position]!.message));
      if (firstMarkPosition < 0) firstMarkPosition = position;
      pending = pending.filter((p) => p.phase !== m.phase);
      break;
    }
  }
  const started = attempt.startedPosition ?? attempt.spawnPosition;
  if (started !== null) {
    // A server's own first line is not always its first: ggml prints its CUDA init before llama.cpp's build banner.
    // A milestone of this start before that line moves the spawn to it; systemd's Started line is never moved.
    const early = attempt.startedPosition === null && firstMarkPosition >= 0 && entries[firstMarkPosition]!.seq < entries[started]!.seq;
    const at = entries[early ? firstMarkPosition : started]!;
    marks.unshift(mark('spawned', at, at.message));
  }
  return withDurations(marks);
}
