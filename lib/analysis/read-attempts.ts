import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { Attempt } from './types';

/** The attempts of `lines` read as one paste, the way the dashboard reads one: `year` for stamps that carry none. */
export function readAttempts(lines: readonly string[], year?: number): Attempt[] {
  return analyse(parseLog(lines.join('\n'), year === undefined ? {} : { year }).entries).attempts;
}
