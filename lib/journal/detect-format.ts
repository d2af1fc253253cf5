import { DETECT_SAMPLE_LINES, VLLM_MIN_SHARE } from './constants';
import { lineShape } from './line-shapes';
import type { LogFormat } from './types';
import { parseVllmLine } from './vllm-prefix';
import { composePrefixEnd, splitBareLine } from './bare-line';
import { cleanTerminalText } from './clean-message';

/** What a process printed behind a compose prefix and a container time stamp. */
function payloadOf(line: string): string {
  const plain = cleanTerminalText(line);
  return splitBareLine(plain, composePrefixEnd(plain) !== -1).text;
}

const SYSLOG_FORMATS = ['short', 'short-iso', 'short-precise', 'short-unix'] as const;

/** The format of a pasted or fetched log, by majority vote of its first non-empty lines. */
export function detectFormat(text: string): LogFormat {
  const votes: Record<LogFormat, number> = { json: 0, short: 0, 'short-iso': 0, 'short-precise': 0, 'short-unix': 0, vllm: 0, cat: 0 };
  let sampled = 0;
  let metaLines = 0;
  let start = 0;
  while (start < text.length && sampled < DETECT_SAMPLE_LINES) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trimEnd();
    start = end + 1;
    if (line.trim() === '') continue;
    const shape = lineShape(line);
    if (shape === 'indent') continue;
    if (shape === 'meta') {
      metaLines++;
      continue;
    }
    sampled++;
    if (shape !== null) votes[shape]++;
    else if (parseVllmLine(line) !== null || parseVllmLine(payloadOf(line)) !== null) votes.vllm++;
    else votes.cat++;
  }
  if (sampled === 0) return metaLines > 0 ? 'short' : 'cat';
  if (votes.json * 2 >= sampled) return 'json';
  let best: LogFormat = 'short';
  for (const format of SYSLOG_FORMATS) if (votes[format] > votes[best]) best = format;
  if (votes[best] * 2 >= sampled) return best;
  return votes.vllm > 0 && votes.vllm >= sampled * VLLM_MIN_SHARE ? 'vllm' : 'cat';
}
