import { cleanTerminalText, decodeFieldValue } from './clean-message';
import { unparsedEntry } from './entry';
import { isSystemdIdentifier, unitFromSystemdMessage } from './systemd-unit';
import type { JournalEntry, ParsedLog, VllmLine } from './types';
import { POOL_LIMIT } from './constants';
import { parseVllmLine } from './vllm-prefix';
import { dockerJsonEntry } from './docker-json-log';
import { splitMessageWrapper } from './bare-line';

/** A journal field as `journalctl -o json` prints it: a string, a byte array, several values, or null (too large). */
type JournalValue = string | number[] | (string | number[])[] | null;

/** One line of `journalctl -o json`, the fields we read. */
export interface JournalJsonRecord {
  __CURSOR?: JournalValue;
  __REALTIME_TIMESTAMP?: JournalValue;
  _PID?: JournalValue;
  _SYSTEMD_INVOCATION_ID?: JournalValue;
  INVOCATION_ID?: JournalValue;
  USER_INVOCATION_ID?: JournalValue;
  _SYSTEMD_UNIT?: JournalValue;
  _SYSTEMD_USER_UNIT?: JournalValue;
  UNIT?: JournalValue;
  USER_UNIT?: JournalValue;
  PRIORITY?: JournalValue;
  SYSLOG_IDENTIFIER?: JournalValue;
  _COMM?: JournalValue;
  _HOSTNAME?: JournalValue;
  MESSAGE_ID?: JournalValue;
  _BOOT_ID?: JournalValue;
  MESSAGE?: JournalValue;
  N_RESTARTS?: JournalValue;
  EXIT_CODE?: JournalValue;
  EXIT_STATUS?: JournalValue;
  JOB_RESULT?: JournalValue;
  JOB_TYPE?: JournalValue;
}

export const EXTRA_FIELDS = ['N_RESTARTS', 'EXIT_CODE', 'EXIT_STATUS', 'JOB_RESULT', 'JOB_TYPE'] as const;

/** Shares one copy of values that repeat from line to line (boot ID, unit, host, invocation ID, vLLM stamp) within one parse. */
export class SharedStrings {
  private readonly pool = new Map<string, string>();
  private readonly last: (string | undefined)[] = [];
  private lastStamp = '';
  /** The last vLLM prefix read: the next line's role, stamp and source are compared with it before they are copied. */
  previousVllm: VllmLine | null = null;

  share(value: string | null): string | null {
    if (value === null) return null;
    const hit = this.pool.get(value);
    if (hit !== undefined) return hit;
    if (this.pool.size < POOL_LIMIT) this.pool.set(value, value);
    return value;
  }

  /** `share` for a field that mostly repeats the line before's value: a comparison instead of hashing a new copy. */
  shareAt(slot: Slot, value: string | null): string | null {
    if (value === null) return null;
    const last = this.last[slot];
    if (last === value) return last;
    const shared = this.share(value) as string;
    this.last[slot] = shared;
    return shared;
  }

  // Stamps change every second: keeping only the last one bounds the pool.
  shareStamp(value: string | null): string | null {
    if (value === null) return null;
    if (value === this.lastStamp) return this.lastStamp;
    this.lastStamp = value;
    return value;
  }
}

// The fields SharedStrings.shareAt remembers the last value of.
const enum Slot {
  Identifier,
  Invocation,
  Unit,
  Hostname,
  MessageId,
  BootId,
  Role,
  Source,
}

function intern(shared: SharedStrings | undefined, slot: Slot, value: string | null): string | null {
  return shared === undefined ? value : shared.shareAt(slot, value);
}

function text(value: JournalValue | undefined): string | null {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? null : decodeFieldValue(value);
}

function int(value: JournalValue | undefined): number | null {
  const s = typeof value === 'string' ? value : text(value);
  if (s === null || s === '') return null;
  // Timestamps, PIDs and priorities are plain digits: read them directly, Number() only for anything else.
  let n = 0;
  if (s.length <= 16) {
    for (let i = 0; i < s.length; i++) {
      const d = s.charCodeAt(i) - 48;
      if (d < 0 || d > 9) {
        n = Number(s);
        break;
      }
      n = n * 10 + d;
    }
  } else n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

function extraFields(record: JournalJsonRecord): Record<string, string> | null {
  // systemd writes these only in its structured lines about a unit, and those always carry a MESSAGE_ID.
  if (record.MESSAGE_ID === undefined) return null;
  let fields: Record<string, string> | null = null;
  for (const name of EXTRA_FIELDS) {
    const value = record[name];
    if (value === undefined) continue;
    const s = text(value);
    if (s === null) continue;
    if (fields === null) fields = {};
    fields[name] = s;
  }
  return fields;
}

/**
 * One `journalctl -o json` line; anything that is not a JSON object becomes an unparsed entry. The entry keeps
 * JSON.parse's own copies: a slice of the input would pin all of it while any one entry lives, and reading a slice's
 * characters costs about twice a flat string's on every later pass.
 */
export function parseJournalJsonLine(line: string, seq: number, shared?: SharedStrings): JournalEntry {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return unparsedEntry(seq, line);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return unparsedEntry(seq, line);
  const record = value as JournalJsonRecord;

  return journalRecordEntry(record, seq, shared);
}

/** One journal entry from its fields, however they were printed (`-o json`, `-o export`, `-o verbose`). */
export function journalRecordEntry(record: JournalJsonRecord, seq: number, shared?: SharedStrings): JournalEntry {
  const rawMessage = record.MESSAGE;
  // A line of docker's json-file log (pasted from the container's log file) carries no MESSAGE: its `log` is the message.
  if (rawMessage === undefined) {
    const docker = dockerJsonEntry(record, seq);
    if (docker !== null) return docker;
  }
  const printed = cleanTerminalText(typeof rawMessage === 'string' ? rawMessage : (text(rawMessage) ?? ''));
  const identifier = intern(shared, Slot.Identifier, text(record.SYSLOG_IDENTIFIER) ?? text(record._COMM));
  // What a wrapper put before the server's text; its level is the line's, where journald gives a stream's lines one default.
  const systemd = isSystemdIdentifier(identifier);
  const inner = printed.charCodeAt(0) === 40 || systemd ? null : splitMessageWrapper(printed);
  const message = inner === null ? printed : inner.text;
  // systemd's own lines about a unit run in init.scope: UNIT/INVOCATION_ID name the unit they are about.
  let unit = text(record.UNIT) ?? text(record.USER_UNIT) ?? text(record._SYSTEMD_USER_UNIT) ?? text(record._SYSTEMD_UNIT);
  if ((unit === null || unit === 'init.scope') && systemd) unit = unitFromSystemdMessage(message) ?? unit;
  const first = message.charCodeAt(0);
  const vllm = first === 40 || (first >= 65 && first <= 90) ? parseVllmLine(message, shared?.previousVllm) : null;
  if (vllm !== null && shared !== undefined) {
    vllm.role = shared.shareAt(Slot.Role, vllm.role);
    vllm.source = shared.shareAt(Slot.Source, vllm.source);
    vllm.stamp = shared.shareStamp(vllm.stamp);
    shared.previousVllm = vllm;
  }

  return {
    seq,
    cursor: text(record.__CURSOR),
    ts: int(record.__REALTIME_TIMESTAMP),
    pid: int(record._PID),
    invocationId: intern(shared, Slot.Invocation, text(record.INVOCATION_ID) ?? text(record.USER_INVOCATION_ID) ?? text(record._SYSTEMD_INVOCATION_ID)),
    unit: intern(shared, Slot.Unit, unit),
    priority: inner?.priority ?? int(record.PRIORITY),
    identifier,
    hostname: intern(shared, Slot.Hostname, text(record._HOSTNAME)),
    messageId: intern(shared, Slot.MessageId, text(record.MESSAGE_ID)),
    bootId: intern(shared, Slot.BootId, text(record._BOOT_ID)),
    fields: extraFields(record),
    message,
    logger: inner?.logger ?? undefined,
    relayTarget: inner?.relayTarget ?? undefined,
    vllm,
    parsed: true,
  };
}

/** `journalctl -o json` output: one object per line; blank lines are skipped, other lines never dropped. */
export function parseJournalJson(input: string): ParsedLog {
  const entries: JournalEntry[] = [];
  let unparsed = 0;
  let lines = 0;
  let start = 0;
  const shared = new SharedStrings();
  const length = input.length;
  while (start < length) {
    let end = input.indexOf('\n', start);
    if (end === -1) end = length;
    const line = input.slice(start, end);
    start = end + 1;
    lines++;
    if (line.length === 0) continue;
    if (line.charCodeAt(0) !== 123 && line.trim() === '') continue;
    const entry = parseJournalJsonLine(line, entries.length, shared);
    if (!entry.parsed) unparsed++;
    entries.push(entry);
  }
  return { format: 'json', entries, unparsed, lines };
}
