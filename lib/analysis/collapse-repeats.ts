import type { JournalEntry } from '@/lib/journal/types';

export const REPEAT_WINDOW_US = 3_000_000;
// Ranks differ only in numbers (rank ids, PIDs, timings); one regex keeps this cheap on 100k lines.
const NUMBERS = /\d+/g;

/** One line printed once per rank: the leader stands for all members (leader included). */
export interface RepeatGroup {
  leaderSeq: number;
  memberSeqs: number[];
  /** vLLM roles of the members, in order, e.g. `Worker_TP0` … `Worker_TP7`. */
  roles: string[];
}

interface OpenGroup {
  group: RepeatGroup;
  leaderTs: number | null;
  pids: Set<number>;
}

/** Same normalised text and level from different ranks of one attempt within a short window: one line "×8 ranks". */
export function collapseRepeats(entries: readonly JournalEntry[], entryAttempt: readonly number[], windowUs = REPEAT_WINDOW_US): RepeatGroup[] {
  const open = new Map<string, OpenGroup>();
  const groups: RepeatGroup[] = [];
  for (let position = 0; position < entries.length; position++) {
    const entry = entries[position]!;
    const v = entry.vllm;
    if (!v || v.pid === null) continue;
    const key = `${entryAttempt[position] ?? -1}|${v.level ?? ''}|${v.text.replace(NUMBERS, '#')}`;
    const current = open.get(key);
    const fits =
      current !== undefined &&
      !current.pids.has(v.pid) &&
      (current.leaderTs === null || entry.ts === null || entry.ts - current.leaderTs <= windowUs);
    if (fits) {
      current.group.memberSeqs.push(entry.seq);
      current.group.roles.push(v.role ?? '');
      current.pids.add(v.pid);
      if (current.group.memberSeqs.length === 2) groups.push(current.group);
      continue;
    }
    open.set(key, { group: { leaderSeq: entry.seq, memberSeqs: [entry.seq], roles: [v.role ?? ''] }, leaderTs: entry.ts, pids: new Set([v.pid]) });
  }
  return groups.sort((a, b) => a.leaderSeq - b.leaderSeq);
}
