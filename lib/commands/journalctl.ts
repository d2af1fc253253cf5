import { assertValid } from './invalid-argument';
import { isCursor, isEpochMicros, isLineLimit, isSafeAbsolutePath, isUnitName } from './validate';

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
  const { unit, since, until, afterCursor, limit, directory } = query;
  assertValid(isUnitName(unit), 'unit', unit);
  const argv = ['journalctl'];
  if (directory !== undefined) {
    assertValid(isSafeAbsolutePath(directory), 'directory', directory);
    argv.push(`--directory=${directory}`);
  }
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
  return argv;
}
