import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { LINE_ANCHOR, lineAnchors } from './line-anchor';

const entries = parseLog(readFileSync('lib/analysis/__fixtures__/seed-story.jsonl', 'utf8')).entries;

describe('lineAnchors', () => {
  it('every line gets a distinct anchor that the URL schema accepts', () => {
    const a = lineAnchors(entries);
    const all = entries.map((_, i) => a.anchorOf(i));
    expect(new Set(all).size).toBe(entries.length);
    for (const x of all) expect(x).toMatch(LINE_ANCHOR);
    for (let i = 0; i < entries.length; i++) expect(a.indexOf(all[i]!)).toBe(i);
  });

  it('an anchor still finds its line after older lines rotated out of the window', () => {
    const full = lineAnchors(entries);
    const rotated = entries.slice(57).map((e, i) => ({ ...e, seq: i }));
    const later = lineAnchors(rotated);
    for (const i of [57, 100, entries.length - 1]) {
      const j = later.indexOf(full.anchorOf(i));
      expect(rotated[j]!.message).toBe(entries[i]!.message);
      expect(rotated[j]!.ts).toBe(entries[i]!.ts);
    }
  });

  it('lines of the same microsecond are told apart by their order', () => {
    const e = entries[5]!;
    const same = [e, { ...e, seq: 1, message: 'second' }, { ...e, seq: 2, message: 'third' }];
    const a = lineAnchors(same);
    expect([a.anchorOf(0), a.anchorOf(1), a.anchorOf(2)]).toEqual([String(e.ts), `${e.ts}.1`, `${e.ts}.2`]);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '-1', '1.2.3', 'L12', '12;rm', 's', '1'.repeat(18)]) expect(LINE_ANCHOR.test(bad)).toBe(false);
  });
});
