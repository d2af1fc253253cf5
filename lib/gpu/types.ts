export interface GpuSample {
  index: number;
  uuid: string;
  name: string;
  usedMiB: number | null;
  totalMiB: number | null;
  utilizationPct: number | null;
}

export interface GpuProcess {
  pid: number;
  gpuUuid: string;
  usedMiB: number | null;
}

export const GPU_ERROR_CODES = ['no_nvidia_driver', 'driver_mismatch', 'no_devices', 'not_installed', 'parse_error'] as const;
export type GpuErrorCode = (typeof GPU_ERROR_CODES)[number];

export interface GpuError {
  code: GpuErrorCode;
  message: string;
}

export interface GpuReport {
  /** Epoch milliseconds of the sample. */
  at: number;
  gpus: GpuSample[];
  processes: GpuProcess[];
  error: GpuError | null;
}

export const OWNERS = ['current', 'stale', 'other'] as const;
export type Owner = (typeof OWNERS)[number];

export interface VramSegment {
  owner: Owner;
  /** Attempt index for `current` and `stale`; null for `other`. */
  attemptIndex: number | null;
  pids: number[];
  mib: number;
}

export interface GpuAttribution {
  index: number;
  uuid: string;
  segments: VramSegment[];
  /** used − sum of process memory (driver/context overhead, or processes in another PID namespace). */
  unattributedMiB: number;
}
