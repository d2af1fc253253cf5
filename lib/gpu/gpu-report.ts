import { parseNvidiaSmi } from './parse-nvidia-smi';
import { processTreeOf, type PsRun } from './parse-ps';
import type { GpuReport } from './types';

export interface GpuRuns {
  /** `nvidia-smi --query-gpu=…`, `--query-compute-apps=…` and `ps -e -o pid=,ppid=` as they ran. */
  gpu: PsRun;
  apps: PsRun;
  ps: PsRun;
  /** Epoch milliseconds. */
  at: number;
}

/** The three commands' output → one report; never throws (each failure is its own typed error). */
export function gpuReport({ gpu, apps, ps, at }: GpuRuns): GpuReport {
  const report = parseNvidiaSmi({ gpuStdout: gpu.stdout, gpuStderr: gpu.stderr, gpuCode: gpu.code, appsStdout: apps.stdout, appsStderr: apps.stderr, appsCode: apps.code, at });
  return { ...report, tree: processTreeOf(ps, report.processes.map((p) => p.pid)) };
}
