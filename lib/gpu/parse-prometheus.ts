import { z } from 'zod';
import type { GpuSample } from './types';

/** dcgm-exporter's metric names for what a VRAM gauge needs (MiB, MiB, %). */
export const DCGM_METRICS = { used: 'DCGM_FI_DEV_FB_USED', free: 'DCGM_FI_DEV_FB_FREE', util: 'DCGM_FI_DEV_GPU_UTIL' } as const;
/** Label our query puts on the `timestamp()` series, which carry each GPU's scrape time. */
export const SCRAPED_AT_LABEL = 'radar_sample';

export class PromAnswerError extends Error {
  override name = 'PromAnswerError';
}

const labels = z.record(z.string(), z.string());
const point = z.tuple([z.number(), z.string()]);
// 25,000 series at 1,000 hosts: the envelope is checked by zod, each series in place as it is read (a zod parse copies every object).
const vectorAnswer = z.object({
  status: z.literal('success'),
  data: z.object({ resultType: z.literal('vector'), result: z.array(z.unknown()) }),
});

interface VectorSeries {
  metric: Record<string, string>;
  value: [number, string];
}

function isVectorSeries(x: unknown): x is VectorSeries {
  if (typeof x !== 'object' || x === null) return false;
  const { metric, value } = x as { metric?: unknown; value?: unknown };
  if (typeof metric !== 'object' || metric === null || Array.isArray(metric)) return false;
  for (const k in metric) if (typeof (metric as Record<string, unknown>)[k] !== 'string') return false;
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string';
}
const matrixAnswer = z.object({
  status: z.literal('success'),
  data: z.object({ resultType: z.literal('matrix'), result: z.array(z.object({ metric: labels, values: z.array(point) })) }),
});
const errorAnswer = z.object({ status: z.literal('error'), errorType: z.string(), error: z.string() });

/** One host's GPUs as dcgm-exporter reported them. `at`: epoch ms of the newest scrape of them. */
export interface DcgmHostReading {
  at: number;
  gpus: GpuSample[];
}

/** Per-GPU FB_USED over time (MiB, oldest first), keyed by GPU index, with the epoch ms of each point. */
export interface DcgmHistory {
  times: number[];
  usedMiB: Record<number, number[]>;
}

interface Acc {
  index: number;
  uuid: string;
  name: string;
  used: number | null;
  free: number | null;
  util: number | null;
}

/** A sample value: Prometheus prints floats as strings, with NaN and ±Inf spelled out. */
function numberOf(text: string): number | null {
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

function unwrap<T>(schema: z.ZodType<T>, answer: unknown, kind: string): T {
  const err = errorAnswer.safeParse(answer);
  if (err.success) throw new PromAnswerError(`Prometheus refused the query (${err.data.errorType}): ${err.data.error.slice(0, 300)}`);
  const ok = schema.safeParse(answer);
  if (!ok.success) throw new PromAnswerError(`not a Prometheus ${kind} answer: ${ok.error.issues[0]?.message ?? 'unexpected shape'}`);
  return ok.data;
}

/**
 * An /api/v1/query vector of dcgm-exporter series (and our `timestamp()` series) → per host label value, its GPUs.
 * MIG instances (one series per GPU_I_ID) add up to their physical GPU; total = used + free. `wanted`: keep only these hosts.
 */
export function parseDcgmVector(answer: unknown, hostLabel: string, wanted: ReadonlySet<string> | null = null): Map<string, DcgmHostReading> {
  const { result } = unwrap(vectorAnswer, answer, 'vector').data;
  const hosts = new Map<string, { scrapedAt: number; evaluatedAt: number; gpus: Map<string, Acc> }>();
  for (const series of result) {
    if (!isVectorSeries(series)) throw new PromAnswerError('not a Prometheus vector answer: a series without string labels and a [time, "value"] pair');
    const { metric, value } = series;
    const host = metric[hostLabel];
    if (host === undefined || (wanted && !wanted.has(host))) continue;
    const entry = hosts.get(host) ?? { scrapedAt: 0, evaluatedAt: 0, gpus: new Map<string, Acc>() };
    const v = numberOf(value[1]);
    if (metric[SCRAPED_AT_LABEL] !== undefined) {
      hosts.set(host, entry);
      if (v !== null) entry.scrapedAt = Math.max(entry.scrapedAt, Math.round(v * 1000));
      continue;
    }
    const index = Number(metric.gpu);
    if (!Number.isInteger(index) || index < 0) continue;
    hosts.set(host, entry);
    const uuid = metric.UUID ?? '';
    const key = `${index}\u0000${uuid}`;
    const gpu = entry.gpus.get(key) ?? { index, uuid, name: metric.modelName ?? '', used: null, free: null, util: null };
    entry.gpus.set(key, gpu);
    if (metric.__name__ === DCGM_METRICS.used) gpu.used = add(gpu.used, v);
    else if (metric.__name__ === DCGM_METRICS.free) gpu.free = add(gpu.free, v);
    else if (metric.__name__ === DCGM_METRICS.util) gpu.util = v === null ? gpu.util : Math.max(gpu.util ?? 0, v);
    entry.evaluatedAt = Math.round(value[0] * 1000);
  }
  const out = new Map<string, DcgmHostReading>();
  for (const [host, { scrapedAt, evaluatedAt, gpus }] of hosts) {
    const samples = [...gpus.values()]
      .sort((a, b) => a.index - b.index || a.uuid.localeCompare(b.uuid))
      .map((g): GpuSample => ({
        index: g.index,
        uuid: g.uuid,
        name: g.name,
        usedMiB: g.used,
        totalMiB: g.used !== null && g.free !== null ? g.used + g.free : null,
        utilizationPct: g.util,
      }));
        // Without our timestamp() series the evaluation time is all we know.
    out.set(host, { at: scrapedAt || evaluatedAt, gpus: samples });
  }
  return out;
}

/** An /api/v1/query_range matrix of DCGM_FI_DEV_FB_USED for one host → its per-GPU history (MIG instances summed). */
export function parseDcgmMatrix(answer: unknown): DcgmHistory {
  const { result } = unwrap(matrixAnswer, answer, 'matrix').data;
  const byTime = new Map<number, Map<number, number>>();
  for (const { metric, values } of result) {
    const index = Number(metric.gpu);
    if (!Number.isInteger(index) || index < 0) continue;
    for (const [t, text] of values) {
      const v = numberOf(text);
      if (v === null) continue;
      const at = byTime.get(t) ?? new Map<number, number>();
      byTime.set(t, at);
      at.set(index, (at.get(index) ?? 0) + v);
    }
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const usedMiB: Record<number, number[]> = {};
  for (const t of times) for (const [index, v] of byTime.get(t)!) (usedMiB[index] ??= []).push(v);
  return { times: times.map((t) => Math.round(t * 1000)), usedMiB };
}
