import { WRAP_MIN_WIDTH } from './constants';
import { lineShape } from './line-shapes';
import { parseVllmLine } from './vllm-prefix';

// A log copied off a terminal (or a console) that hard-wrapped it: every record longer than the terminal's width is cut into
// rows of exactly that width, its rest on the rows after it, and each row then reads as a line of its own. A frame's
// `File "…/vllm/v1/en` and `gine/core.py", line 699, …` are neither a frame nor a message, and a vLLM ERROR record's rest has
// no prefix. Such a paste shows itself by its widest rows: at least MIN_FULL_ROWS rows of one length, the longest in the
// paste, more of them than of rows a little shorter, and holding different records (digits aside: a message repeated per
// request or per rank makes rows of one length by itself). Each such row is joined with the row after it, unless that row
// starts a record of its own (a journal or vLLM prefix, a level word, a bracketed tag, a date, a traceback's start, an indent,
// or the same first characters' shape as the record it would continue), or the two are rows of one table or box (a frame's
// edge, columns that start at the same places, a console's padding out to the width).
const MIN_FULL_ROWS = 3;
// A record's own start, whatever the paste's format: a level word (uvicorn's `INFO:     `), a bracketed tag (`[GIN]`,
// `[2026-03-31 03:47:04 TP0]`, `[Gloo]`), a date and time (a viewer's header row), the terminal's echo of a Ctrl-C (`^C`).
const RECORD_START = /^(?:\^C|(?:INFO|WARNING|WARN|ERROR|DEBUG|CRITICAL|FATAL|TRACE)\b|\[[\w .:/-]{1,40}\]|\d{4}-\d\d-\d\d[ T]\d\d:\d\d)/;
// A table's or a box's frame (Triton's model table, rich's traceback box, k9s' pane): its rows share one width by design.
const BORDER_END = /[|+\u2502\u2503\u2551\u2524\u2510\u2518\u256e\u256f]$/;
const BORDER_START = /^[|+\u2502\u2503\u2551\u251c\u2514\u250c\u2570\u256d]/;
// Rows this much shorter than the width: a wrapped paste has few of them (only a record's last row falls there by chance).
const NEAR = 3;
const HEAD = 5;

/** The lengths of the text's rows (a trailing CR not counted), read without splitting the text. */
function widest(text: string): { width: number; full: number; near: number } {
  let width = 0;
  let full = 0;
  const lengths: number[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const length = end - start - (end > start && text.charCodeAt(end - 1) === 13 ? 1 : 0);
    lengths.push(length);
    if (length > width) {
      width = length;
      full = 1;
    } else if (length === width) full++;
    start = end + 1;
  }
  let near = 0;
  for (const length of lengths) if (length < width && length >= width - NEAR) near++;
  return { width, full, near };
}

/** A row's first characters as a shape: digits 9, capitals A, small letters a, the rest as they are. */
function headShape(row: string): string {
  let shape = '';
  for (let i = 0; i < HEAD && i < row.length; i++) {
    const c = row.charCodeAt(i);
    shape += c >= 48 && c <= 57 ? '9' : c >= 65 && c <= 90 ? 'A' : c >= 97 && c <= 122 ? 'a' : row[i];
  }
  return shape;
}

function startsRecord(row: string, head: string): boolean {
  if (row.trim() === '') return true;
  const first = row.charCodeAt(0);
  if (first === 32 || first === 9) return true;
  if (row.startsWith('Traceback (most recent call last)') || RECORD_START.test(row) || BORDER_START.test(row)) return true;
  // The record's head compared without its indent (LM Studio's ` slot …` message rows under their own header rows).
  if (headShape(row) === headShape(head.trimStart())) return true;
  const shape = lineShape(row);
  return (shape !== null && shape !== 'indent') || parseVllmLine(row) !== null;
}

/** Where each column after a gap of two or more spaces starts. */
function columnStarts(row: string): number[] {
  const starts: number[] = [];
  for (let i = row.indexOf('  '); i !== -1; i = row.indexOf('  ', i)) {
    let j = i;
    while (row.charCodeAt(j) === 32) j++;
    if (j < row.length) starts.push(j);
    i = j;
  }
  return starts;
}

/** Two rows of one column-aligned table (`kubectl get pods`, a status table): columns start at the same places in both. */
function aligned(row: string, next: string): boolean {
  const a = columnStarts(row);
  if (a.length < 2) return false;
  const b = new Set(columnStarts(next));
  let shared = 0;
  for (const start of a) if (b.has(start) && ++shared >= 2) return true;
  return false;
}

/** A full-width row that a terminal may have cut: not padded out to the width (a console's copy), not a frame's edge. */
function cut(row: string): boolean {
  return !row.endsWith('  ') && !BORDER_END.test(row);
}

/** The text with a terminal's hard wraps joined again (see above); a text that shows none is returned as it is (the same string). */
export function unwrapPaste(text: string): string {
  // journalctl's JSON and a container runtime's JSON lines are never wrapped by a terminal that matters here.
  if (text.charCodeAt(0) === 123 || text.length < WRAP_MIN_WIDTH * MIN_FULL_ROWS) return text;
  const { width, full, near } = widest(text);
  if (width < WRAP_MIN_WIDTH || full < MIN_FULL_ROWS || near >= full) return text;
  const rows = text.split('\n');
  // The same message repeated (a warning per request, a rank's line per rank) makes rows of one length by itself; a
  // terminal's cuts fall in different records. Digits masked: the repeats differ only in stamps and ranks.
  const distinct = new Set<string>();
  for (const row of rows) {
    const bare = row.endsWith('\r') ? row.slice(0, -1) : row;
    if (bare.length === width && cut(bare)) distinct.add(bare.replace(/\d/g, '0'));
  }
  if (distinct.size < MIN_FULL_ROWS) return text;
  const out: string[] = [];
  let joined = false;
  for (let i = 0; i < rows.length; i++) {
    const head = rows[i]!;
    let record = head.endsWith('\r') ? head.slice(0, -1) : head;
    let last = record;
    while (last.length === width && cut(last) && i + 1 < rows.length) {
      const next = rows[i + 1]!.endsWith('\r') ? rows[i + 1]!.slice(0, -1) : rows[i + 1]!;
      if (startsRecord(next, head) || aligned(last, next)) break;
      record += next;
      last = next;
      i++;
      joined = true;
    }
    out.push(record);
  }
  return joined ? out.join('\n') : text;
}
