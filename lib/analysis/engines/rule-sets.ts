import { COMMON_CAUSES, COMMON_ENDS, COMMON_WRAPPERS, CTRL_C_ECHO, GPU_FAULT } from './common';
import { needleGate, ruleHits } from './rule-hit';
import { SUPERVISOR_STARTS } from './supervisor-ends';
import type { EndRule, EngineProfile, LineRule, StartupRule } from './types';

export interface LineSignal {
  end: EndRule['outcome'] | null;
  /** The process died (a segfault, an abort, a worker that died): a fact about the failure, unlike an orderly shutdown line. */
  death: boolean;
  cause: boolean;
  gpu: boolean;
  /** The end holds only during start-up (`EndRule.startOnly`): the analyser decides with the attempt's phases. */
  startOnly?: true;
  /** The end shows the process was told to stop (`EndRule.requested`). */
  requested?: true;
  /** The end holds only after a line of this rule earlier in the attempt (`EndRule.after`): the analyser decides. */
  after?: LineRule | readonly LineRule[];
  /** A death that reads as a requested stop after a line of this rule earlier in the attempt (`EndRule.stopAsked`). */
  stopAsked?: LineRule;
  /** A death that names no cause after a line of this rule earlier in the attempt (`EndRule.teardownAfter`). */
  teardownAfter?: LineRule;
  /** The end is printed above the dead process's quoted output (`EndRule.above`): the run ends after its last line. */
  above?: true;
}

// Roles are few (ranks × process kinds); the bound only guards against input that invents a role per line.
const ROLE_MEMO_LIMIT = 4096;

interface SignalRules {
  gate: RegExp;
  /** For lines the engine logged at info or debug level: only its own end and cause lines can stand there. */
  quietGate: RegExp | null;
  ends: readonly EndRule[];
  own: ReadonlySet<EndRule>;
  causes: readonly LineRule[];
  ownCauses: readonly LineRule[];
  children: readonly LineRule[];
}

const signalCache = new Map<string, SignalRules>();

function rulesOf(profiles: readonly EngineProfile[], sharedFirst = false): SignalRules {
  const own = profiles.flatMap((p) => p.ends);
  const ownCauses = profiles.flatMap((p) => p.causes ?? []);
  // An engine's end that holds only after a step of its own (`EndRule.after`) reads a shared line its way for that engine
  // alone (Ollama's runner's `terminate called …`): where no line told the engine, the shared reading of the line comes first.
  const ends = sharedFirst ? [...own.filter((r) => !r.after), ...COMMON_ENDS, ...own.filter((r) => r.after)] : [...own, ...COMMON_ENDS];
  const causes = [...ownCauses, ...COMMON_CAUSES];
  const quiet = [...own, ...ownCauses];
  const children = profiles.flatMap((p) => p.childDeaths ?? []);
  return { gate: needleGate([...ends, ...causes, GPU_FAULT]), quietGate: quiet.length ? needleGate(quiet) : null, ends, own: new Set(own), causes, ownCauses, children };
}

function signalRules(profile: EngineProfile | null): SignalRules {
  const key = profile?.id ?? '';
  let rules = signalCache.get(key);
  if (!rules) {
    rules = rulesOf(profile ? [profile] : []);
    signalCache.set(key, rules);
  }
  return rules;
}

/** The line without the terminal's `^C` echo before it, or null when it has none (`CTRL_C_ECHO`). */
function afterEcho(text: string): string | null {
  if (text.charCodeAt(0) !== 94) return null;
  const echo = CTRL_C_ECHO.exec(text);
  return echo === null ? null : text.slice(echo[0].length);
}

function signalOf(rules: SignalRules, line: string, quiet: boolean, prefixed: boolean): LineSignal | null {
  const gate = quiet ? rules.quietGate : rules.gate;
  const echoed = afterEcho(line);
  const text = echoed ?? line;
  if (gate === null || !gate.test(text)) return null;
  const endRule = rules.ends.find((r) => (prefixed || !r.prefixed) && ruleHits(r, text));
  // The server quoting how its child died (`llama runner process has terminated: signal: aborted (core dumped)`) outlives it.
  const end = endRule === undefined || (!endRule.overChild && rules.children.some((r) => ruleHits(r, text))) ? null : endRule.outcome;
  // An end the job printed right after the user's Ctrl-C: it went down on that interrupt, as asked.
  if (echoed !== null && end !== null) return { end: 'stopped', death: false, cause: false, gpu: false, requested: true };
  const gpu = ruleHits(GPU_FAULT, text);
  const cause = !gpu && (quiet ? rules.ownCauses : rules.causes).some((r) => ruleHits(r, text));
  if (end === null && !cause && !gpu) return null;
  if (endRule?.startOnly && end !== null) return endRule.after ? { end, death: true, cause, gpu, startOnly: true, after: endRule.after } : { end, death: true, cause, gpu, startOnly: true };
  if (endRule?.after && end !== null) return { end, death: true, cause, gpu, after: endRule.after };
  if (endRule?.stopAsked && end !== null) return { end, death: end === 'failed', cause, gpu, stopAsked: endRule.stopAsked };
  if (endRule?.teardownAfter && end !== null) return { end, death: end === 'failed', cause, gpu, teardownAfter: endRule.teardownAfter };
  if (endRule?.above && end !== null) return { end, death: end === 'failed', cause, gpu, above: true };
  return endRule?.requested && end !== null ? { end, death: false, cause, gpu, requested: true } : { end, death: end === 'failed', cause, gpu };
}

/**
 * Whether a line ends the process, names a cause, or is a kernel GPU fault, under a profile and the shared rules; null for most lines.
 * `quiet`: the engine logged the line at info or debug level, where only its own end and cause lines can appear (and most lines are).
 */
export function lineSignal(profile: EngineProfile | null, text: string, quiet = false, prefixed = false): LineSignal | null {
  return signalOf(signalRules(profile), text, quiet, prefixed);
}

/**
 * `lineSignal` for an attempt whose engine no line told: every engine's end and cause lines count, so that a server whose
 * engine was not recognised is still seen to die ("died unexpectedly" under a wrapper's log format), never left "running".
 */
export function anyEngineSignal(profiles: readonly EngineProfile[]): (text: string, quiet: boolean) => LineSignal | null {
  const rules = rulesOf(profiles, true);
  // Behind a prefix of an engine no line told, the text is not known to be that engine's.
  return (text, quiet) => signalOf(rules, text, quiet, false);
}

export interface StartupHit {
  /** Which rule of which engine: a second hit of the same key in one attempt means a new run. */
  key: string;
  /** The engine whose rule it is (`supervisor` for a supervisor's). */
  owner: string;
  spawn: boolean;
  child: boolean;
  /** Printed by every process at its start: a new run only after the server's orderly stop (`StartupRule.afterStop`). */
  afterStop: boolean;
  /** Printed again by one running process: a repeat is a new run only after the run's end (`StartupRule.afterEnd`). */
  afterEnd: boolean;
}

/** Startup lines of every engine and the supervisors' starts of their child, for input whose engine is not known yet. */
export function startupGate(profiles: readonly EngineProfile[], supervisors: readonly StartupRule[] = SUPERVISOR_STARTS): (text: string) => StartupHit | null {
  const keyed = (owner: string, r: StartupRule) => ({ ...r, hit: { key: `${owner}:${r.pattern.source}`, owner, spawn: r.spawn === true, child: r.child === true, afterStop: r.afterStop === true, afterEnd: r.afterEnd === true } });
  const rules = [...profiles.flatMap((p) => p.startup.map((r) => keyed(p.id, r))), ...supervisors.map((r) => keyed('supervisor', r))];
  if (rules.length === 0) return () => null;
  const gate = needleGate(rules);
  return (text) => {
    if (!gate.test(text)) return null;
    for (const r of rules) {
      if (!ruleHits(r, text)) continue;
      // A supervisor that runs one child per slot (GPUStack's RPC server per GPU) names the slot: only the same slot's child
      // starting again is a new run, the others start beside it.
      const slot = r.pattern.source.includes('?<slot>') ? r.pattern.exec(text)?.groups?.slot : undefined;
      return slot === undefined ? r.hit : { ...r.hit, key: `${r.hit.key}|${slot}` };
    }
    return null;
  };
}

/** Whether a role matches any of the patterns; roles repeat on every line, so each is tested once. */
export function memoRoleTest(patterns: readonly RegExp[]): (role: string) => boolean {
  const known = new Map<string, boolean>();
  return (role) => {
    let hit = known.get(role);
    if (hit === undefined) {
      hit = patterns.some((p) => p.test(role));
      if (known.size < ROLE_MEMO_LIMIT) known.set(role, hit);
    }
    return hit;
  };
}

/** A role that exists once per attempt in some engine. */
export function uniqueRoleTest(profiles: readonly EngineProfile[]): (role: string) => boolean {
  return memoRoleTest(profiles.flatMap((p) => (p.uniqueRole ? [p.uniqueRole] : [])));
}

/** A role of the process that serves the API in some engine. */
export function mainRoleTest(profiles: readonly EngineProfile[]): (role: string) => boolean {
  const patterns = profiles.flatMap((p) => (p.mainRole ? [p.mainRole] : []));
  return (role) => patterns.some((p) => p.test(role));
}

export function isWrapperText(profiles: readonly EngineProfile[], text: string): boolean {
  return profiles.some((p) => p.wrappers.some((w) => w.test(text))) || COMMON_WRAPPERS.some((w) => w.test(text));
}

/** Whether any of the rules matches a line: one gate scan, then the rules only where it lets the line through. */
function anyRule(rules: readonly LineRule[]): (text: string) => boolean {
  const gate = needleGate(rules);
  return (text) => gate.test(text) && rules.some((r) => ruleHits(r, text));
}

/** An end that holds on its own line's text alone: not one read only behind its engine's prefix, only at start-up, or only after an earlier line. */
function unconditionalEnd(r: EndRule): boolean {
  return !r.prefixed && !r.startOnly && !r.after && !r.above;
}

/** Every engine's end lines and the shared ones, for input whose engine is not known yet. */
export function endGate(profiles: readonly EngineProfile[]): (text: string) => boolean {
  const isEnd = anyRule([...profiles.flatMap((p) => p.ends.filter(unconditionalEnd)), ...COMMON_ENDS]);
  return (text) => isEnd(afterEcho(text) ?? text);
}

/**
 * Every engine's report of how its child died (Ollama's runner, a llama.cpp router's model instance): the server outlives it and
 * starts the next child, so such a line ends no server even where it is another engine's end (ggml's abort ends llama-server).
 */
export function childDeathGate(profiles: readonly EngineProfile[]): (text: string) => boolean {
  return anyRule(profiles.flatMap((p) => p.childDeaths ?? []));
}

/**
 * Every end a process (or the tool reporting it) prints once per run (`EndRule.lastWord`): with `startOnly` the start-up
 * refusals, which count only before the server got anywhere; without, the rest, the shared ones included.
 */
export function lastWordGate(profiles: readonly EngineProfile[], startOnly: boolean): (text: string) => boolean {
  return anyRule([...profiles.flatMap((p) => p.ends), ...COMMON_ENDS].filter((r) => r.lastWord && !r.startOnly === !startOnly));
}

/** Every engine's end lines printed by a supervisor that starts the process again without a line of its own. */
export function respawnGate(profiles: readonly EngineProfile[]): (text: string) => boolean {
  return anyRule(profiles.flatMap((p) => p.ends.filter((r) => r.respawned)));
}

/** The count a supervisor's death report carries (`EndRule.loopCount`), or null for any other line. */
export function loopCountGate(profiles: readonly EngineProfile[]): (text: string) => number | null {
  const rules = profiles.flatMap((p) => p.ends.filter((r) => r.loopCount));
  const gate = needleGate(rules);
  return (text) => {
    if (!gate.test(text)) return null;
    for (const r of rules) {
      const m = r.pattern.exec(text);
      if (m?.[1] !== undefined) return Number(m[1]);
    }
    return null;
  };
}

/** Every engine's start-up-only end lines (a CLI's `Error: …` as it gives up): an end only before the server got anywhere. */
export function startEndGate(profiles: readonly EngineProfile[]): (text: string) => boolean {
  return anyRule(profiles.flatMap((p) => p.ends.filter((r) => !r.prefixed && r.startOnly)));
}

/**
 * Which engine's own orderly-stop line (a `stopped` end, not a shared one) or end before any child (`beforeChildren`) a line
 * is, or null: after it that engine's server spawns no process. Per engine: another server's stop (Triton's, which still lets
 * loading models finish) says nothing of it.
 */
export function stopGate(profiles: readonly EngineProfile[]): (text: string) => string | null {
  const gates = profiles.map((p) => ({ id: p.id, test: anyRule(p.ends.filter((r) => (r.outcome === 'stopped' || r.beforeChildren) && unconditionalEnd(r))) }));
  return (text) => gates.find((g) => g.test(text))?.id ?? null;
}

/** Every engine's ready lines: tested only on demand (a spawn line inside an attempt), not on every line. */
export function readyGate(profiles: readonly EngineProfile[]): (text: string) => boolean {
  return anyRule(profiles.flatMap((p) => p.phases.filter((r) => r.phase === 'ready')));
}
