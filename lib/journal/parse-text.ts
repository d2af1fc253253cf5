import { cleanTerminalText } from './clean-message';
import { unparsedEntry } from './entry';
import { sternTargets, type SternTarget } from './stern-prefix';
import { engineStampMicros, isServerCommandPrompt, looksLikeCompose, SHELL_IDENTIFIER, splitBareLine, splitMessageWrapper, uvicornServerPid } from './bare-line';
import { BOOT_META, fractionMicros, isCatalogLine, isoMicros, matchShortLine, META_LINE, MONOTONIC_LINE, monthIndex, namesUnit, SHORT_FULL_LINE, SHORT_ISO_LINE, SHORT_UNIX_LINE } from './line-shapes';
import { isSystemdIdentifier, unitFromSystemdMessage } from './systemd-unit';
import { isStatusHeader, isStatusLine, statusEntries } from './systemctl-status';
import type { JournalEntry, LogFormat, ParsedLog, VllmLine } from './types';
import { parseVllmLine } from './vllm-prefix';
import { glogWallTime } from './glog-stamp';
import { parseJournalJson } from './parse-json';
import { detectFormat } from './detect-format';
import { parseExport, parseVerbose } from './parse-records';
import { inLoggedOrder } from './newest-first';
import { timeGinLines } from './gin-stamp';

export interface ParseTextOptions {
  format?: LogFormat;
  /** Year of the first line for formats that print none (short, short-precise, vllm); default: the current UTC year. */
  year?: number;
  /** Offset from UTC of the clock that printed zone-less times, in minutes (e.g. 60 for CET). */
  utcOffsetMinutes?: number;
}

// A markdown code mark the paste glued to a stamped line (```2023-07-14T01:45:00Z …, `2024-09-23T…): the paste's, not the log's.
const GLUED_FENCE = /^`{1,3}(?=\d)/;

function withoutGluedFence(line: string): string {
  return line.charCodeAt(0) === 96 ? line.replace(GLUED_FENCE, '') : line;
}

const BROKEN_VLLM_TAG = /^\([A-Za-z][\w.-]* (?:rank|pid)=/;
const BROKEN_VLLM_LEVEL = /^(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d/;
const VLLM_STAMP = /^(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)/;

/** Rolls a year-less clock forward when the month goes backwards (Dec → Jan). */
class YearClock {
  private month = -1;
  constructor(private year: number, private readonly offsetMs: number) {}

  toMicros(month: number, day: number, h: number, m: number, s: number, micros: number): number {
    if (this.month !== -1 && month < this.month) this.year += 1;
    this.month = month;
    return (Date.UTC(this.year, month, day, h, m, s) - this.offsetMs) * 1000 + micros;
  }
}

// Seconds since boot, no date: a line's time is the engine's own stamp where it printed one, else none.
const MONOTONIC_FORMATS: ReadonlySet<LogFormat> = new Set(['short-monotonic', 'short-delta']);
const FULL_FORMATS: ReadonlySet<LogFormat> = new Set(['short-full', 'with-unit']);

function defaultYear(firstMonth: number | null): number {
  const now = new Date();
  // A log never comes from the future: a December log read in January is last year's.
  return firstMonth !== null && firstMonth > now.getUTCMonth() ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
}

function firstMonthOf(lines: string[], format: LogFormat, compose: boolean): number | null {
  for (let i = 0; i < lines.length && i < 200; i++) {
    const line = lines[i] as string;
    if (format === 'vllm' || format === 'cat' || MONOTONIC_FORMATS.has(format)) {
      const printed = MONOTONIC_FORMATS.has(format) ? (MONOTONIC_LINE.exec(line)?.[7] ?? '') : splitBareLine(cleanTerminalText(line), compose).text;
      const stamp = VLLM_STAMP.exec(parseVllmLine(printed)?.stamp ?? '');
      if (stamp !== null) return Number(stamp[1]) - 1;
    } else {
      const m = matchShortLine(line);
      const month = m?.[1] === undefined ? undefined : monthIndex(m[1]);
      if (month !== undefined) return month;
    }
  }
  return null;
}

function syslogEntry(seq: number, ts: number, host: string | undefined, identifier: string, pid: string | undefined, message: string): JournalEntry {
  return {
    seq,
    cursor: null,
    ts,
    pid: pid === undefined ? null : Number(pid),
    invocationId: null,
    unit: null,
    priority: null,
    identifier,
    // `journalctl --no-hostname` and pastes with the host cut out print none.
    hostname: host || null,
    messageId: null,
    bootId: null,
    fields: null,
    message,
    vllm: null,
    parsed: true,
  };
}

function metaEntry(seq: number, line: string, body: string): JournalEntry {
  const entry = unparsedEntry(seq, line);
  entry.parsed = true;
  entry.identifier = 'journalctl';
  entry.bootId = BOOT_META.exec(body)?.[1]?.replaceAll('-', '').toLowerCase() ?? null;
  return entry;
}

function bareEntry(seq: number, message: string): JournalEntry {
  const entry = unparsedEntry(seq, message);
  entry.parsed = true;
  return entry;
}

// systemd (PID 1 or a user's manager) names the unit its line is about, or prints a job's start and end; a paste may hide the
// unit's name behind a placeholder (`<service>: State 'stop-sigterm' timed out. Killing.`). Only journald prints these tags.
const UNTIMED_SYSTEMD = /^systemd\[\d+\]: (?:[\w:@.\\-]+\.(?:service|scope|socket|timer|mount|target): |<[^<>\s]+>: |(?:Starting|Started|Stopping|Stopped|Failed to start|Reloading|Reloaded) \S)/;
const UNTIMED_TAG = /^([\w.@-]+)\[(\d+)\]: (.*)$/;

/** Every line a journal tag's (`name[pid]: `), at least two of them: a journal whose date and host columns were cut. */
function allTagged(lines: readonly string[]): boolean {
  let tagged = 0;
  for (const l of lines) {
    if (isBlank(l)) continue;
    if (!UNTIMED_TAG.test(cleanTerminalText(l))) return false;
    tagged++;
  }
  return tagged >= 2;
}

/**
 * A line of a journal pasted without date and host (`llama-server[9124]: error: …`): the process tag is the journal's; what
 * follows it is read as the same text of bare output is (the engine's prefix and stamp).
 */
function untimedEntry(seq: number, raw: string, tagged: RegExpExecArray, format: LogFormat, clock: YearClock, offsetMs: number): JournalEntry {
  const entry = bareLineEntry(seq, raw, tagged[3]!, format, false, clock, offsetMs, []);
  entry.identifier = tagged[1]!;
  entry.pid = Number(tagged[2]);
  if (isSystemdIdentifier(entry.identifier)) entry.unit = unitFromSystemdMessage(entry.message);
  return entry;
}

/** One line of bare output (`vllm`, `cat`): container prefixes off, time from the container or the engine's own stamp. */
function bareLineEntry(seq: number, raw: string, line: string, format: LogFormat, compose: boolean, clock: YearClock, offsetMs: number, stern: readonly SternTarget[]): JournalEntry {
  const bare = splitBareLine(line, compose, offsetMs, stern);
  const printed = bare.text;
  const entry = bareEntry(seq, printed);
  const vllm = parseVllmLine(printed);
  entry.vllm = vllm;
  entry.identifier = isServerCommandPrompt(printed) ? SHELL_IDENTIFIER : bare.service;
  entry.pid = uvicornServerPid(vllm?.text ?? printed);
  if (bare.priority !== undefined) entry.priority = bare.priority;
  if (bare.logger !== undefined) entry.logger = bare.logger;
  if (bare.relayTarget !== undefined) entry.relayTarget = bare.relayTarget;
  entry.ts = bare.containerTs ?? engineTs(vllm, printed, clock, offsetMs);
  if (format === 'vllm' && vllm === null && (BROKEN_VLLM_TAG.test(printed) || BROKEN_VLLM_LEVEL.test(printed))) {
    entry.parsed = false;
    entry.message = raw;
  }
  return entry;
}

/** The time an engine printed in its own line: vLLM's `MM-DD HH:MM:SS`, TGI's or SGLang's stamp, glog's. */
function engineTs(vllm: VllmLine | null, printed: string, clock: YearClock, offsetMs: number): number | null {
  const stamp = vllm?.stamp != null ? VLLM_STAMP.exec(vllm.stamp) : null;
  if (stamp !== null) return clock.toMicros(Number(stamp[1]) - 1, Number(stamp[2]), Number(stamp[3]), Number(stamp[4]), Number(stamp[5]), fractionMicros(vllm?.stamp?.split('.')[1]));
  // Behind a bare process tag (SkyPilot's `(task, pid=12148) `, Ray's), the engine's own stamp follows the tag.
  const ts = engineStampMicros(vllm !== null && vllm.level === null ? vllm.text : printed, offsetMs);
  const glog = ts === null ? glogWallTime(printed) : null;
  // Triton's logger stamps in UTC (gmtime_r), whatever clock printed the zone-less lines around it.
  return glog !== null ? clock.toMicros(...glog) + offsetMs * 1000 : ts;
}

/** A journal message loses what a wrapper put before the server's text, as the same line of bare output does. */
function unwrapMessage(entry: JournalEntry): void {
  const inner = splitMessageWrapper(entry.message);
  if (inner === null) return;
  entry.message = inner.text;
  if (inner.priority !== null && entry.priority === null) entry.priority = inner.priority;
  if (inner.logger !== null) entry.logger = inner.logger;
  if (inner.relayTarget !== undefined) entry.relayTarget = inner.relayTarget;
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.charCodeAt(line.length - 1) === 13) lines[i] = line.slice(0, -1);
  }
  return lines;
}

function lastTs(entries: readonly JournalEntry[]): number | null {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.ts !== null) return entries[i]!.ts;
  return null;
}

function isBlank(line: string): boolean {
  return line.length === 0 || line.trim() === '';
}

/** Text journal output (short, short-iso, short-precise, short-unix), bare vLLM output (vllm) or bare messages (cat). */
export function parseText(text: string, opts: ParseTextOptions = {}): ParsedLog {
  const format = opts.format ?? detectFormat(text);
  if (format === 'json') return parseJournalJson(text);
  if (format === 'verbose') return parseVerbose(text);
  if (format === 'export') return parseExport(text);
  const lines = splitLines(text);
  const prefixed = format !== 'vllm' && format !== 'cat';
  const compose = !prefixed && looksLikeCompose(lines);
  const stern = prefixed || compose ? [] : sternTargets(lines.map(cleanTerminalText));
  // A journal pasted without its date and host columns: systemd's own lines keep their `systemd[1]: x.service: ` tag.
  // Or one cut down to the tags alone, every line of it (`ollama[8937]: [GIN] …`): the tag is still the journal's.
  const untimedJournal = !prefixed && (lines.some((l) => UNTIMED_SYSTEMD.test(l)) || allTagged(lines));
  const needsYear = format === 'short' || format === 'short-precise' || !prefixed || MONOTONIC_FORMATS.has(format);
  const year = opts.year ?? (needsYear ? defaultYear(firstMonthOf(lines, format, compose)) : 0);
  const offsetMs = (opts.utcOffsetMinutes ?? 0) * 60_000;
  const clock = new YearClock(year, offsetMs);
  const entries: JournalEntry[] = [];
  let unparsed = 0;
  // The entry that indented continuation lines join, and the width journalctl indents them by.
  let head: JournalEntry | null = null;
  let headIndent = 0;
  // Pasted `systemctl status` blocks: their lines join the entries after the journal tail, whose state they show.
  const statusBlocks: string[][] = [];
  let status: string[] | null = null;

  for (const raw of lines) {
    if (isBlank(raw)) {
      status = null;
      continue;
    }
    const seq = entries.length;
    const line = withoutGluedFence(cleanTerminalText(raw).trimEnd());
    if (status !== null && isStatusLine(line)) {
      status.push(line);
      continue;
    }
    status = null;
    if (isStatusHeader(line)) {
      statusBlocks.push((status = [line]));
      head = null;
      continue;
    }

    const meta = line.charCodeAt(0) === 45 ? META_LINE.exec(line) : null;
    if (meta !== null) {
      entries.push(metaEntry(seq, line, meta[1] as string));
      head = null;
      continue;
    }

    if (!prefixed) {
      const tagged = untimedJournal ? UNTIMED_TAG.exec(line) : null;
      entries.push(tagged ? untimedEntry(seq, raw, tagged, format, clock, offsetMs) : bareLineEntry(seq, raw, line, format, compose, clock, offsetMs, stern));
      if (!(entries[seq] as JournalEntry).parsed) unparsed++;
      continue;
    }

    const firstCode = raw.charCodeAt(0);
    if ((firstCode === 32 || firstCode === 9) && head !== null) {
      let cut = 0;
      while (cut < headIndent && (line.charCodeAt(cut) === 32 || line.charCodeAt(cut) === 9)) cut++;
      head.message += '\n' + line.slice(cut);
      continue;
    }

    const entry = parseSyslogLine(seq, line, format, clock, offsetMs);
    if (entry === null && isCatalogLine(line)) continue;
    if (entry === null) {
      entries.push(unparsedEntry(seq, raw));
      unparsed++;
      head = entries[seq] as JournalEntry;
      headIndent = 0;
      continue;
    }
    entries.push(entry);
    head = entry;
    headIndent = line.length - entry.message.length;
  }

  if (prefixed) {
    const monotonic = MONOTONIC_FORMATS.has(format);
    for (const entry of entries) {
      if (entry.parsed && entry.identifier === 'journalctl') continue;
      if (entry.parsed && !isSystemdIdentifier(entry.identifier)) unwrapMessage(entry);
      entry.vllm = parseVllmLine(entry.message);
      if (entry.parsed && isSystemdIdentifier(entry.identifier)) entry.unit = unitFromSystemdMessage(entry.message) ?? entry.unit;
      if (entry.parsed && entry.ts === null && monotonic) entry.ts = engineTs(entry.vllm, entry.message, clock, offsetMs);
    }
  }
  if (!prefixed) timeGinLines(entries, offsetMs);
  const logged = prefixed ? inLoggedOrder(entries) : entries;
  for (const block of statusBlocks) logged.push(...statusEntries(block, logged.length, lastTs(logged)));
  return { format, entries: logged, unparsed, lines: lines.length };
}

const UTC_ZONES: ReadonlySet<string> = new Set(['UTC', 'GMT', 'Z', 'UCT']);
const NUMERIC_ZONE = /^([+-])(\d\d)(\d\d)?$/;

/** Offset from UTC of short-full's `%Z` in ms: UTC, a numeric zone, else (an abbreviation such as CET) the one the caller gave. */
function zoneOffsetMs(zone: string, fallbackMs: number): number {
  if (UTC_ZONES.has(zone)) return 0;
  const m = NUMERIC_ZONE.exec(zone);
  if (m === null) return fallbackMs;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000;
}

/** short-full and with-unit: with-unit names the unit (`_SYSTEMD_UNIT`) where short-full names the identifier. */
function fullEntry(seq: number, m: RegExpExecArray, offsetMs: number): JournalEntry {
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) - zoneOffsetMs(m[8] as string, offsetMs);
  const name = m[10] as string;
  if (!namesUnit(m)) return syslogEntry(seq, ms * 1000 + fractionMicros(m[7]), m[9], name, m[11], m[12] ?? '');
  // systemd itself runs in init.scope: its lines are about the unit they name.
  const entry = syslogEntry(seq, ms * 1000 + fractionMicros(m[7]), m[9], name === 'init.scope' && m[11] === '1' ? 'systemd' : '', m[11], m[12] ?? '');
  if (entry.identifier === '') entry.identifier = null;
  entry.unit = name;
  return entry;
}

function monotonicEntry(seq: number, m: RegExpExecArray): JournalEntry {
  const entry = syslogEntry(seq, 0, m[4], m[5] as string, m[6], m[7] ?? '');
  entry.ts = null;
  entry.fields = { __MONOTONIC_TIMESTAMP: String(Number(m[1]) * 1_000_000 + fractionMicros(m[2])) };
  return entry;
}

function parseSyslogLine(seq: number, line: string, format: LogFormat, clock: YearClock, offsetMs: number): JournalEntry | null {
  if (FULL_FORMATS.has(format)) {
    const m = SHORT_FULL_LINE.exec(line);
    return m === null ? null : fullEntry(seq, m, offsetMs);
  }
  if (MONOTONIC_FORMATS.has(format)) {
    const m = MONOTONIC_LINE.exec(line);
    return m === null ? null : monotonicEntry(seq, m);
  }
  if (format === 'short-iso') {
    const m = SHORT_ISO_LINE.exec(line);
    if (m === null) return null;
    return syslogEntry(seq, isoMicros(m, 1), m[9], m[10] as string, m[11], m[12] ?? '');
  }
  if (format === 'short-unix') {
    const m = SHORT_UNIX_LINE.exec(line);
    if (m === null) return null;
    return syslogEntry(seq, Number(m[1]) * 1_000_000 + fractionMicros(m[2]), m[3], m[4] as string, m[5], m[6] ?? '');
  }
  const m = matchShortLine(line);
  if (m === null) return null;
  const month = monthIndex(m[1] as string);
  if (month === undefined) return null;
  const ts = clock.toMicros(month, Number((m[2] as string).trim()), Number(m[3]), Number(m[4]), Number(m[5]), fractionMicros(m[6]));
  return syslogEntry(seq, ts, m[7], m[8] as string, m[9], m[10] ?? '');
}
