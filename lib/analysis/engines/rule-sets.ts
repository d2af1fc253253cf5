import { COMMON_CAUSES, COMMON_ENDS, GPU_FAULT } from './common';
import type { EndRule, EngineProfile, LineRule } from './types';

export interface LineSignal {
  end: EndRule['outcome'] | null;
  cause: boolean;
  gpu: boolean;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex of every needle: most lines are ruled out by one scan instead of one `includes` per rule. */
function gateOf(rules: readonly LineRule[]): RegExp {
  return new RegExp([...new Set(rules.map((r) => r.needle))].map(escape).join('|'));
}

const hit = (rule: LineRule, text: string): boolean => text.includes(rule.needle) && rule.pattern.test(text);

interface SignalRules {
  gate: RegExp;
  ends: readonly EndRule[];
  causes: readonly LineRule[];
}

const signalCache = new Map<string, SignalRules>();

function signalRules(profile: EngineProfile | null): SignalRules {
  const key = profile?.id ?? '';
  let rules = signalCache.get(key);
  if (!rules) {
    const ends = [...(profile?.ends ?? []), ...COMMON_ENDS];
    const causes = [...(profile?.causes ?? []), ...COMMON_CAUSES];
    rules = { gate: gateOf([...ends, ...causes, GPU_FAULT]), ends, causes };
    signalCache.set(key, rules);
  }
  return rules;
}

/** Whether a line ends the process, names a cause, or is a kernel GPU fault, under a profile and the shared rules; null for most lines. */
export function lineSignal(profile: EngineProfile | null, text: string): LineSignal | null {
  const rules = signalRules(profile);
  if (!rules.gate.test(text)) return null;
  const end = rules.ends.find((r) => hit(r, text))?.outcome ?? null;
  const gpu = hit(GPU_FAULT, text);
  const cause = !gpu && rules.causes.some((r) => hit(r, text));
  return end === null && !cause && !gpu ? null : { end, cause, gpu };
}

export interface StartupHit {
  /** Which rule of which engine: a second hit of the same key in one attempt means a new run. */
  key: string;
  spawn: boolean;
}

/** Startup lines of every engine, for input whose engine is not known yet. */
export function startupGate(profiles: readonly EngineProfile[]): (text: string) => StartupHit | null {
  const rules = profiles.flatMap((p) => p.startup.map((r) => ({ ...r, hit: { key: `${p.id}:${r.pattern.source}`, spawn: r.spawn === true } })));
  if (rules.length === 0) return () => null;
  const gate = gateOf(rules);
  return (text) => {
    if (!gate.test(text)) return null;
    for (const r of rules) if (hit(r, text)) return r.hit;
    return null;
  };
}

/** A role that exists once per attempt in some engine. */
export function uniqueRoleTest(profiles: readonly EngineProfile[]): (role: string) => boolean {
  const patterns = profiles.flatMap((p) => (p.uniqueRole ? [p.uniqueRole] : []));
  return (role) => patterns.some((p) => p.test(role));
}

/** A role of the process that serves the API in some engine. */
export function mainRoleTest(profiles: readonly EngineProfile[]): (role: string) => boolean {
  const patterns = profiles.flatMap((p) => (p.mainRole ? [p.mainRole] : []));
  return (role) => patterns.some((p) => p.test(role));
}

export function isWrapperText(profiles: readonly EngineProfile[], text: string): boolean {
  return profiles.some((p) => p.wrappers.some((w) => w.test(text)));
}
