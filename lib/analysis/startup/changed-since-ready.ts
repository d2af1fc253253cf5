import type { Outcome, Phase } from '../types';
import { formatStartupValue } from './format-value';
import type { StartupChange, StartupFacts } from './types';

/** Arguments that differ on every start by design: comparing them says nothing. */
export const VOLATILE_ARGS: ReadonlySet<string> = new Set(['random_seed', 'seed', 'hostname', 'nccl_port', 'dist_init_addr', 'model_tag']);

export interface ComparedAttempt {
  outcome: Outcome;
  isCurrent: boolean;
  phases: ReadonlyArray<{ name: Phase }>;
  startup: StartupFacts | null;
}

function diff(before: StartupFacts, after: StartupFacts): StartupChange[] {
  const changes: StartupChange[] = [];
  if (before.version && after.version && before.version !== after.version) changes.push({ key: 'version', before: before.version, after: after.version });
  const keys = [...new Set([...Object.keys(before.args), ...Object.keys(after.args)])];
  for (const key of keys) {
    if (VOLATILE_ARGS.has(key)) continue;
    const b = key in before.args ? formatStartupValue(before.args[key]!) : null;
    const a = key in after.args ? formatStartupValue(after.args[key]!) : null;
    if (b !== a) changes.push({ key, before: b, after: a });
  }
  // A library is named only when something went wrong with it: compare only what both attempts named.
  for (const [name, version] of Object.entries(after.libraries)) {
    const was = before.libraries[name];
    if (was !== undefined && was !== version) changes.push({ key: `library ${name}`, before: was, after: version });
  }
  return changes;
}

/**
 * Per attempt, what changed in its start-up facts since the last earlier attempt that reached ready;
 * only for the current attempt and failed ones, empty when there is nothing to compare.
 */
export function changedSinceReady(attempts: readonly ComparedAttempt[]): StartupChange[][] {
  let lastReady: StartupFacts | null = null;
  return attempts.map((a) => {
    const compare = lastReady;
    if (a.phases.some((p) => p.name === 'ready')) lastReady = a.startup;
    if (!compare || !a.startup || !(a.isCurrent || a.outcome === 'failed')) return [];
    return diff(compare, a.startup);
  });
}
