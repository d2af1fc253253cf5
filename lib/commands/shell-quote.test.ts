import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellQuote } from './shell-quote';

// printf '%s\0' prints each word bash received, NUL-terminated, so the split shows exactly what argv arrived.
function throughBash(argv: string[]): string[] {
  const out = execFileSync('bash', ['-c', `printf '%s\\0' ${shellQuote(argv)}`], { encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

const HOSTILE = [
  "it's",
  "'",
  "''",
  '"',
  '$(id)',
  '`id`',
  '${HOME}',
  'a;b',
  'a && b',
  'a | b',
  '> /tmp/x',
  '\\',
  '\\\'',
  'line1\nline2',
  '\r\t',
  '*',
  '~',
  '-n',
  '--output=export',
  '',
  ' leading and trailing ',
  'ünïcødé ✓',
  '!!',
  '#comment',
];

describe('shellQuote', () => {
  it('round-trips hostile words through real bash exactly', () => {
    expect(throughBash(HOSTILE)).toEqual(HOSTILE);
  });

  it('round-trips random strings through real bash', () => {
    // One bash for every case: a spawn per case took over a second each on two busy cores.
    const cases = fc.sample(fc.array(fc.string({ unit: 'binary', maxLength: 30 }).filter((s) => !s.includes('\0')), { minLength: 1, maxLength: 6 }), { numRuns: 200 });
    const words = throughBash(cases.flat());
    let at = 0;
    for (const argv of cases) {
      expect(words.slice(at, at + argv.length)).toEqual(argv);
      at += argv.length;
    }
    expect(at).toBe(words.length);
  });

  it('refuses NUL, which no shell word can carry', () => {
    expect(() => shellQuote(['a\0b'])).toThrow();
  });
});
