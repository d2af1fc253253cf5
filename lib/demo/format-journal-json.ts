import { hash64 } from './ids';
import type { DemoEntry } from './expand-loop';

/** journalctl -o json prints null for longer fields unless --all. */
export const JSON_FIELD_LIMIT = 4096;
// journalctl keeps tab and newline as text; any other control byte turns the value into a byte array.
const NON_PRINTABLE_RE = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export function journalCursor(entry: Pick<DemoEntry, 'seq' | 'realtimeUs' | 'monotonicUs'>, seqnumId: string, bootId: string): string {
  const x = hash64(`${seqnumId}/${entry.seq}/${entry.realtimeUs}`);
  return `s=${seqnumId};i=${entry.seq.toString(16)};b=${bootId};m=${entry.monotonicUs.toString(16)};t=${entry.realtimeUs.toString(16)};x=${x}`;
}

export interface JsonFormatOptions {
  /** --output-fields; null = every field. */
  outputFields: ReadonlySet<string> | null;
  all: boolean;
  seqnumId: string;
  bootId: string;
}

/** One line of `journalctl -o json`: the four address fields first, then the entry's fields. Memoised per entry and options. */
export function formatJournalJson(entry: DemoEntry, opts: JsonFormatOptions): string {
  const key = `${opts.all ? 'a' : '-'}${opts.outputFields ? [...opts.outputFields].join(',') : '*'}`;
  const hit = entry.formatted.get(key);
  if (hit !== undefined) return hit;
  const line = format(entry, opts);
  if (entry.formatted.size < 4) entry.formatted.set(key, line);
  return line;
}

function format(entry: DemoEntry, opts: JsonFormatOptions): string {
  const parts = [
    `"__CURSOR":"${entry.cursor}"`,
    `"__REALTIME_TIMESTAMP":"${entry.realtimeUs}"`,
    `"__MONOTONIC_TIMESTAMP":"${entry.monotonicUs}"`,
    `"_BOOT_ID":"${opts.bootId}"`,
  ];
  for (const [key, value] of entry.fields) {
    if (opts.outputFields && !opts.outputFields.has(key)) continue;
    parts.push(`${JSON.stringify(key)}:${jsonValue(value, opts.all)}`);
  }
  return `{${parts.join(',')}}`;
}

function jsonValue(value: string, all: boolean): string {
  const bytes = new TextEncoder().encode(value);
  if (!all && bytes.length > JSON_FIELD_LIMIT) return 'null';
  if (NON_PRINTABLE_RE.test(value)) return `[${bytes.join(',')}]`;
  return JSON.stringify(value);
}
