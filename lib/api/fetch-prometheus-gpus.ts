import 'server-only';
import type { DcgmHostReading } from '@/lib/gpu/parse-prometheus';
import type { GpuReport } from '@/lib/gpu/types';
import type { Host, PrometheusSource } from '@/lib/inventory/types';
import { readDcgmFleet, readDcgmHistory } from '@/lib/prometheus/read-dcgm';
import { sharedCoalescer } from './coalesce';
import { FLEET_PROM_HELD_MS, FLEET_PROM_WAIT_MS, GPU_TTL_MS, PROM_HISTORY_TTL_MS } from './constants';
import { createHeldAnswers, type HeldAnswers } from './held-answer';
import { RadarError } from './errors';
import type { CentralGpus, HostError } from './types';

export type PromGpuResult = { report: GpuReport; error: null } | { report: null; error: HostError };

const serverKey = (s: PrometheusSource) => JSON.stringify([s.url, s.hostLabel, s.auth, s.timeoutMs]);

const HELD_KEY = Symbol.for('restart-radar.prom-fleet-held');
function heldReadings(): HeldAnswers<Map<string, DcgmHostReading>> {
  const g = globalThis as { [HELD_KEY]?: HeldAnswers<Map<string, DcgmHostReading>> };
  return (g[HELD_KEY] ??= createHeldAnswers({ waitMs: FLEET_PROM_WAIT_MS, maxAgeMs: FLEET_PROM_HELD_MS }));
}

/**
 * Every Prometheus-sourced host's GPUs: one instant query per Prometheus server (normally one), shared by every viewer.
 * `fleet`: a query slower than FLEET_PROM_WAIT_MS leaves the previous answer to serve this round.
 */
export async function fetchPrometheusGpus(hosts: readonly Host[], { fleet = false }: { fleet?: boolean } = {}): Promise<Map<string, PromGpuResult>> {
  const groups = new Map<string, Host[]>();
  for (const host of hosts) if (host.gpuFrom) groups.set(serverKey(host.gpuFrom), [...(groups.get(serverKey(host.gpuFrom)) ?? []), host]);
  const out = new Map<string, PromGpuResult>();
  await Promise.all(
    [...groups.entries()].map(async ([key, members]) => {
      const source = members[0]!.gpuFrom!;
      const values = members.map((h) => h.gpuFrom!.labelValue).sort();
      try {
        const queryKey = `prom-fleet\u0000${key}\u0000${values.join(',')}`;
        const fresh = sharedCoalescer().run(queryKey, GPU_TTL_MS, () => readDcgmFleet(source, source.hostLabel, values));
        const readings = await (fleet ? heldReadings().read(queryKey, fresh) : fresh);
        for (const host of members) out.set(host.name, toResult(host, readings.get(host.gpuFrom!.labelValue)));
      } catch (err) {
        const error = toHostError(err);
        for (const host of members) out.set(host.name, { report: null, error });
      }
    }),
  );
  return out;
}

function toResult(host: Host, reading: { at: number; gpus: GpuReport['gpus'] } | undefined): PromGpuResult {
  const { hostLabel, labelValue } = host.gpuFrom!;
  if (!reading || reading.gpus.length === 0) {
    return { report: null, error: { code: 'not_in_prometheus', message: `no dcgm-exporter series with ${hostLabel}="${labelValue}" in Prometheus` } };
  }
  return { report: { at: reading.at, gpus: reading.gpus, processes: [], error: null, source: 'prometheus' }, error: null };
}

/** One host's Prometheus figures and its sparkline history, for the host page beside nvidia-smi. */
export async function fetchCentralGpus(host: Host): Promise<CentralGpus | null> {
  const source = host.gpuFrom;
  if (!source) return null;
  const [now, history] = await Promise.all([
    fetchPrometheusGpus([host]).then((m) => m.get(host.name)!),
    sharedCoalescer()
      .run(`prom-history\u0000${serverKey(source)}\u0000${source.labelValue}\u0000${source.rangeMinutes}`, PROM_HISTORY_TTL_MS, () => readDcgmHistory(source))
      .then((value) => ({ value, error: null }), (err: unknown) => ({ value: null, error: toHostError(err) })),
  ]);
  return { report: now.report, history: history.value, error: now.error ?? history.error };
}

function toHostError(err: unknown): HostError {
  if (err instanceof RadarError) return { code: err.code, message: err.message };
  console.error(err);
  return { code: 'internal', message: 'Internal error' };
}
