import 'server-only';
import { nvidiaSmiAppsArgs, nvidiaSmiGpuArgs } from '@/lib/commands';
import { parseNvidiaSmi } from '@/lib/gpu';
import type { GpuReport } from '@/lib/gpu/types';
import type { Host } from '@/lib/inventory/types';
import { sharedCoalescer } from './coalesce';
import { GPU_TTL_MS } from './constants';
import { runCommand } from './run-command';

/** Both nvidia-smi queries, parsed. A failing nvidia-smi is a report with `error`; only an unreachable host throws. */
export function fetchGpus(host: Host): Promise<GpuReport> {
  return sharedCoalescer().run(`gpus\u0000${host.name}`, GPU_TTL_MS, async () => {
    const [gpu, apps] = await Promise.all([runCommand(host, nvidiaSmiGpuArgs(), GPU_TTL_MS), runCommand(host, nvidiaSmiAppsArgs(), GPU_TTL_MS)]);
    return parseNvidiaSmi({
      gpuStdout: gpu.stdout,
      gpuStderr: gpu.stderr,
      gpuCode: gpu.code,
      appsStdout: apps.stdout,
      appsStderr: apps.stderr,
      appsCode: apps.code,
      at: Date.now(),
    });
  });
}
