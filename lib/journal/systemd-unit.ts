const UNIT_NAME = String.raw`[\w:@.\\-]+\.(?:service|socket|target|timer|mount|automount|swap|path|slice|scope|device)`;
const UNIT_PREFIX = new RegExp(String.raw`^(${UNIT_NAME}): `);
const UNIT_JOB = new RegExp(String.raw`^(?:Started|Starting|Stopping|Stopped|Reloading|Reloaded) (${UNIT_NAME})(?=[\s.]|$)`);

// systemd-coredump@.service's Description= is `Process Core Dump`; before systemd 249 its job lines show only the description
// with the instance's PID and UID (`Started Process Core Dump (PID 2984802/UID 0).`), never the unit's name.
const COREDUMP_JOB = /^(?:Started|Starting|Stopping|Stopped|Finished) Process Core Dump \(PID \d+\/UID \d+\)/;

/** The unit of the kernel's core-dump helper: systemd starts one per crash of any process, never a server's own start. */
export const COREDUMP_UNIT = /^systemd-coredump@/;

/** The unit named by one of systemd's own messages (`x.service: Main process exited…`, `Started x.service - …`). */
export function unitFromSystemdMessage(message: string): string | null {
  const prefixed = UNIT_PREFIX.exec(message);
  if (prefixed !== null) return prefixed[1] ?? null;
  const job = UNIT_JOB.exec(message);
  if (job !== null) return job[1] ?? null;
  return COREDUMP_JOB.test(message) ? 'systemd-coredump@.service' : null;
}

export function isSystemdIdentifier(identifier: string | null): boolean {
  return identifier === 'systemd';
}
