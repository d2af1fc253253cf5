import { assertValid } from './invalid-argument';
import { isUnitName } from './validate';

export const SHOW_PROPERTIES = [
  'Id',
  'LoadState',
  'ActiveState',
  'SubState',
  'Result',
  'MainPID',
  'InvocationID',
  'NRestarts',
  'ExecMainStartTimestamp',
  'ActiveEnterTimestamp',
  'StateChangeTimestamp',
] as const;

export interface SystemctlShowOptions {
  /** systemd < 248 has no --timestamp=; parse-show reads its local-time form too. */
  legacyTimestamps?: boolean;
}

/** `us+utc` keeps microseconds and a fixed zone (`unix` would round to whole seconds). */
export function systemctlShowArgs(unit: string, opts: SystemctlShowOptions = {}): string[] {
  assertValid(isUnitName(unit), 'unit', unit);
  const argv = ['systemctl', 'show', unit, `--property=${SHOW_PROPERTIES.join(',')}`, '--no-pager'];
  if (!opts.legacyTimestamps) argv.push('--timestamp=us+utc');
  return argv;
}
