import 'server-only';
import type { RadarError } from '@/lib/api/errors';
import { fetchPrometheusTargets, type TargetList } from './prometheus-targets';
import type { PrometheusTargetsConfig } from './schema';

/** One Prometheus query must not hold the fleet page longer than a host's connect timeout would. */
export const TARGETS_TIMEOUT_MS = 5_000;

export interface TargetsState {
  /** The last list Prometheus gave; kept while it is down. */
  list: TargetList | null;
  error: RadarError | null;
  /** Bumped whenever the list or the error changes. */
  version: number;
  inflight: Promise<void> | null;
}

interface Entry extends TargetsState {
  checkedAt: number;
}

const GLOBAL_KEY = Symbol.for('restart-radar.prometheus-targets');

function entries(): Map<string, Entry> {
  const g = globalThis as { [GLOBAL_KEY]?: Map<string, Entry> };
  return (g[GLOBAL_KEY] ??= new Map());
}

/** The cached target list of `cfg`; a stale one is refreshed in the background, never awaited here. */
export function targetsState(cfg: PrometheusTargetsConfig, now = Date.now()): TargetsState {
  const key = JSON.stringify([cfg.url, cfg.job, cfg.label, cfg.bearerTokenEnv, cfg.basicAuth]);
  const all = entries();
  let entry = all.get(key);
  if (!entry) {
    entry = { list: null, error: null, version: 0, inflight: null, checkedAt: -Infinity };
    all.set(key, entry);
  }
  if (!entry.inflight && now - entry.checkedAt >= cfg.refreshSeconds * 1000) refresh(entry, cfg);
  return entry;
}

function refresh(entry: Entry, cfg: PrometheusTargetsConfig) {
  entry.inflight = fetchPrometheusTargets(cfg, { timeoutMs: TARGETS_TIMEOUT_MS })
    .then(
      (list) => void Object.assign(entry, { list, error: null }),
      (error: RadarError) => void Object.assign(entry, { error }),
    )
    .finally(() => {
      Object.assign(entry, { inflight: null, checkedAt: Date.now(), version: entry.version + 1 });
    });
}
