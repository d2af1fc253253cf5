import { describe, expect, it } from 'vitest';
import { attemptColour } from './attempt-palette';

describe('attemptColour', () => {
  it('the current attempt is strong and every older attempt gets its own muted colour', () => {
    const current = 4;
    const colours = [0, 1, 2, 3, 4].map((i) => attemptColour(i, current).solid);
    expect(new Set(colours).size).toBe(5);
    expect(colours[4]).toMatch(/95%/);
    for (const c of colours.slice(0, 4)) expect(c).toMatch(/38%/);
  });

  it('an attempt keeps its colour wherever it is asked for', () => {
    expect(attemptColour(2, 3)).toEqual(attemptColour(2, 3));
  });

  it('lines without an attempt are grey', () => {
    expect(attemptColour(-1, 0).solid).toMatch(/^hsl\(220 9%/);
  });
});
