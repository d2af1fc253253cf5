import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJournalJson } from './parse-json';
import { parseLog } from './parse-log';
import type { LogFormat, ParsedLog } from './types';

const SAMPLE_LINES: Record<Exclude<LogFormat, 'json' | 'verbose' | 'export'>, string[]> = {
  short: [
    'Feb 20 23:36:21 llm-two python3[221343]: (Worker_TP0 pid=221343) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
    'Feb 20 23:36:30 llm-two python3[221343]: (EngineCore_DP0 pid=221300) ERROR 02-20 23:36:30 [core.py:708] RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
    'Feb 20 23:36:31 llm-two systemd[1]: vllm-kimi-k25.service: Main process exited, code=exited, status=1/FAILURE',
  ],
  'short-iso': ['2026-02-20T23:37:52+0000 llm-two vllm[222636]: (Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model x'],
  'short-precise': ['Feb 20 23:37:52.123456 llm-two vllm[222636]: INFO 02-20 23:37:52 [api_server.py:1] ok'],
  'short-unix': ['1771630672.123456 llm-two vllm[222636]: INFO 02-20 23:37:52 [api_server.py:1] ok'],
  'short-full': ['Fri 2026-02-20 23:37:52 UTC llm-two python3.12[222636]: INFO 02-20 23:37:52 [api_server.py:1] ok'],
  'with-unit': ['Fri 2026-02-20 23:37:52 CET llm-two vllm-kimi-k25.service[222636]: INFO 02-20 23:37:52 [api_server.py:1] ok'],
  'short-monotonic': ['[86512.000000] llm-two python3.12[222636]: INFO 02-20 23:37:52 [api_server.py:1] ok'],
  'short-delta': ['[86513.000000 <    1.000000 >] llm-two python3.12[222636]: INFO 02-20 23:37:53 [api_server.py:1] ok'],
  vllm: ['(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model x', 'INFO 02-20 23:37:52 model_runner.py:1] old form'],
  cat: ['Loading safetensors checkpoint shards:  29% Completed | 5/17', 'plain text'],
};

// Lines of -o verbose and -o export, so mixes of them are tried too.
const RECORD_LINES = [
  'Fri 2026-02-20 23:36:00.000000 UTC [s=8fb7;i=1;b=5e1f;m=141dd76000;t=64b49e233b800;x=ca31]',
  '    _PID=221343',
  '    MESSAGE=(APIServer pid=221343) INFO 02-20 23:36:05 [api_server.py:1885] vLLM API server version 0.15.1',
  '__CURSOR=s=8fb7;i=2',
  '__REALTIME_TIMESTAMP=1771630565000000',
  'MESSAGE',
  '\u0003\0\0\0\0\0\0\0a\nb',
];

function accounted(log: ParsedLog): number {
  let lines = 0;
  for (const entry of log.entries) lines += entry.message.split('\n').length;
  return lines;
}

function nonBlank(text: string): number {
  return text.split('\n').filter((l) => l.trim() !== '').length;
}

const noise = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('-- Reboot --', '-- Boot 0f3c2b1a9e8d4c7b9a1c3d5e7f9b0c2d --', '   indented continuation', '\t tabbed', '{"MESSAGE":', '{}', '\x1b[31m', 'a\rb', '(VllmWorker rank=2 pid=8', 'ERROR 06-1', ''),
);

function mutate(line: string, cut: number, insert: string): string {
  const at = Math.min(cut, line.length);
  return line.slice(0, at) + insert + line.slice(at);
}

describe('parseLog', () => {
  it('dispatches on the detected format', () => {
    for (const [format, lines] of Object.entries(SAMPLE_LINES)) {
      expect(parseLog(lines.join('\n'), { year: 2026 }).format).toBe(format);
    }
    expect(parseLog(JSON.stringify({ MESSAGE: 'x' })).format).toBe('json');
  });

  it('honours an explicit format', () => {
    const log = parseLog('Feb 20 23:37:52 h x[1]: m', { format: 'cat' });
    expect(log.format).toBe('cat');
    expect(log.entries[0]?.message).toBe('Feb 20 23:37:52 h x[1]: m');
  });

  it('empty input: cat, no entries', () => {
    expect(parseLog('')).toEqual({ format: 'cat', entries: [], unparsed: 0, lines: 0 });
  });

  it('never loses a line and never throws, for any mix of real and mutated lines', () => {
    const realLine = fc.constantFrom(...Object.values(SAMPLE_LINES).flat(), ...RECORD_LINES);
    const mutated = fc.tuple(realLine, fc.nat(200), fc.string({ maxLength: 10 })).map(([l, c, s]) => mutate(l, c, s));
    const truncated = fc.tuple(realLine, fc.nat(200)).map(([l, c]) => l.slice(0, c));
    const line = fc.oneof(realLine, mutated, truncated, noise);
    const format = fc.option(fc.constantFrom<LogFormat>('short', 'short-iso', 'short-precise', 'short-unix', 'vllm', 'cat'), { nil: undefined });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), format, (lines, fmt) => {
        const text = lines.join('\n');
        const log = parseLog(text, { format: fmt, year: 2026 });
        if (log.format === 'json') {
          expect(log.entries.length).toBe(nonBlank(text));
        } else if (log.format === 'verbose' || log.format === 'export') {
          // A field is part of its entry: only the lines that are no field of any entry stand alone.
          // Lines of the text: a generated piece may itself hold a newline.
          for (const e of log.entries) if (!e.parsed) expect(text.split('\n').map((l) => l.replace(/\r$/, ''))).toContain(e.message);
        } else {
          expect(accounted(log)).toBe(nonBlank(text));
        }
        expect(log.unparsed).toBe(log.entries.filter((e) => !e.parsed).length);
        expect(log.entries.map((e) => e.seq)).toEqual(log.entries.map((_, i) => i));
      }),
      { numRuns: 400 },
    );
  });

  it('never loses a JSON line and never throws, for mutated journal JSON', () => {
    const record = fc.record(
      {
        __CURSOR: fc.string(),
        __REALTIME_TIMESTAMP: fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 60n }).map(String), fc.string()),
        _PID: fc.oneof(fc.nat().map(String), fc.string()),
        MESSAGE: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 }), fc.array(fc.string(), { maxLength: 3 })),
        PRIORITY: fc.constantFrom('0', '3', '6', '7', 'x'),
        SYSLOG_IDENTIFIER: fc.constantFrom('systemd', 'python3.12', 'vllm'),
      },
      { requiredKeys: [] },
    );
    const line = fc.oneof(
      record.map((r) => JSON.stringify(r)),
      fc.tuple(record, fc.nat(300)).map(([r, cut]) => JSON.stringify(r).slice(0, cut)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      noise,
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const text = lines.join('\n');
        const log = parseJournalJson(text);
        expect(log.entries.length).toBe(nonBlank(text));
        expect(log.unparsed).toBe(log.entries.filter((e) => !e.parsed).length);
        for (const entry of log.entries) expect(typeof entry.message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
