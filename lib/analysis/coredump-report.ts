import type { JournalEntry } from '@/lib/journal/types';

// systemd-coredump logs one report per crashed process (src/coredump/coredump.c): `Process <pid> (<comm>) of user <uid>
// dumped core.`, the stack trace on the lines under it. `journalctl -u` shows it with the unit's lines (COREDUMP_UNIT=).
const REPORT = /\bProcess (\d+) \((.+?)\) of user \d+ dumped core\./;

/** The crashed process of systemd-coredump's report: its PID and its name (the kernel's 15-character comm). */
export function coredumpReport(entry: JournalEntry): { pid: number; comm: string } | null {
  if (entry.identifier !== 'systemd-coredump') return null;
  const m = REPORT.exec(entry.message);
  return m ? { pid: Number(m[1]), comm: m[2]! } : null;
}

/**
 * The report ends the attempt when the process it names is the attempt's own: its main process, or, where the attempt shows
 * no line of any process but the reporter's (a server run from a terminal, only its crash in the journal), the one it names.
 * A child's core (Ollama's runner, a router's model instance) names another PID than the server's, which lives on.
 */
export function isOwnCoredump(report: { pid: number }, reporterPid: number | null, mainPid: number | null, pids: readonly number[]): boolean {
  if (mainPid !== null && report.pid === mainPid) return true;
  return pids.every((p) => p === reporterPid);
}
