import { DETECT_SAMPLE_LINES, VLLM_MIN_SHARE, WRAP_MAX_ROWS, WRAP_MIN_WIDTH } from './constants';
import { EXPORT_FIELD, lineShape } from './line-shapes';
import { LOG_FORMATS, type LogFormat } from './types';
import { parseVllmLine } from './vllm-prefix';
import { composePrefixEnd, splitBareLine } from './bare-line';
import { cleanTerminalText } from './clean-message';

/** What a process printed behind a compose prefix and a container time stamp. */
function payloadOf(line: string): string {
  const plain = cleanTerminalText(line);
  return splitBareLine(plain, composePrefixEnd(plain) !== -1).text;
}

const PREFIXED_FORMATS = LOG_FORMATS.filter((f) => f !== 'json' && f !== 'vllm' && f !== 'cat');
// One journalctl mode prints some lines in the shape of another: with-unit names no unit on the kernel's lines,
// short-delta no delta on the first line. Their votes count together, for the mode that only shows on some lines.
const SAME_MODE: Partial<Record<LogFormat, LogFormat>> = { 'short-full': 'with-unit', 'short-monotonic': 'short-delta' };

/** The format of a pasted or fetched log, by majority vote of its first non-empty lines. */
export function detectFormat(text: string): LogFormat {
  const votes = Object.fromEntries(LOG_FORMATS.map((f) => [f, 0])) as Record<LogFormat, number>;
  let sampled = 0;
  let metaLines = 0;
  let start = 0;
  // Rows the terminal's wrap may still owe the last long journal record (none once a row is short or the budget is spent).
  let wrapRows = 0;
  while (start < text.length && sampled < DETECT_SAMPLE_LINES) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trimEnd();
    start = end + 1;
    if (line.trim() === '') continue;
    const shape = lineShape(line);
    // A journal copied off a terminal that wrapped its long records: a row with no shape of its own right after a journal
    // row at least a terminal's width long is that record's rest, not a line of another format, and casts no vote.
    if (shape === null && wrapRows > 0) {
      wrapRows = line.length >= WRAP_MIN_WIDTH ? wrapRows - 1 : 0;
      continue;
    }
    wrapRows = shape !== null && shape !== 'indent' && shape !== 'meta' && shape !== 'json' && line.length >= WRAP_MIN_WIDTH ? WRAP_MAX_ROWS : 0;
    if (shape === 'indent') continue;
    if (shape === 'meta') {
      metaLines++;
      continue;
    }
    sampled++;
    if (shape !== null) votes[shape]++;
    // `-o export`: every line a field (`_PID=7`, `MESSAGE=…`), or a binary field's name and bytes.
    else if (EXPORT_FIELD.test(line) && line.includes('=')) votes.export++;
    else if (parseVllmLine(line) !== null || parseVllmLine(payloadOf(line)) !== null) votes.vllm++;
    else votes.cat++;
  }
  if (sampled === 0) return metaLines > 0 ? 'short' : 'cat';
  if (votes.json * 2 >= sampled) return 'json';
  for (const [alone, mode] of Object.entries(SAME_MODE) as Array<[LogFormat, LogFormat]>) {
    if (votes[mode] === 0) continue;
    votes[mode] += votes[alone];
    votes[alone] = 0;
  }
  let best: LogFormat = 'short';
  for (const format of PREFIXED_FORMATS) if (votes[format] > votes[best]) best = format;
  if (votes[best] * 2 >= sampled) return best;
  return votes.vllm > 0 && votes.vllm >= sampled * VLLM_MIN_SHARE ? 'vllm' : 'cat';
}
