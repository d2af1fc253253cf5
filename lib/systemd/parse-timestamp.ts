// systemd prints zone abbreviations, not offsets, in its non-UTC styles; these are the unambiguous common ones.
const ZONE_OFFSET_MIN: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  JST: 540,
  KST: 540,
  AEST: 600,
  AEDT: 660,
};

const STYLED_RE = /^(?:[A-Z][a-z]{2} )?(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?: ([A-Za-z]+|[+-]\d{2}:?\d{2}))?$/;
const UNIX_RE = /^@(\d+)(?:\.(\d{1,6}))?$/;

/**
 * A systemd timestamp as `systemctl show` prints it (`Fri 2026-02-20 23:37:52 UTC`, `… 23:37:52.123456 UTC`,
 * `@1771630672`, `n/a`, empty) → epoch microseconds, or null when absent or in an unknown zone.
 */
export function parseSystemdTimestamp(raw: string): number | null {
  const value = raw.trim();
  if (value === '' || value === 'n/a' || value === '0') return null;
  const unix = UNIX_RE.exec(value);
  if (unix) return Number(unix[1]) * 1_000_000 + micros(unix[2]);
  const m = STYLED_RE.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const offset = zoneOffsetMinutes(zone ?? 'UTC');
  if (offset === null) return null;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Date.UTC rolls 13-45 over into the next year; a real systemd stamp never needs that.
  if (new Date(ms).getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return null;
  const us = (ms - offset * 60_000) * 1000 + micros(frac);
  return us > 0 ? us : null;
}

function micros(frac: string | undefined): number {
  return frac ? Number(frac.padEnd(6, '0')) : 0;
}

function zoneOffsetMinutes(zone: string): number | null {
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) return (numeric[1] === '-' ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3]));
  return ZONE_OFFSET_MIN[zone.toUpperCase()] ?? null;
}
