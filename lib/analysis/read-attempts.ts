import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { Attempt } from './types';

/** The attempts of `lines` read as one paste, the way the dashboard reads one: `year` for stamps that carry none. */
export function readAttempts(lines: readonly string[], year?: number): Attempt[] {
  return analyse(parseLog(lines.join('\n'), year === undefined ? {} : { year }).entries).attempts;
}

export interface AttemptStory {
  engine: Attempt['engine'];
  outcome: Attempt['outcome'];
  fatal: string | null;
  phases?: string[];
}

/** Each attempt's engine, outcome and cause headline, and with `withPhases` its phase names: what most tests compare. */
export function readStories(lines: readonly string[], year?: number, withPhases = false): AttemptStory[] {
  return readAttempts(lines, year).map((a) => {
    const story: AttemptStory = { engine: a.engine, outcome: a.outcome, fatal: a.fatal?.headline ?? null };
    if (withPhases) story.phases = a.phases.map((p) => p.name);
    return story;
  });
}
