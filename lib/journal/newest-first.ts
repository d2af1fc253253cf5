import type { JournalEntry } from './types';

// A listing reads as newest first only when its stamps step back this often and never forward.
const MIN_STEPS_BACK = 2;

/**
 * `journalctl -r` (`--reverse`) lists a journal's entries newest first; a reporter pastes it as printed. journald writes
 * in the order things happened, so a stamped listing whose times step back at least twice and never forward is a
 * reversed one: its entries are put back in the order they were logged (each entry's own continuation lines stay in
 * it, as journalctl prints them). A listing with an unstamped line, or any step forward, is left as it is.
 */
export function inLoggedOrder(entries: JournalEntry[]): JournalEntry[] {
  let back = 0;
  let last: number | null = null;
  for (const entry of entries) {
    if (entry.identifier === 'journalctl' && entry.ts === null) continue;
    if (entry.ts === null) return entries;
    if (last !== null && entry.ts > last) return entries;
    if (last !== null && entry.ts < last) back++;
    last = entry.ts;
  }
  if (back < MIN_STEPS_BACK) return entries;
  const logged = entries.reverse();
  logged.forEach((entry, i) => (entry.seq = i));
  return logged;
}
