import 'server-only';
import { RadarError } from '@/lib/api/errors';
import { readCapped } from '@/lib/api/read-capped';
import type { PrometheusSource } from '@/lib/inventory/types';
import { authHeader } from './auth-header';
import { PROM_MAX_BYTES } from './constants';

export type PromServer = Pick<PrometheusSource, 'url' | 'auth' | 'timeoutMs'>;

/**
 * POSTs a PromQL form to /api/v1/query or /api/v1/query_range and returns the parsed JSON.
 * Throws RadarError: prometheus_down (no connection), prometheus_timeout, prometheus_bad_answer
 * (an HTTP error other than Prometheus's own 400/422 answers, not JSON, or over the size cap).
 */
export async function promQuery(server: PromServer, path: '/api/v1/query' | '/api/v1/query_range', form: Record<string, string>): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const authorization = authHeader(server.auth);
  if (authorization) headers.authorization = authorization;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), server.timeoutMs);
  const where = new URL(server.url).host;
  try {
    let res: Response;
    try {
      res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: new URLSearchParams(form), signal: controller.signal, redirect: 'error' });
    } catch (err) {
      if (controller.signal.aborted) throw timeout(where, server.timeoutMs);
      throw new RadarError('prometheus_down', `Prometheus at ${where} does not answer (${causeOf(err)})`);
    }
    // Prometheus answers query errors as JSON with 400/422/503; other statuses come from something else in the way.
    if (!res.ok && ![400, 422, 503].includes(res.status)) {
      await res.body?.cancel();
      throw new RadarError('prometheus_bad_answer', `Prometheus at ${where} answered HTTP ${res.status}`);
    }
    const text = await readCapped(res.body, PROM_MAX_BYTES, () => new RadarError('prometheus_bad_answer', `Prometheus at ${where} answered more than ${PROM_MAX_BYTES} bytes`));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RadarError('prometheus_bad_answer', `Prometheus at ${where} answered something that is not JSON`);
    }
  } catch (err) {
    if (err instanceof RadarError) throw err;
    if (controller.signal.aborted) throw timeout(where, server.timeoutMs);
    throw new RadarError('prometheus_down', `Prometheus at ${where} broke off the answer (${causeOf(err)})`);
  } finally {
    clearTimeout(timer);
  }
}

function timeout(where: string, ms: number) {
  return new RadarError('prometheus_timeout', `Prometheus at ${where} did not answer within ${ms} ms`);
}

function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err as Error).message;
}
