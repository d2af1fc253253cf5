import 'server-only';
import type { Host } from '@/lib/inventory/types';
import { journalOutputFingerprint } from '@/lib/journal/output-fingerprint';
import { FLEET_JOURNAL_LINES } from './constants';
import { assertUnitExists, readJournalOutput } from './fetch-journal';

export interface FleetWindow {
  /** journalctl's JSON lines, unparsed. */
  stdout: string;
  /** Equal to last round's when the window did not move (null: cannot be told). */
  fingerprint: string | null;
}

/** The newest FLEET_JOURNAL_LINES of a unit as journalctl printed them: the fleet parses them only when they changed. */
export async function fetchFleetWindow(host: Host, unit: string): Promise<FleetWindow> {
  const out = await readJournalOutput(host, unit, { limit: FLEET_JOURNAL_LINES });
  const fingerprint = journalOutputFingerprint(out.stdout);
  if (fingerprint === 'empty' && !host.journalFrom) await assertUnitExists(host, unit);
  return { stdout: out.stdout, fingerprint };
}
