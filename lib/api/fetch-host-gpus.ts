import 'server-only';
import type { Host } from '@/lib/inventory/types';
import { sharedCoalescer } from './coalesce';
import { GPU_TTL_MS } from './constants';
import { RadarError } from './errors';
import { fetchGpus } from './fetch-gpus';
import { fetchCentralGpus } from './fetch-prometheus-gpus';
import type { GpuResponse } from './types';

/**
 * The host page's GPUs: nvidia-smi over SSH (per-PID memory for the stale-memory attribution) and, for a
 * Prometheus-sourced host, dcgm-exporter's figures beside it. An unreachable host still shows Prometheus's.
 */
export function fetchHostGpus(host: Host): Promise<GpuResponse> {
  if (!host.gpuFrom) return fetchGpus(host).then((report) => responseOf(host, report));
  return sharedCoalescer().run(`host-gpus\u0000${host.name}`, GPU_TTL_MS, async () => {
    const [ssh, central] = await Promise.all([fetchGpus(host).then((r) => ({ r, e: null }), (e: unknown) => ({ r: null, e })), fetchCentralGpus(host)]);
    if (ssh.r) return { host: host.name, report: ssh.r, sshError: null, central };
    if (!(ssh.e instanceof RadarError) || !central?.report) throw ssh.e;
    return { host: host.name, report: central.report, sshError: { code: ssh.e.code, message: ssh.e.message }, central };
  });
}

// One response object per shared report, so sharedJsonResponse serialises it once for every viewer.
const responses = new WeakMap<object, GpuResponse>();
function responseOf(host: Host, report: GpuResponse['report']): GpuResponse {
  let res = responses.get(report);
  if (!res) responses.set(report, (res = { host: host.name, report }));
  return res;
}
