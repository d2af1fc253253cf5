import type { PrometheusServerEntry } from './schema';
import type { PrometheusAuth } from './types';

/** The credentials a `prometheus:` or `hostsFrom.prometheus:` block names (the schema lets at most one through). */
export function prometheusAuthOf(entry: Pick<PrometheusServerEntry, 'bearerTokenEnv' | 'basicAuth'>): PrometheusAuth | null {
  if (entry.bearerTokenEnv) return { kind: 'bearer', tokenEnv: entry.bearerTokenEnv };
  if (entry.basicAuth) return { kind: 'basic', ...entry.basicAuth };
  return null;
}
