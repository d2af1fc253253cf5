import type { LogFormat } from './types';
import { parseVllmLine } from './vllm-prefix';

export const MONTH_INDEX: Readonly<Record<string, number>> = {
  Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11,
};

// `host ident[pid]: message`; the identifier may have no `[pid]` (`kernel: …`), the message may be empty.
// A pasted journal often has the host name cut out (`Jun 18 22:16:41 ollama[116408]: …`): no host can be `name[pid]:`.
const TAIL = String.raw` (?:(?=[^\s\[]+\[\d+\]: )|(\S+) )([^\s\[]+?)(?:\[(\d+)\])?:(?: ([\s\S]*))?$`;

/** `Feb 20 23:37:52 host …` (short) and `Feb 20 23:37:52.123456 host …` (short-precise). */
export const SHORT_LINE = new RegExp(String.raw`^([A-Z][a-z]{2}) ([ \d]?\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?` + TAIL);
/** `2026-02-20T23:37:52+0000 host …`, also `+00:00`, `Z` and fractional seconds. */
export const SHORT_ISO_LINE = new RegExp(
  String.raw`^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)` + TAIL,
);
/** `1708472272.123456 host …` */
export const SHORT_UNIX_LINE = new RegExp(String.raw`^(\d{1,12})\.(\d{1,9})` + TAIL);

/** `docker logs -t` / `kubectl logs --timestamps`: an RFC 3339 time before what the process printed. */
export const RFC3339_PREFIX = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d) /;

/** journalctl's own lines: `-- Boot 0f3c… --`, `-- Logs begin at … --`, `-- No entries --`, `-- Reboot --`. */
export const META_LINE = /^-- (.+) --$/;
export const BOOT_META = /^Boot ([0-9a-fA-F-]{32,36})$/;

export type LineShape = LogFormat | 'meta' | 'indent' | null;

const JOURNAL_FIELD = /"(?:MESSAGE|__CURSOR|__REALTIME_TIMESTAMP|_PID|SYSLOG_IDENTIFIER|_SYSTEMD_UNIT|PRIORITY)":/;

const TRACING_LEVEL_WORDS: ReadonlySet<string> = new Set(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR']);

/** Epoch microseconds of an ISO/RFC 3339 time split into its regex groups (year … fraction, zone). */
export function isoMicros(m: RegExpExecArray, first: number): number {
  const ms = Date.UTC(Number(m[first]), Number(m[first + 1]) - 1, Number(m[first + 2]), Number(m[first + 3]), Number(m[first + 4]), Number(m[first + 5]));
  return (ms - zoneOffsetMs(m[first + 7] as string)) * 1000 + fractionMicros(m[first + 6]);
}

export function fractionMicros(digits: string | undefined): number {
  if (digits === undefined) return 0;
  return Number(digits.length >= 6 ? digits.slice(0, 6) : digits.padEnd(6, '0'));
}

function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.charCodeAt(0) === 45 ? -1 : 1;
  const digits = zone.length === 6 ? zone.slice(1, 3) + zone.slice(4) : zone.slice(1);
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/** Which format one line has on its own (null: none of the prefixed ones). */
export function lineShape(line: string): LineShape {
  const first = line.charCodeAt(0);
  if (first === 32 || first === 9) return 'indent';
  // A journal record names its fields; an engine's own JSON lines (TGI's `--json-output`, llama.cpp's old server log) do not.
  if (first === 123) return line.trimEnd().endsWith('}') && JOURNAL_FIELD.test(line) ? 'json' : null;
  if (first === 45) return META_LINE.test(line) ? 'meta' : null;
  if (first >= 48 && first <= 57) {
    const iso = SHORT_ISO_LINE.exec(line);
    // TGI's `2024-…Z ERROR text_generation_launcher: …` has the shape of a journal line whose host is a level word.
    if (iso !== null && !TRACING_LEVEL_WORDS.has(iso[9] as string)) return 'short-iso';
    if (SHORT_UNIX_LINE.test(line)) return 'short-unix';
    const stamped = RFC3339_PREFIX.exec(line);
    return stamped !== null && parseVllmLine(line.slice(stamped[0].length)) !== null ? 'vllm' : null;
  }
  const short = SHORT_LINE.exec(line);
  if (short !== null && short[1] !== undefined && short[1] in MONTH_INDEX) return short[6] === undefined ? 'short' : 'short-precise';
  return null;
}
