import 'server-only';
import { z } from 'zod';
import { RadarError } from '@/lib/api/errors';
import { authHeader } from '@/lib/prometheus/auth-header';
import { prometheusAuthOf } from './prometheus-auth';
import type { PrometheusTargetsConfig } from './schema';

export interface TargetHost {
  name: string;
  address: string;
}

export interface TargetList {
  hosts: TargetHost[];
  /** Label values that are not host names (e.g. a bare IPv6 address): left out, and said so. */
  skipped: string[];
  listedAt: number;
}

const HOST_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

const vectorAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    resultType: z.literal('vector'),
    result: z.array(z.object({ metric: z.record(z.string(), z.string()) })),
  }),
});
const errorAnswer = z.object({ status: z.literal('error'), errorType: z.string().optional(), error: z.string().optional() });

/** `host:port`, `[v6]:port` or a bare host → the host part. */
export function hostPart(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const m = /^([^:]+):\d+$/.exec(value);
  return m ? m[1]! : value;
}

/** One instant query `up{job="…"}`: every scrape target of the job, up or down, named by `label`. */
export async function fetchPrometheusTargets(cfg: PrometheusTargetsConfig, { timeoutMs, now = Date.now }: { timeoutMs: number; now?: () => number }): Promise<TargetList> {
  const base = new URL(cfg.url.endsWith('/') ? cfg.url : `${cfg.url}/`);
  const url = new URL('api/v1/query', base);
  url.searchParams.set('query', `up{job="${cfg.job}"}`);
  // Credentials in the URL stay out of messages.
  const where = `Prometheus at ${base.origin}${base.pathname.replace(/\/$/, '')}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  const authorization = authHeader(prometheusAuthOf(cfg), process.env, 'hostsFrom.prometheus');
  if (authorization) headers.authorization = authorization;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers, cache: 'no-store' });
  } catch (err) {
    throw fetchError(err, where, timeoutMs);
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    const hint = authorization ? 'the credentials hostsFrom.prometheus names were refused' : 'it asks for credentials: name them with bearerTokenEnv or basicAuth';
    throw new RadarError('prometheus_error', `${where} answered HTTP ${res.status}: ${hint}`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RadarError('prometheus_error', `${where} answered HTTP ${res.status} without JSON`);
  }
  const failed = errorAnswer.safeParse(body);
  if (failed.success || !res.ok) {
    const detail = failed.success ? `${failed.data.errorType ?? 'error'}: ${failed.data.error ?? ''}`.slice(0, 300) : `HTTP ${res.status}`;
    throw new RadarError('prometheus_error', `${where}: ${detail}`);
  }
  const parsed = vectorAnswer.safeParse(body);
  if (!parsed.success) throw new RadarError('prometheus_error', `${where}: not an instant vector answer to up{job="${cfg.job}"}`);
  const seen = new Set<string>();
  const hosts: TargetHost[] = [];
  const skipped: string[] = [];
  for (const { metric } of parsed.data.data.result) {
    const value = metric[cfg.label];
    if (value === undefined) continue;
    const name = hostPart(value);
    if (!HOST_NAME.test(name)) {
      skipped.push(value.slice(0, 100));
      continue;
    }
    // Several exporters of one host are one host.
    if (seen.has(name)) continue;
    seen.add(name);
    hosts.push({ name, address: name });
  }
  hosts.sort((a, b) => a.name.localeCompare(b.name));
  return { hosts, skipped, listedAt: now() };
}

function fetchError(err: unknown, where: string, timeoutMs: number): RadarError {
  const e = err as { name?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return new RadarError('timeout', `${where} did not answer within ${timeoutMs} ms`);
  const code = e.cause?.code;
  if (code === 'ECONNREFUSED') return new RadarError('unreachable', `${where}: connection refused`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new RadarError('unreachable', `${where}: unknown host name`);
  return new RadarError('unreachable', `${where}: ${code ?? e.cause?.message ?? (err as Error).message ?? 'request failed'}`);
}
