import { describe, expect, it } from 'vitest';
import { sampleEntry } from '@/lib/snapshots/__fixtures__/sample-snapshot';
import { estimateSkew } from './estimate-skew';

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
