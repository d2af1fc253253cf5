/** Scenario time 0 of every host; fixed so that two server processes replay the same moment. */
export const DEMO_EPOCH_MS = Date.UTC(2026, 0, 1);
/** The demo journal keeps at least this many past loops, and at least this much scenario time (older cursors have rotated away). */
export const DEMO_RETAINED_LOOPS = 4;
export const DEMO_RETAINED_SECONDS = 1800;

/** How a demo host maps wall time to scenario time: scenario seconds per wall second, and the wall time of scenario 0. */
export interface DemoClock {
  speed: number;
  epochMs: number;
}

export const DEFAULT_DEMO_CLOCK: DemoClock = { speed: 1, epochMs: DEMO_EPOCH_MS };

export interface ScenarioTime {
  loop: number;
  /** Seconds into the loop. */
  offset: number;
}

export function scenarioTime(nowMs: number, clock: DemoClock, loopSeconds: number): ScenarioTime {
  const s = Math.max(0, ((nowMs - clock.epochMs) / 1000) * clock.speed);
  const loop = Math.floor(s / loopSeconds);
  return { loop, offset: s - loop * loopSeconds };
}

/** Wall-clock epoch microseconds of a moment `at` seconds into `loop`. */
export function wallMicros(loop: number, at: number, clock: DemoClock, loopSeconds: number): number {
  return Math.floor(clock.epochMs * 1000 + ((loop * loopSeconds + at) / clock.speed) * 1_000_000);
}

const WEEK_MS = 7 * 86_400_000;
/** A Monday, 00:00 UTC. */
const MONDAY_MS = Date.UTC(2026, 0, 5);
/** The loop of the story host (llm-two) that RADAR_DEMO_PHASE positions. */
export const STORY_LOOP_SECONDS = 300;

/**
 * The Monday 00:00 UTC on or before `nowMs`: server processes started in the same week replay the same moment,
 * and a healthy demo host has been ready for hours or days, not since the project's first demo.
 */
export function weeklyEpochMs(nowMs: number): number {
  return MONDAY_MS + Math.floor((nowMs - MONDAY_MS) / WEEK_MS) * WEEK_MS;
}

/**
 * The clock of a demo server started at `startMs`. With `phaseS` the story loop stands `phaseS` seconds in at that
 * start (tests that must not depend on where the loop happens to be); without it every process of the week agrees.
 */
export function demoClockAt(startMs: number, speed: number, phaseS: number | null): DemoClock {
  const epochMs = weeklyEpochMs(startMs);
  if (phaseS === null) return { speed, epochMs };
  const loop = Math.floor(((startMs - epochMs) / 1000) * speed / STORY_LOOP_SECONDS);
  const scenarioS = loop * STORY_LOOP_SECONDS + (phaseS % STORY_LOOP_SECONDS);
  // Whole milliseconds: journal cursors print the times as integers.
  return { speed, epochMs: Math.round(startMs - (scenarioS / speed) * 1000) };
}
