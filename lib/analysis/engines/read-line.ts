import { COMMON_CAUSES, COMMON_ENDS } from './common';
import { ruleHits } from './rule-hit';
import type { EndRule, EngineProfile, LineRule, MilestonePhase } from './types';

export interface LineReading {
  phase: MilestonePhase | null;
  end: EndRule['outcome'] | null;
  wrapper: boolean;
  cause: boolean;
  startup: boolean;
}

function firstHit<R extends LineRule>(rules: readonly R[], text: string): R | null {
  for (const rule of rules) if (ruleHits(rule, text)) return rule;
  return null;
}

/** What one line's text (the engine prefix already taken off, `prefixed` when there was one) proves under a profile and the rules every engine shares. */
export function readLine(profile: EngineProfile | null, text: string, prefixed = false): LineReading {
  const phase = profile ? firstHit(profile.phases, text) : null;
  const child = profile?.childDeaths ? firstHit(profile.childDeaths, text) : null;
  const own = profile ? (prefixed ? profile.ends : profile.ends.filter((r) => !r.prefixed)) : [];
  const end = child ? null : (firstHit(own, text) ?? firstHit(COMMON_ENDS, text));
  return {
    phase: phase?.phase ?? null,
    end: end?.outcome ?? null,
    wrapper: profile ? profile.wrappers.some((w) => w.test(text)) : false,
    cause: (profile ? firstHit(profile.causes, text) : null) !== null || firstHit(COMMON_CAUSES, text) !== null,
    startup: profile ? firstHit(profile.startup, text) !== null : false,
  };
}

/** The first profile whose detect rules the text matches, or null. */
export function detectEngine(profiles: readonly EngineProfile[], text: string): EngineProfile | null {
  for (const profile of profiles) if (firstHit(profile.detect, text)) return profile;
  return null;
}
