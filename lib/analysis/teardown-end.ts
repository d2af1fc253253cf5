import type { JournalEntry } from '@/lib/journal/types';
import type { EngineProfile } from './engines';
import { ruleHits } from './engines/rule-hit';
import type { LineViews } from './line-view';
import type { AttemptSegment } from './split-attempts';
import type { PhaseMark } from './types';

export interface EndSeen {
  position: number;
  outcome: 'failed' | 'stopped';
}

/**
 * An orderly stop read as the teardown of a failed start (`EngineProfile.teardown`): the stop line follows the output the server
 * prints once created, and no ready milestone came between. A stop the server was asked for is announced by its own end line
 * first (Triton's `Signal (15) received.`), which stays the attempt's end.
 */
export function teardownEnd(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: readonly PhaseMark[], end: EndSeen | null, engine: EngineProfile | null): EndSeen | null {
  const teardown = engine?.teardown;
  if (!teardown || end === null || end.outcome !== 'stopped') return end;
  if (!teardown.stops.some((r) => ruleHits(r, views.text[end.position]!))) return end;
  let created = -1;
  for (const position of segment.positions) {
    if (position >= end.position) break;
    if (ruleHits(teardown.after, views.text[position]!)) created = position;
  }
  if (created === -1) return end;
  const from = entries[created]!.seq;
  const to = entries[end.position]!.seq;
  return phases.some((p) => p.name === 'ready' && p.seq > from && p.seq < to) ? end : { ...end, outcome: 'failed' };
}
