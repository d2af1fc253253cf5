import { scenarioTime, wallMicros, type DemoClock } from './clock';
import type { DemoScenario, DemoState } from './types';

export interface TimedState {
  us: number;
  state: DemoState;
  /** The loop whose PIDs and invocation the state's attempt has. */
  loop: number;
}

/** The unit's systemd states up to `nowMs`, oldest first; the last one is what systemctl show reports. */
export function unitTimeline(s: DemoScenario, nowMs: number, clock: DemoClock): TimedState[] {
  const nowUs = nowMs * 1000;
  const { loop } = scenarioTime(nowMs, clock, s.loopSeconds);
  return [
    ...s.preludeStates.map((state) => ({ us: wallMicros(0, state.at, clock, s.loopSeconds), state, loop: 0 })),
    ...[loop - 1, loop].flatMap((k) => s.states.map((state) => ({ us: wallMicros(k, state.at, clock, s.loopSeconds), state, loop: k + (state.loopDelta ?? 0) }))),
  ]
    .filter((t) => t.us <= nowUs)
    .sort((a, b) => a.us - b.us);
}
