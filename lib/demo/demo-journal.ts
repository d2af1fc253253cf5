import { DEMO_RETAINED_LOOPS, scenarioTime } from './clock';
import { expandLoop, type DemoEntry } from './expand-loop';
import type { DemoScenario } from './types';

const CACHE_LIMIT = 64;
const cache = new Map<string, DemoEntry[]>();

function cachedLoop(s: DemoScenario, loop: number, speed: number): DemoEntry[] {
  const key = `${s.name}/${speed}/${loop}`;
  let entries = cache.get(key);
  if (!entries) {
    entries = expandLoop(s, loop, speed);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, entries);
  }
  return entries;
}

/** Every entry the host's journal holds at `nowMs`: the prelude and the retained loops, up to now. */
export function demoJournal(s: DemoScenario, nowMs: number, speed: number): DemoEntry[] {
  const { loop } = scenarioTime(nowMs, speed, s.loopSeconds);
  const nowUs = nowMs * 1000;
  const out: DemoEntry[] = [];
  const loops = [-1];
  for (let k = Math.max(0, loop - DEMO_RETAINED_LOOPS); k <= loop; k++) loops.push(k);
  for (const k of loops) {
    for (const entry of cachedLoop(s, k, speed)) {
      if (entry.realtimeUs > nowUs) break;
      out.push(entry);
    }
  }
  return out;
}
