import { describe, expect, it } from 'vitest';
import { collapseRepeats } from './collapse-repeats';
import { makeEntries, type LineSpec } from './test-entries';

const rank = (r: number, t: number, text: string, vpid = 500 + r): LineSpec => ({ t, pid: 100, role: `Worker_TP${r}`, vpid, level: 'info', source: 'monitor.py:34', text });

describe('collapseRepeats', () => {
  it('one line printed by 8 ranks becomes one group of 8', () => {
    const entries = makeEntries([...Array.from({ length: 8 }, (_, r) => rank(r, 1 + r * 0.01, `torch.compile takes ${90 + r}.15 s in total`)), rank(0, 2, 'other')]);
    const groups = collapseRepeats(entries, entries.map(() => 0));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toEqual({ leaderSeq: 0, memberSeqs: [0, 1, 2, 3, 4, 5, 6, 7], roles: Array.from({ length: 8 }, (_, r) => `Worker_TP${r}`) });
  });

  it('does not merge lines of different attempts, levels, the same rank twice, or lines far apart', () => {
    const entries = makeEntries([
      rank(0, 0, 'Starting to load model /m...'),
      rank(1, 0, 'Starting to load model /m...'),
      rank(0, 0.1, 'Starting to load model /m...'),
      { ...rank(2, 0.1, 'Starting to load model /m...'), level: 'warning' },
      rank(3, 30, 'Starting to load model /m...'),
      rank(4, 0.2, 'Starting to load model /m...', 900),
    ]);
    const groups = collapseRepeats(entries, [0, 0, 0, 0, 0, 1]);
    expect(groups.map((g) => g.memberSeqs)).toEqual([[0, 1]]);
  });
});
