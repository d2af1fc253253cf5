import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJournalJson, parseLog } from '@/lib/journal';
import { LOG_FORMATS } from '@/lib/journal/types';
import { analyse } from '@/lib/analysis/analyse';
import { journalLine, journalText } from './journal-arbitraries';

const nonBlank = (text: string) => text.split('\n').filter((l) => l.replace(/\r$/, '').trim() !== '');

describe('fuzz: journal parsers', () => {
  it('parseJournalJson: no exception, one entry per non-blank line, unparsed counted exactly', () => {
    fc.assert(
      fc.property(journalText, (text) => {
        const log = parseJournalJson(text);
        expect(log.entries).toHaveLength(nonBlank(text).length);
        expect(log.unparsed).toBe(log.entries.filter((e) => !e.parsed).length);
        log.entries.forEach((e, i) => {
          expect(e.seq).toBe(i);
          expect(typeof e.message).toBe('string');
          expect(e.ts === null || Number.isSafeInteger(e.ts)).toBe(true);
          expect(e.pid === null || Number.isSafeInteger(e.pid)).toBe(true);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('an unparsed JSON line keeps its raw text', () => {
    fc.assert(
      fc.property(fc.array(journalLine, { minLength: 1, maxLength: 30 }), (lines) => {
        const kept = lines.filter((l) => l.trim() !== '' && !l.includes('\n'));
        const log = parseJournalJson(kept.join('\n'));
        for (const e of log.entries) if (!e.parsed) expect(kept).toContain(e.message);
      }),
      { numRuns: 150 },
    );
  });

  it.each(LOG_FORMATS)('parseLog as %s: no exception, every non-blank line is an entry or a continuation of one', (format) => {
    fc.assert(
      fc.property(journalText, (text) => {
        const log = parseLog(text, { format, year: 2026 });
        const lines = nonBlank(text).length;
        expect(log.unparsed).toBe(log.entries.filter((e) => !e.parsed).length);
        if (format === 'json') return void expect(log.entries).toHaveLength(lines);
        // A record format's field name alone on its line takes the bytes after it as its binary value: those are no lines.
        if (format === 'export' || format === 'verbose') return void expect(log.entries.length).toBeLessThanOrEqual(lines);
        const accounted = log.entries.reduce((n, e) => n + 1 + (e.message.match(/\n/g)?.length ?? 0), 0);
        // Text formats have no raw newline inside a line, so joined continuations are the only newlines.
        expect(accounted).toBe(lines);
      }),
      { numRuns: 60 },
    );
  });

  it('parseLog with auto-detection never throws on arbitrary text, including binary', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 2000 }), fc.string({ unit: 'grapheme', maxLength: 500 }), journalText), (text) => {
        const log = parseLog(text);
        expect(log.entries.length).toBeLessThanOrEqual(text.split('\n').length);
      }),
      { numRuns: 200 },
    );
  });

  it('analyse: no exception and every entry mapped to an attempt index or -1', () => {
    fc.assert(
      fc.property(journalText, fc.option(fc.constantFrom('7d1c5bd9a1f84c0e9b3c2a4f6e8d0b12', 'nope')), (text, current) => {
        const { entries } = parseJournalJson(text);
        const a = analyse(entries, { currentInvocationId: current });
        expect(a.entryAttempt).toHaveLength(entries.length);
        for (const i of a.entryAttempt) expect(i >= -1 && i < a.attempts.length).toBe(true);
        const claimed = a.entryAttempt.filter((i) => i >= 0).length;
        expect(a.attempts.reduce((n, at) => n + at.entryCount, 0)).toBe(claimed);
        if (a.currentAttempt !== null) expect(a.attempts[a.currentAttempt]?.isCurrent).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('a 1 MB line and 5,000 binary lines parse in bounded time', () => {
    const bytes = Array.from({ length: 4096 }, (_, i) => (i * 37) % 256);
    const lines = [JSON.stringify({ MESSAGE: 'y'.repeat(1 << 20) })];
    for (let i = 0; i < 5000; i++) lines.push(JSON.stringify({ MESSAGE: bytes, __REALTIME_TIMESTAMP: String(1771630672000000 + i), _PID: '222636' }));
    const t0 = performance.now();
    const log = parseJournalJson(lines.join('\n'));
    const a = analyse(log.entries);
    expect(log.entries).toHaveLength(5001);
    expect(log.entries[0]?.message).toHaveLength(1 << 20);
    expect(a.entryAttempt).toHaveLength(5001);
    // ~20 MB of byte arrays: ~5 s on an idle 2-core machine, 10-12 s when other test files share it (a 10 s bound failed so).
    expect(performance.now() - t0).toBeLessThan(25_000);
  });
});
