import { assertValid } from './invalid-argument';
import { isCursor, isEpochMicros, isJournalHostname, isLineLimit, isSafeAbsolutePath, isUnitName } from './validate';

export const JOURNAL_OUTPUT_FIELDS = [
  '__CURSOR',
  '__REALTIME_TIMESTAMP',
  '_PID',
  '_SYSTEMD_INVOCATION_ID',
  'INVOCATION_ID',
  '_SYSTEMD_UNIT',
  'UNIT',
  'PRIORITY',
  'SYSLOG_IDENTIFIER',
  '_HOSTNAME',
  'MESSAGE',
  'MESSAGE_ID',
  '_BOOT_ID',
  'N_RESTARTS',
  'EXIT_CODE',
  'EXIT_STATUS',
  'JOB_RESULT',
] as const;

export interface JournalctlQuery {
  unit: string;
  /** Epoch microseconds, inclusive. Not together with afterCursor (journalctl refuses both). */
  since?: number;
  /** Epoch microseconds, inclusive. */
  until?: number;
  afterCursor?: string;
  /** journalctl --lines=N (see journalctlArgs). */
  limit?: number;
  /** Read journal files from this directory instead of the system journal. */
  directory?: string;
  /** Only this sender's entries (`_HOSTNAME=`): one host of a journal-remote directory. */
  hostname?: string;
}

/** `@<seconds>.<micro>`: the form journalctl's parse_timestamp() reads without a time zone. */
export function journalTimeArg(us: number): string {
  const seconds = Math.floor(us / 1_000_000);
  const micro = String(us % 1_000_000).padStart(6, '0');
  return `@${seconds}.${micro}`;
}

/**
 * argv for one unit's journal as JSON lines. `-u` alone already matches the unit's processes
 * (_SYSTEMD_UNIT=) and PID 1's lines about it (_PID=1 + UNIT=); adding our own OR'd matches would
 * make --after-cursor skip a line before systemd 255. `limit` follows journalctl: with `since` or
 * `afterCursor` the oldest N of the selection, otherwise the newest N.
 */
export function journalctlArgs(query: JournalctlQuery): string[] {
  const { unit, since, until, afterCursor, limit, directory, hostname } = query;
  assertValid(isUnitName(unit), 'unit', unit);
  const argv = ['journalctl', ...directoryArgs(directory)];
  // --all: without it -o json prints null for any field over 4096 bytes.
  argv.push('-u', unit, '-o', 'json', `--output-fields=${JOURNAL_OUTPUT_FIELDS.join(',')}`, '--all', '--no-pager');
  if (since !== undefined) {
    assertValid(isEpochMicros(since), 'since', since);
    argv.push(`--since=${journalTimeArg(since)}`);
  }
  if (until !== undefined) {
    assertValid(isEpochMicros(until), 'until', until);
    argv.push(`--until=${journalTimeArg(until)}`);
  }
  if (since !== undefined && until !== undefined) assertValid(since <= until, 'until', until);
  if (afterCursor !== undefined) {
    assertValid(isCursor(afterCursor), 'cursor', afterCursor);
    // journalctl refuses --since together with --after-cursor ("Please specify only one of …").
    assertValid(since === undefined, 'since', since);
    argv.push(`--after-cursor=${afterCursor}`);
  }
  if (limit !== undefined) {
    assertValid(isLineLimit(limit), 'limit', limit);
    argv.push(`--lines=${limit}`);
  }
  // A positional match: journalctl ANDs it with the -u group.
  if (hostname !== undefined) {
    assertValid(isJournalHostname(hostname), 'hostname', hostname);
    argv.push(`_HOSTNAME=${hostname}`);
  }
  return argv;
}

function directoryArgs(directory: string | undefined): string[] {
  if (directory === undefined) return [];
  assertValid(isSafeAbsolutePath(directory), 'directory', directory);
  return [`--directory=${directory}`];
}

export interface JournalctlFleetQuery {
  directory: string;
  /** Every unit watched on any host of the directory (OR'd). */
  units: readonly string[];
  /** Epoch microseconds, inclusive. */
  since: number;
  limit?: number;
}

/**
 * argv for the fleet round over a journal-remote directory: every watched unit of every sender since a
 * time, in one journalctl, split by `_HOSTNAME` on our side. No `--after-cursor`: with matches it skips a
 * line before systemd 255, so callers tail by `since` = the last cursor's time and drop through the cursor.
 */
export function journalctlFleetArgs(query: JournalctlFleetQuery): string[] {
  const { directory, units, since, limit } = query;
  assertValid(units.length > 0 && units.length <= 1_000, 'units', units.length);
  for (const unit of units) assertValid(isUnitName(unit), 'unit', unit);
  assertValid(isEpochMicros(since), 'since', since);
  const argv = ['journalctl', ...directoryArgs(directory)];
  for (const unit of [...new Set(units)].sort()) argv.push('-u', unit);
  argv.push('-o', 'json', `--output-fields=${JOURNAL_OUTPUT_FIELDS.join(',')}`, '--all', '--no-pager', `--since=${journalTimeArg(since)}`);
  if (limit !== undefined) {
    assertValid(isLineLimit(limit), 'limit', limit);
    argv.push(`--lines=${limit}`);
  }
  return argv;
}
