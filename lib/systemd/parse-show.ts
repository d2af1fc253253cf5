import { parseSystemdTimestamp } from './parse-timestamp';
import type { UnitStatus } from './types';

/** `systemctl show UNIT -p …` key=value lines → UnitStatus. Unknown keys are ignored; missing ones are null. */
export function parseShow(stdout: string): UnitStatus {
  const props = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    props.set(line.slice(0, eq).trim(), line.slice(eq + 1).replace(/\r$/, ''));
  }
  const text = (key: string): string | null => {
    const v = props.get(key)?.trim();
    return v === undefined || v === '' ? null : v;
  };
  const int = (key: string): number | null => {
    const v = text(key);
    return v !== null && /^\d+$/.test(v) ? Number(v) : null;
  };
  const time = (key: string): number | null => {
    const v = props.get(key);
    return v === undefined ? null : parseSystemdTimestamp(v);
  };
  const mainPid = int('MainPID');
  const invocationId = text('InvocationID');
  return {
    id: text('Id') ?? '',
    loadState: text('LoadState'),
    activeState: text('ActiveState'),
    subState: text('SubState'),
    result: text('Result'),
    mainPid: mainPid === 0 ? null : mainPid,
    invocationId: invocationId && /^[0-9a-f]{32}$/.test(invocationId) ? invocationId : null,
    nRestarts: int('NRestarts'),
    execMainStartTimestamp: time('ExecMainStartTimestamp'),
    activeEnterTimestamp: time('ActiveEnterTimestamp'),
    stateChangeTimestamp: time('StateChangeTimestamp'),
  };
}

/** LoadState=not-found (or masked/error with no Id) means the host has no such unit. */
export function isUnitMissing(status: UnitStatus): boolean {
  return status.loadState === 'not-found';
}
