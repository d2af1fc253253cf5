import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { LOG_FORMATS } from '@/lib/journal/types';
import { analyse } from '@/lib/analysis/analyse';
import { redactText } from '@/lib/redact';

// A pasted log must never hang the tab or the CLI. Each input is 1 MB in one line (no newline), built to make a regex that
// backtracks or a scan that restarts per character super-linear: linear code reads it in well under a second, quadratic
// code takes minutes. The bound is generous for a loaded 2-core CI machine.
const MB = 1 << 20;
const BOUND_MS = 3_000;
const rep = (s: string) => s.repeat(Math.ceil(MB / s.length)).slice(0, MB);

const HOSTILE: Record<string, string> = {
  letters: rep('x'),
  spaces: 'a' + rep(' ') + 'b',
  digits: rep('0'),
  'open brackets': rep('['),
  bars: rep('|'),
  colons: rep(':'),
  'colon space': rep(': '),
  parens: rep('('),
  'words and spaces': rep('a '),
  'ANSI colour codes': rep('\x1b[31m'),
  'unterminated OSC': rep('\x1b]'),
  'spelled ESC': rep('#033['),
  'carriage returns': rep('a\r'),
  binary: Array.from({ length: MB }, (_, i) => String.fromCharCode((i * 7919) % 256)).join(''),
  'short prefix, identifier-like rest': 'Feb 20 23:37:52 ' + rep('a[1'),
  'short prefix, colons': 'Feb 20 23:37:52 ' + rep('a:'),
  'ISO prefix': '2026-02-20T23:37:52+0000 ' + rep('a[1'),
  'monotonic prefix': '[ 1234.567890 <' + rep(' 1.'),
  'short-full prefix': 'Thu 2025-06-12 10:00:00 UTC ' + rep('a[1'),
  'vLLM source never closed': '(A pid=1) INFO 02-20 23:37:52 [' + rep('x'),
  'vLLM role tags': rep('(A pid=1 '),
  'shell prompt': '$ python' + rep(' -x'),
  'export field name': rep('A_') + '=',
  'JSON record': JSON.stringify({ MESSAGE: rep('Error: ') }),
  'error words': rep('RuntimeError: '),
  percentages: rep('42% '),
  'key=value': rep('api_key=1 '),
  'tqdm glue': rep('s]['),
};

function elapsed(run: () => unknown): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

describe('hostile input: every reader and analyse take linear time', () => {
  it.each(Object.entries(HOSTILE))('%s: auto-detected parse, analyse and redaction within the bound', (_, text) => {
    let entries: ReturnType<typeof parseLog>['entries'] = [];
    expect(elapsed(() => (entries = parseLog(text).entries))).toBeLessThan(BOUND_MS);
    expect(elapsed(() => analyse(entries))).toBeLessThan(BOUND_MS);
    expect(elapsed(() => redactText(text))).toBeLessThan(BOUND_MS);
  });

  it.each(LOG_FORMATS)('read as %s: every line shape within the bound', (format) => {
    for (const name of ['short prefix, identifier-like rest', 'ISO prefix', 'monotonic prefix', 'short-full prefix', 'export field name', 'open brackets']) {
      const ms = elapsed(() => parseLog(HOSTILE[name] as string, { format, year: 2026 }));
      expect(ms, name).toBeLessThan(BOUND_MS);
    }
  });
});
