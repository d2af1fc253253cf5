import { describe, expect, it } from 'vitest';
import { demoClockAt, scenarioTime, STORY_LOOP_SECONDS, weeklyEpochMs } from './clock';

const THURSDAY = Date.UTC(2026, 11, 3, 8, 30, 12, 345);

describe('demo clock', () => {
  it('the epoch is the Monday 00:00 UTC of the same week, so every process of the week agrees', () => {
    expect(new Date(weeklyEpochMs(THURSDAY)).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(weeklyEpochMs(Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
    expect(demoClockAt(THURSDAY, 1, null)).toEqual(demoClockAt(THURSDAY + 3_600_000, 1, null));
  });

  it.each([0, 55, 225, 299.5, 300 + 18])('RADAR_DEMO_PHASE=%s puts the story loop there at the server start, at any speed', (phase) => {
    for (const speed of [1, 4]) {
      const clock = demoClockAt(THURSDAY, speed, phase);
      const t = scenarioTime(THURSDAY, clock, STORY_LOOP_SECONDS);
      expect(t.offset).toBeCloseTo(phase % STORY_LOOP_SECONDS, 6);
      // Many loops in, so the journal has earlier loops (and their ready attempts) behind it.
      expect(t.loop).toBeGreaterThan(100);
      expect(scenarioTime(THURSDAY + 10_000, clock, STORY_LOOP_SECONDS).offset).toBeCloseTo(((phase % 300) + 10 * speed) % 300, 6);
    }
  });
});
