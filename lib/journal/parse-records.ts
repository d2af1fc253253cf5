import { unparsedEntry } from './entry';
import { VERBOSE_HEAD } from './line-shapes';
import { journalRecordEntry, type JournalJsonRecord } from './parse-json';
import type { JournalEntry, ParsedLog } from './types';

const VERBOSE_FIELD = /^ {0,4}([A-Za-z0-9_]+)=/;
const EXPORT_LINE = /^([A-Za-z0-9_]+)(=?)/;

function entryOf(fields: Record<string, string>, seq: number): JournalEntry {
  const entry = journalRecordEntry(fields as JournalJsonRecord, seq);
  if (entry.ts === null && fields.__MONOTONIC_TIMESTAMP !== undefined) entry.fields = { ...entry.fields, __MONOTONIC_TIMESTAMP: fields.__MONOTONIC_TIMESTAMP };
  return entry;
}

/**
 * `journalctl -o verbose`: a header line (full time and `[cursor]`) per entry, then `    FIELD=value` lines; a
 * multi-line value goes on indented by the field's width. The time is the cursor's `t=` (realtime, hex): exact, in UTC.
 */
export function parseVerbose(text: string): ParsedLog {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const entries: JournalEntry[] = [];
  let unparsed = 0;
  let fields: Record<string, string> | null = null;
  let open: { name: string; indent: number } | null = null;
  const flush = () => {
    if (fields !== null) entries.push(entryOf(fields, entries.length));
    fields = null;
    open = null;
  };
  for (const raw of lines) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    const head = VERBOSE_HEAD.exec(line);
    if (head !== null) {
      flush();
      fields = { __CURSOR: head[8] as string, __REALTIME_TIMESTAMP: String(parseInt(head[9] as string, 16)) };
      continue;
    }
    const current = fields as Record<string, string> | null;
    const was = open as { name: string; indent: number } | null;
    const indent = line.length - line.trimStart().length;
    if (current !== null && was !== null && indent > 4 && indent >= Math.min(was.indent, 6)) {
      current[was.name] += '\n' + line.slice(Math.min(indent, was.indent));
      continue;
    }
    const field = current === null ? null : VERBOSE_FIELD.exec(line);
    if (current !== null && field !== null) {
      const name = field[1] as string;
      current[name] = line.slice(field[0].length);
      open = { name, indent: field[0].length };
      continue;
    }
    flush();
    entries.push(unparsedEntry(entries.length, line));
    unparsed++;
  }
  flush();
  return { format: 'verbose', entries, unparsed, lines: lines.length };
}

/** Little-endian 64-bit length of a binary field, from its 8 bytes as read; null when they were not kept as bytes. */
function binaryLength(text: string, at: number): number | null {
  if (at + 8 > text.length) return null;
  let n = 0;
  for (let i = 7; i >= 0; i--) {
    const code = text.charCodeAt(at + i);
    if (code > 255) return null;
    n = n * 256 + code;
  }
  return n;
}

const NEXT_FIELD = /\n(?=\n|[A-Za-z0-9_]+(?:=|\n)|$)/g;

/**
 * `journalctl -o export`: `FIELD=value` lines, a blank line after each entry. A value that is not plain text is the
 * field's name alone on its line, its length as 8 bytes, the bytes and a newline. Read from text decoded as UTF-8
 * the length may not count what is left (its bytes or the value's were not ASCII): the value then runs to the next
 * line that starts a field.
 */
export function parseExport(text: string): ParsedLog {
  const entries: JournalEntry[] = [];
  let unparsed = 0;
  let lines = 0;
  let fields: Record<string, string> | null = null;
  const flush = () => {
    if (fields !== null) entries.push(entryOf(fields, entries.length));
    fields = null;
  };
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    const line = text.slice(at, end).replace(/\r$/, '');
    lines++;
    const field = EXPORT_LINE.exec(line);
    if (line === '') flush();
    else if (field !== null && field[2] === '=') (fields ??= {})[field[1] as string] = line.slice(field[0].length);
    else if (field !== null && field[0] === line) {
      const start = end + 1 + 8;
      const length = binaryLength(text, end + 1);
      let stop = length !== null && text.charCodeAt(start + length) === 10 ? start + length : -1;
      if (stop === -1 || (length !== null && start + length > text.length)) {
        NEXT_FIELD.lastIndex = Math.min(start, text.length);
        stop = NEXT_FIELD.exec(text)?.index ?? text.length;
      }
      const value = text.slice(Math.min(start, text.length), stop);
      (fields ??= {})[line] = value;
      lines += value.split('\n').length;
      at = stop + 1;
      continue;
    } else {
      flush();
      entries.push(unparsedEntry(entries.length, line));
      unparsed++;
    }
    at = end + 1;
  }
  flush();
  return { format: 'export', entries, unparsed, lines };
}
