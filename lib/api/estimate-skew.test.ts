import { describe, expect, it } from 'vitest';
import { sampleEntry } from '@/lib/snapshots/__fixtures__/sample-snapshot';
import { estimateSkew, parseHostClock, skewFromClock } from './estimate-skew';

const at = (ms: number, seq = 0) => ({ ...sampleEntry(seq, 'x'), ts: ms * 1000 });
const NOW = 1_771_630_672_000;

describe('estimateSkew', () => {
  it('an entry dated seven minutes in our future means the host clock is seven minutes ahead', () => {
    expect(estimateSkew([at(NOW - 60_000, 0), at(NOW + 7 * 60_000, 1), at(NOW + 6 * 60_000, 2)], NOW)).toBe(7 * 60_000);
  });

  it('entries in the past, or barely ahead, prove nothing', () => {
    expect(estimateSkew([at(NOW - 3_600_000), at(NOW - 1)], NOW)).toBeNull();
    expect(estimateSkew([at(NOW + 1_500)], NOW)).toBeNull();
    expect(estimateSkew([], NOW)).toBeNull();
    expect(estimateSkew([{ ...at(NOW), ts: null }], NOW)).toBeNull();
  });
});

describe('parseHostClock', () => {
  it('reads `date +%s%N` as epoch milliseconds with the sub-millisecond part', () => {
    expect(parseHostClock('1771630672123456789\n')).toBeCloseTo(1_771_630_672_123.456789, 6);
  });

  it('a date without %N gives whole seconds, taken as their middle; anything else is unreadable', () => {
    expect(parseHostClock('1771630672N\n')).toBe(1_771_630_672_500);
    expect(parseHostClock('1771630672%N\n')).toBe(1_771_630_672_500);
    expect(parseHostClock('')).toBeNull();
    expect(parseHostClock('date: invalid option -- N\n')).toBeNull();
    expect(parseHostClock('17716306721234567890123\n')).toBeNull();
  });
});

describe('skewFromClock', () => {
  it('compares the host clock with the middle of our send and receive', () => {
    // Sent at NOW, answered 400 ms later; the host read NOW + 200 ms + 5 min on its clock.
    expect(skewFromClock(NOW + 200 + 300_000, NOW, NOW + 400)).toBe(300_000);
    expect(skewFromClock(NOW + 200 - 90_000, NOW, NOW + 400)).toBe(-90_000);
  });

  it('within the round-trip uncertainty, and never below 2 s, the clocks agree: 0', () => {
    expect(skewFromClock(NOW + 1_900, NOW, NOW + 10)).toBe(0);
    expect(skewFromClock(NOW - 1_900, NOW, NOW + 10)).toBe(0);
    expect(skewFromClock(NOW + 2_100, NOW, NOW + 10)).toBe(2_095);
    // A 10 s round trip cannot prove a 4 s skew.
    expect(skewFromClock(NOW + 5_000 + 4_000, NOW, NOW + 10_000)).toBe(0);
    expect(skewFromClock(NOW + 5_000 + 6_000, NOW, NOW + 10_000)).toBe(6_000);
  });
});
