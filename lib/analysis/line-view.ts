import type { JournalEntry, Level } from '@/lib/journal/types';
import { ENGINES } from './engines';

/** What the rules look at, per entry position: the text without any engine prefix, its role and level. */
export interface LineViews {
  text: string[];
  role: Array<string | null>;
  level: Array<Level | null>;
}

const PREFIXED = ENGINES.filter((e) => e.prefix);

export function viewLines(entries: readonly JournalEntry[]): LineViews {
  const n = entries.length;
  const text = new Array<string>(n);
  const role = new Array<string | null>(n);
  const level = new Array<Level | null>(n);
  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    const vllm = entry.vllm;
    if (vllm) {
      text[i] = vllm.text;
      role[i] = vllm.role;
      level[i] = vllm.level;
      continue;
    }
    let found = null;
    for (let k = 0; k < PREFIXED.length && found === null; k++) found = PREFIXED[k]!.prefix!(entry.message);
    text[i] = found ? found.text : entry.message;
    role[i] = found ? found.role : null;
    level[i] = found ? found.level : null;
  }
  return { text, role, level };
}
