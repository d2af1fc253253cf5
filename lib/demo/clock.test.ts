import { describe, expect, it } from 'vitest';
import { demoClockAt, scenarioTime, STORY_LOOP_SECONDS, weeklyEpochMs } from './clock';

const THURSDAY = Date.UTC(2026, 11, 3, 8, 30, 12, 345);

describe('demo clock', () => {
  it('the epoch is the Monday 00:00 UTC of the same week, so every process of the week agrees', () => {
    expect(new Date(weeklyEpochMs(THURSDAY)).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(weeklyEpochMs(Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
    expect(demoClockAt(THURSDAY, 1, null)).toEqual(demoClockAt(THURSDAY + 3_600_000, 1, null));
    expect(Number.isInteger(demoClockAt(THURSDAY + 0.4, 3, 17.3).epochMs)).toBe(true);
  });

  it.each([0, 55, 225, 299.5, 300 + 18])('RADAR_DEMO_PHASE=%s puts the story loop there at the server start, at any speed', (phase) => {
    for (const speed of [1, 4]) {
      const clock = demoClockAt(THURSDAY, speed, phase);
      const t = scenarioTime(THURSDAY, clock, STORY_LOOP_SECONDS);
      expect(Math.abs(t.offset - (phase % STORY_LOOP_SECONDS))).toBeLessThan(0.01);
      // Many loops in, so the journal has earlier loops (and their ready attempts) behind it.
      expect(t.loop).toBeGreaterThan(100);
      expect(Math.abs(scenarioTime(THURSDAY + 10_000, clock, STORY_LOOP_SECONDS).offset - (((phase % 300) + 10 * speed) % 300))).toBeLessThan(0.01);
    }
  });
});
