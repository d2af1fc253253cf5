import type { StartupChange } from '@/lib/analysis/types';

// Version strings share a long head: `0.16.0rc2.dev313 → dev344` reads faster than the whole of both.
const PART_END = /[.+\-_]/;

/** The new value without the head it shares with the old one (cut at a `.`, `+`, `-` or `_`). */
export function shortAfter(before: string, after: string): string {
  let common = 0;
  for (let i = 0; i < Math.min(before.length, after.length) && before[i] === after[i]; i++) if (PART_END.test(before[i]!)) common = i + 1;
  return after.length > 8 && common > 0 && common < after.length ? after.slice(common) : after;
}

/** One change as a line: `version 0.16.0rc2.dev313 → dev344`, `max_model_len 16384 → 8192`, `enforce_eager (default) → True`. */
export function changeText(c: StartupChange): { key: string; before: string; after: string } {
  const before = c.before ?? '(default)';
  const after = c.after === null ? '(default)' : c.before === null ? c.after : shortAfter(c.before, c.after);
  return { key: c.key, before, after };
}
