import { DEMO_RETAINED_LOOPS, DEMO_RETAINED_SECONDS, scenarioTime, type DemoClock } from './clock';
import { expandLoop, type DemoEntry } from './expand-loop';
import type { DemoScenario } from './types';

const CACHE_LIMIT = 256;
const cache = new Map<string, DemoEntry[]>();

function cachedLoop(s: DemoScenario, loop: number, clock: DemoClock): DemoEntry[] {
  const key = `${s.name}/${clock.speed}/${clock.epochMs}/${loop}`;
  let entries = cache.get(key);
  if (!entries) {
    entries = expandLoop(s, loop, clock);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, entries);
  }
  return entries;
}

/** Every entry the host's journal holds at `nowMs`: the prelude and the retained loops, up to now. */
export function demoJournal(s: DemoScenario, nowMs: number, clock: DemoClock): DemoEntry[] {
  const { loop } = scenarioTime(nowMs, clock, s.loopSeconds);
  const nowUs = nowMs * 1000;
  const out: DemoEntry[] = [];
  const loops = [-1];
  const retained = Math.max(DEMO_RETAINED_LOOPS, Math.ceil(DEMO_RETAINED_SECONDS / s.loopSeconds));
  for (let k = Math.max(0, loop - retained); k <= loop; k++) loops.push(k);
  for (const k of loops) {
    for (const entry of cachedLoop(s, k, clock)) {
      if (entry.realtimeUs > nowUs) break;
      out.push(entry);
    }
  }
  return out;
}
