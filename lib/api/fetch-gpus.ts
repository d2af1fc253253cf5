import 'server-only';
import { nvidiaSmiAppsArgs, nvidiaSmiGpuArgs, psTreeArgs } from '@/lib/commands';
import { gpuReport, type PsRun } from '@/lib/gpu';
import type { GpuReport } from '@/lib/gpu/types';
import type { Host } from '@/lib/inventory/types';
import { sharedCoalescer } from './coalesce';
import { GPU_TTL_MS } from './constants';
import { runCommand } from './run-command';

/**
 * Both nvidia-smi queries, parsed, with the parent chains of the GPU processes from `ps` run beside them. A failing
 * nvidia-smi is a report with `error`, a failing ps a tree with `error`; only an unreachable host throws.
 */
export function fetchGpus(host: Host): Promise<GpuReport> {
  return sharedCoalescer().run(`gpus\u0000${host.name}`, GPU_TTL_MS, async () => {
    const [gpu, apps, ps] = await Promise.all([
      runCommand(host, nvidiaSmiGpuArgs(), GPU_TTL_MS),
      runCommand(host, nvidiaSmiAppsArgs(), GPU_TTL_MS),
      runCommand(host, psTreeArgs(), GPU_TTL_MS).catch((err: unknown): PsRun => ({ stdout: '', stderr: err instanceof Error ? err.message : 'ps did not run', code: null })),
    ]);
    return gpuReport({ gpu, apps, ps, at: Date.now() });
  });
}
