export const UNIT_SUFFIXES = [
  'service',
  'socket',
  'target',
  'device',
  'mount',
  'automount',
  'swap',
  'timer',
  'path',
  'slice',
  'scope',
] as const;

export const UNIT_NAME_MAX = 255;

const UNIT_RE = new RegExp(`^[A-Za-z0-9:_.\\\\-]+(@[A-Za-z0-9:_.\\\\-]*)?\\.(${UNIT_SUFFIXES.join('|')})$`);
const HEX = '[0-9a-f]';
const CURSOR_RE = new RegExp(
  `^s=${HEX}{32};i=${HEX}{1,16};b=${HEX}{32};m=${HEX}{1,16};t=${HEX}{1,16};x=${HEX}{1,16}$`,
);
const SAFE_PATH_RE = /^\/[A-Za-z0-9._+@:=,/-]*$/;

/** systemd's unit-name rules (unit_name_is_valid), narrowed to what a watched unit can be. */
export function isUnitName(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > UNIT_NAME_MAX) return false;
  if (value.startsWith('-') || value.startsWith('.') || value.includes('..')) return false;
  if (!UNIT_RE.test(value)) return false;
  const prefix = value.slice(0, value.lastIndexOf('.'));
  const at = prefix.indexOf('@');
  // "@.service" has no prefix before the template marker.
  return at !== 0;
}

/** A journal cursor exactly as sd_journal_get_cursor() prints it. */
export function isCursor(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && CURSOR_RE.test(value);
}

/** Epoch microseconds: a non-negative safe integer. */
export function isEpochMicros(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function isLineLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 1_000_000;
}

/** An absolute path without `..`, whitespace or shell-significant characters (journal directories come from the inventory). */
export function isSafeAbsolutePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 4096) return false;
  if (!SAFE_PATH_RE.test(value)) return false;
  return !value.split('/').some((part) => part === '..' || part === '.');
}

/** `vllm-kimi-k25` → `vllm-kimi-k25.service`; a name that already has a unit suffix stays as it is. Returns null when invalid. */
export function normaliseUnit(value: string): string | null {
  const trimmed = value.trim();
  if (isUnitName(trimmed)) return trimmed;
  const withSuffix = `${trimmed}.service`;
  return isUnitName(withSuffix) ? withSuffix : null;
}

/** A TCP port number, 1–65535. */
export function isPort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65_535;
}

const JOURNAL_HOSTNAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/;

/** A host's `_HOSTNAME` as journald records it (a gethostname() result): no '=', spaces, or anything journalctl would read as an option or a match. */
export function isJournalHostname(value: unknown): value is string {
  return typeof value === 'string' && JOURNAL_HOSTNAME_RE.test(value) && !value.includes('..');
}
