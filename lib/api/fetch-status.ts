import 'server-only';
import { systemctlShowArgs } from '@/lib/commands';
import type { Host } from '@/lib/inventory/types';
import { parseShow } from '@/lib/systemd';
import type { UnitStatus } from '@/lib/systemd/types';
import { sharedCoalescer } from './coalesce';
import { commandFailed } from './command-errors';
import { STATUS_TTL_MS } from './constants';
import { RadarError } from './errors';
import { runCommand } from './run-command';

// systemd < 248 has no --timestamp=.
const OLD_SYSTEMCTL_RE = /unrecognized option|unknown option|invalid option/i;

/** `systemctl show` of one unit, parsed; `unit_not_found` when systemd does not know it. */
export function fetchStatus(host: Host, unit: string): Promise<UnitStatus> {
  return sharedCoalescer().run(`status\u0000${host.name}\u0000${unit}`, STATUS_TTL_MS, () => readStatus(host, unit));
}

async function readStatus(host: Host, unit: string): Promise<UnitStatus> {
  let out = await runCommand(host, systemctlShowArgs(unit), STATUS_TTL_MS);
  if (out.code !== 0 && OLD_SYSTEMCTL_RE.test(out.stderr)) {
    out = await runCommand(host, systemctlShowArgs(unit, { legacyTimestamps: true }), STATUS_TTL_MS);
  }
  if (out.code !== 0) throw commandFailed('systemctl', out);
  const status = parseShow(out.stdout);
  if (status.loadState === 'not-found') throw new RadarError('unit_not_found', `${unit} is not a unit on ${host.name}`);
  return status;
}
