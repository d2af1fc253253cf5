import type { LogFormat } from './types';
import { parseVllmLine } from './vllm-prefix';
import { cleanTerminalText } from './clean-message';

export const MONTH_INDEX: Readonly<Record<string, number>> = {
  Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11,
};

// journalctl prints the month as LC_TIME's `%b`: `mar 07` (Italian), `déc. 11` (French), `Okt 02` (German; Austrian de_AT
// differs only in January, `Jän 25`), `авг 18`
// (Russian, glibc's genitive `мая` and nominative `май`), `lis 27` and `paź 03` (Polish), `7月 24`. Catalan's (ca_ES since glibc
// 2.27) is the genitive with its preposition, a space or an apostrophe inside the token: `de febr. 03`, `d’ag. 27`.
const LOCALE_MONTHS: ReadonlyArray<readonly string[]> = [
  ['jan', 'jän', 'janv', 'ene', 'gen', 'янв', 'sty'],
  ['feb', 'févr', 'fev', 'фев', 'lut', 'febr'],
  ['mar', 'mars', 'mär', 'мар', 'març'],
  ['apr', 'avr', 'abr', 'апр', 'kwi'],
  ['may', 'mai', 'mag', 'мая', 'май', 'maj', 'maig'],
  ['jun', 'juin', 'giu', 'июн', 'cze', 'juny'],
  ['jul', 'juil', 'lug', 'июл', 'lip'],
  ['aug', 'août', 'ago', 'авг', 'sie', 'ag'],
  ['sep', 'sept', 'set', 'сен', 'wrz'],
  ['oct', 'okt', 'ott', 'out', 'окт', 'paź'],
  ['nov', 'ноя', 'lis'],
  ['dec', 'déc', 'dez', 'dic', 'дек', 'gru', 'des'],
];
const CATALAN_PREPOSITION = /^(?:de |d[’'])/;
const LOCALE_MONTH_INDEX: ReadonlyMap<string, number> = new Map(LOCALE_MONTHS.flatMap((names, i) => names.map((n) => [n, i] as const)));

/** The month (0–11) of a short line's month token, English or another locale's; undefined for none. */
export function monthIndex(token: string): number | undefined {
  const english = MONTH_INDEX[token];
  if (english !== undefined) return english;
  if (token.endsWith('月')) {
    const n = Number(token.slice(0, -1));
    return n >= 1 && n <= 12 ? n - 1 : undefined;
  }
  const name = token.endsWith('.') ? token.slice(0, -1) : token;
  const month = LOCALE_MONTH_INDEX.get(name.toLowerCase());
  if (month !== undefined || !CATALAN_PREPOSITION.test(name)) return month;
  return LOCALE_MONTH_INDEX.get(name.replace(CATALAN_PREPOSITION, '').toLowerCase());
}

// `host ident[pid]: message`; the identifier may have no `[pid]` (`kernel: …`), the message may be empty.
// A pasted journal often has the host name cut out (`Jun 18 22:16:41 ollama[116408]: …`): no host can be `name[pid]:`;
// one blanked by hand keeps its separator (`Nov 08 07:06:40  ollama[11902]: …`); one replaced by hand with a placeholder in
// angle brackets may hold spaces (`Jun 05 12:36:11 <ollama server> ollama[25973]: …`), where journalctl prints one word.
const TAIL = String.raw` (?: ?(?=[^\s\[]+\[\d+\]: )|(<[^\s<>][^<>]{0,40}>|\S+) )([^\s\[]+?)(?:\[(\d+)\])?:(?: ([\s\S]*))?$`;

const SHORT_HEAD = String.raw`^([A-Za-z\u00c0-\u017f\u0430-\u044f]{3,5}\.?|1?\d月|(?:de |d[’'])[a-zç]{2,4}\.?) ([ \d]?\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?`;
/** `Feb 20 23:37:52 host …` (short) and `Feb 20 23:37:52.123456 host …` (short-precise). */
export const SHORT_LINE = new RegExp(SHORT_HEAD + TAIL);
// `journalctl --no-hostname` or a cut-out host before an identifier without `[pid]` (`kernel: …`): the host group is empty.
const SHORT_NO_HOST_LINE = new RegExp(SHORT_HEAD + String.raw`() ([^\s\[]+?)(?:\[(\d+)\])?:(?: ([\s\S]*))?$`);

/** A short or short-precise line, with or without its host (a "host" that ends in `:` is the identifier). */
export function matchShortLine(line: string): RegExpExecArray | null {
  const m = SHORT_LINE.exec(line);
  if (m !== null && !(m[7] ?? '').endsWith(':')) return m;
  return SHORT_NO_HOST_LINE.exec(line);
}

/** `2026-02-20T23:37:52+0000 host …`, also `+00:00`, `Z` and fractional seconds. */
export const SHORT_ISO_LINE = new RegExp(
  String.raw`^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)` + TAIL,
);
/** `1708472272.123456 host …` */
export const SHORT_UNIX_LINE = new RegExp(String.raw`^(\d{1,12})\.(\d{1,9})` + TAIL);

/**
 * `Thu 2025-06-12 10:00:00 UTC host …` (short-full; with-unit prints the unit, `vllm.service[7]:`, in place of the
 * identifier). The zone is `%Z`: an abbreviation or a numeric offset (`+0530`, `-03`).
 */
export const SHORT_FULL_LINE = new RegExp(
  String.raw`^[^\s\d]{1,12} (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? (\S+)` + TAIL,
);
/** `[ 1234.567890] host …` (short-monotonic) and `[ 1234.567890 <    0.000123 >] host …` (short-delta): seconds since boot. */
export const MONOTONIC_LINE = new RegExp(String.raw`^\[ *(\d{1,10})\.(\d{6})( <[ \d.]+>| +)?\]` + TAIL);
/** `-o verbose`'s header of one entry: the full time, then the cursor in brackets. */
export const VERBOSE_HEAD = /^\S+ (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? \S+ \[(s=[0-9a-f]+;i=[0-9a-f]+;b=[0-9a-f]+;m=[0-9a-f]+;t=([0-9a-f]+);x=[0-9a-f]+)\][ \t\r]*$/;
/** One field of `-o export` (`__CURSOR=…`, `_PID=…`), or a binary field's name alone on its line. */
export const EXPORT_FIELD = /^_{0,2}[A-Z0-9][A-Z0-9_]*(?:=|$)/;
const EXPORT_HEAD = /^__(?:CURSOR|REALTIME_TIMESTAMP|MONOTONIC_TIMESTAMP|SEQNUM(?:_ID)?)=/;

/** `docker logs -t` / `kubectl logs --timestamps`: an RFC 3339 time before what the process printed. */
// An empty line behind the stamp is the stamp alone once its trailing space is trimmed.
// A log console's copy separates its time column from the line with a tab.
export const RFC3339_PREFIX = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)(?:[ \t]|$)/;

/** journalctl's own lines: `-- Boot 0f3c… --`, `-- Logs begin at … --`, `-- No entries --`, `-- Reboot --`. */
export const META_LINE = /^-- (.+) --$/;
export const BOOT_META = /^Boot ([0-9a-fA-F-]{32,36})$/;

export type LineShape = LogFormat | 'meta' | 'indent' | null;

const CATALOG_MARK = 0x2591;
const CJK_MONTH = 0x6708;

/**
 * `journalctl -x` prints the message catalog's explanation under a line: `░░ Subject: …` since systemd 246, `-- Subject: …`
 * and a bare `--` before. It is the catalog's text for the line's MESSAGE_ID, not part of the journal.
 */
export function isCatalogLine(line: string): boolean {
  const first = line.charCodeAt(0);
  if (first === CATALOG_MARK) return line.charCodeAt(1) === CATALOG_MARK;
  return first === 45 && (line === '--' || line.startsWith('-- ')) && !META_LINE.test(line);
}

const JOURNAL_FIELD = /"(?:MESSAGE|__CURSOR|__REALTIME_TIMESTAMP|_PID|SYSLOG_IDENTIFIER|_SYSTEMD_UNIT|PRIORITY)":/;
// docker's json-file log driver: `{"log":"…\n","stream":"stderr","time":"…Z"}`, read by the same JSON parser.
const DOCKER_JSON_LOG = /^\{"log":".*","stream":"std(?:out|err)",/;
// pino (a Node host such as Msty relaying a child's output): `{"level":30,"time":<epoch ms>,…,"msg":"…"}`.
const PINO_JSON_LOG = /^\{"level":\d+,"time":\d+,.*"msg":"/;

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

/** Offset from UTC in ms of an ISO/RFC 3339 zone: `Z`, `+01:00`, `-0530`. */
export function zoneOffsetMs(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.charCodeAt(0) === 45 ? -1 : 1;
  const digits = zone.length === 6 ? zone.slice(1, 3) + zone.slice(4) : zone.slice(1);
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/**
 * journalctl writes a numeric zone (`+00:00`, `+0000`) and at most microseconds; `Z` or nanoseconds are a container runtime's or
 * a CI runner's stamp (`docker logs -t`, `kubectl logs --timestamps`, GitHub Actions) before what the process printed, whose
 * `word word: …` only looks like a host and an identifier. A `Z` line that names a PID is kept: a converter may print UTC so.
 */
function isJournalIsoTime(m: RegExpExecArray): boolean {
  return (m[7]?.length ?? 0) <= 6 && (m[8] !== 'Z' || m[11] !== undefined);
}

/** Which format one line has on its own (null: none of the prefixed ones). */
export function lineShape(line: string): LineShape {
  const first = line.charCodeAt(0);
  if (first === 32 || first === 9 || ((first === CATALOG_MARK || first === 45) && isCatalogLine(line))) return 'indent';
  // A journal record names its fields; an engine's own JSON lines (TGI's `--json-output`, llama.cpp's old server log) do not.
  if (first === 123) return line.trimEnd().endsWith('}') && (JOURNAL_FIELD.test(line) || DOCKER_JSON_LOG.test(line) || PINO_JSON_LOG.test(line)) ? 'json' : null;
  if (first === 45) return META_LINE.test(line) ? 'meta' : null;
  if (first === 91) return monotonicShape(line);
  if (first === 95) return EXPORT_HEAD.test(line) ? 'export' : null;
  if (first >= 48 && first <= 57) {
    const iso = SHORT_ISO_LINE.exec(line);
    // TGI's `2024-…Z ERROR text_generation_launcher: …` has the shape of a journal line whose host is a level word (coloured on a TTY).
    if (iso !== null && (iso[9] === undefined || !TRACING_LEVEL_WORDS.has(cleanTerminalText(iso[9]))) && isJournalIsoTime(iso)) return 'short-iso';
    if (SHORT_UNIX_LINE.test(line)) return 'short-unix';
    const stamped = RFC3339_PREFIX.exec(line);
    if (stamped !== null && parseVllmLine(line.slice(stamped[0].length)) !== null) return 'vllm';
    // `7月 24 15:40:33 host …`: a CJK locale's month.
    if (line.charCodeAt(1) !== CJK_MONTH && line.charCodeAt(2) !== CJK_MONTH) return null;
  }
  const full = fullShape(line);
  if (full !== null) return full;
  const short = matchShortLine(line);
  if (short !== null && short[1] !== undefined && monthIndex(short[1]) !== undefined) return short[6] === undefined ? 'short' : 'short-precise';
  return null;
}

// A unit's name where the identifier stands: `-o with-unit`. An identifier never ends in a unit type.
const UNIT_SUFFIX = /\.(?:service|scope|slice|socket|mount|timer|swap|path|target|device|automount)$/;

/** Whether a short-full line's name is a unit (with-unit), from the regex groups of SHORT_FULL_LINE. */
export function namesUnit(m: RegExpExecArray): boolean {
  return UNIT_SUFFIX.test(m[10] as string);
}

function fullShape(line: string): LineShape {
  // `Thu 2025-…`: a weekday, a space, a year; looked at before any regex runs on a short line.
  const space = line.indexOf(' ');
  if (space < 1 || space > 12 || line.charCodeAt(space + 5) !== 45) return null;
  if (VERBOSE_HEAD.test(line)) return 'verbose';
  const m = SHORT_FULL_LINE.exec(line);
  if (m === null || (m[9] ?? '').endsWith(':')) return null;
  return namesUnit(m) ? 'with-unit' : 'short-full';
}

function monotonicShape(line: string): LineShape {
  const m = MONOTONIC_LINE.exec(line);
  if (m === null || (m[4] ?? '').endsWith(':')) return null;
  return m[3] !== undefined && m[3].charCodeAt(1) === 60 ? 'short-delta' : 'short-monotonic';
}
