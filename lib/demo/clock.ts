/** Scenario time 0 of every host; fixed so that two server processes replay the same moment. */
export const DEMO_EPOCH_MS = Date.UTC(2026, 0, 1);
/** How many past loops the demo journal keeps (older cursors have rotated away). */
export const DEMO_RETAINED_LOOPS = 4;

export interface ScenarioTime {
  loop: number;
  /** Seconds into the loop. */
  offset: number;
}

export function scenarioTime(nowMs: number, speed: number, loopSeconds: number): ScenarioTime {
  const s = Math.max(0, ((nowMs - DEMO_EPOCH_MS) / 1000) * speed);
  const loop = Math.floor(s / loopSeconds);
  return { loop, offset: s - loop * loopSeconds };
}

/** Wall-clock epoch microseconds of a moment `at` seconds into `loop`. */
export function wallMicros(loop: number, at: number, speed: number, loopSeconds: number): number {
  return Math.floor(DEMO_EPOCH_MS * 1000 + ((loop * loopSeconds + at) / speed) * 1_000_000);
}
