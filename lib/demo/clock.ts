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
