const UNIT_NAME = String.raw`[\w:@.\\-]+\.(?:service|socket|target|timer|mount|automount|swap|path|slice|scope|device)`;
const UNIT_PREFIX = new RegExp(String.raw`^(${UNIT_NAME}): `);
const UNIT_JOB = new RegExp(String.raw`^(?:Started|Starting|Stopping|Stopped|Reloading|Reloaded) (${UNIT_NAME})(?=[\s.]|$)`);

/** The unit named by one of systemd's own messages (`x.service: Main process exited…`, `Started x.service - …`). */
export function unitFromSystemdMessage(message: string): string | null {
  const prefixed = UNIT_PREFIX.exec(message);
  if (prefixed !== null) return prefixed[1] ?? null;
  const job = UNIT_JOB.exec(message);
  return job === null ? null : (job[1] ?? null);
}

export function isSystemdIdentifier(identifier: string | null): boolean {
  return identifier === 'systemd';
}
