import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShow } from '@/lib/systemd';

const KEYS = ['Id', 'LoadState', 'ActiveState', 'SubState', 'Result', 'MainPID', 'InvocationID', 'NRestarts', 'ExecMainStartTimestamp', 'ActiveEnterTimestamp', 'StateChangeTimestamp', 'Junk'];
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/\n/g, '')),
  fc.constantFrom('Fri 2026-02-20 23:37:52 UTC', 'n/a', '0', '4294967295', '99999999999999999999', '7d1c5bd9a1f84c0e9b3c2a4f6e8d0b12', 'Mon 2026-13-45 99:99:99 XYZ', '@1771630672'),
);
const line = fc.oneof(fc.tuple(fc.constantFrom(...KEYS), value).map(([k, v]) => `${k}=${v}`), fc.string({ unit: 'binary', maxLength: 80 }));

describe('fuzz: parseShow', () => {
  it('never throws and keeps every field null or well-typed', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const s = parseShow(lines.join('\n'));
        expect(typeof s.id).toBe('string');
        for (const n of [s.mainPid, s.nRestarts, s.execMainStartTimestamp, s.activeEnterTimestamp, s.stateChangeTimestamp]) {
          expect(n === null || Number.isFinite(n)).toBe(true);
        }
        expect(s.invocationId === null || /^[0-9a-f]{32}$/.test(s.invocationId)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('the last MainPID line wins over garbage around it', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.integer({ min: 1, max: 4_000_000 }), (noise, pid) => {
        const text = [...noise.filter((l) => !l.startsWith('MainPID=') && !/^\s*MainPID\s*=/.test(l)), `MainPID=${pid}`].join('\n');
        expect(parseShow(text).mainPid).toBe(pid);
      }),
      { numRuns: 200 },
    );
  });
});
