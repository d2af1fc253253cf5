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

export const GPU_SAMPLE_SOURCES = ['nvidia-smi', 'prometheus'] as const;
export type GpuSampleSource = (typeof GPU_SAMPLE_SOURCES)[number];

export const PS_ERROR_CODES = ['ps_missing', 'ps_failed', 'ps_unreadable'] as const;
export type PsErrorCode = (typeof PS_ERROR_CODES)[number];

/** Who started each GPU process, from `ps -e -o pid=,ppid=`: what ties a server's unlogged shards to its logged parent. */
export interface ProcessTree {
  /** Parent PID of each GPU process and of each of its ancestors below PID 1; nothing else of the host's table. */
  parents: Record<number, number>;
  /** ps lines that were not two PIDs, left out. */
  skippedLines: number;
  /** ps missing or failing: attribution then goes by the journal's own PIDs only. */
  error: { code: PsErrorCode; message: string } | null;
}

export interface GpuReport {
  /** Epoch milliseconds of the sample. */
  at: number;
  /** Where the figures came from; absent means nvidia-smi on the host. Prometheus has no per-PID memory. */
  source?: GpuSampleSource;
  gpus: GpuSample[];
  processes: GpuProcess[];
  error: GpuError | null;
  /** Absent where no process table was read (Prometheus, snapshots taken before it existed). */
  tree?: ProcessTree;
}

export const OWNERS = ['current', 'stale', 'other'] as const;
export type Owner = (typeof OWNERS)[number];

/** A GPU process no attempt names itself, owned through `ancestor`, the nearest PID up its parent chain that one names. */
export interface ViaParent {
  pid: number;
  ancestor: number;
  /** 1: a child of `ancestor`, 2: a grandchild, … */
  depth: number;
}

export interface VramSegment {
  owner: Owner;
  /** Attempt index for `current` and `stale`; null for `other`. */
  attemptIndex: number | null;
  /** The attempt's `attemptLabel`, as the timeline names it; null for `other`. */
  attemptLabel: string | null;
  pids: number[];
  mib: number;
  /** The segment's PIDs found through a parent; absent when every PID was named directly. */
  via?: ViaParent[];
}

export interface GpuAttribution {
  index: number;
  uuid: string;
  segments: VramSegment[];
  /** used − sum of process memory (driver/context overhead, or processes in another PID namespace). */
  unattributedMiB: number;
}

export const GAUGE_STATES = ['empty', 'filling', 'at-expected', 'over', 'unknown'] as const;
export type GaugeState = (typeof GAUGE_STATES)[number];

/** One drawn piece of a VRAM bar; `unattributed` is used memory no listed process owns. */
export interface GaugeSegment {
  owner: Owner | 'unattributed';
  attemptIndex: number | null;
  attemptLabel: string | null;
  pids: number[];
  mib: number;
  via?: ViaParent[];
  /** Per cent of total memory where the segment starts, and its width. */
  startPct: number;
  widthPct: number;
}

/** What a VRAM bar draws for one GPU (gaugeSegments). */
export interface VramGauge {
  index: number;
  uuid: string;
  name: string;
  usedMiB: number | null;
  totalMiB: number | null;
  usedPct: number | null;
  segments: GaugeSegment[];
  /** The level vLLM fills to on purpose (gpu_memory_utilization), per cent of total. */
  expectedPct: number;
  expectedMiB: number | null;
  state: GaugeState;
  /** 0…1 of the way to the target (the last ready attempt's level, else the expected level); null when unknown. */
  loadFraction: number | null;
  targetMiB: number | null;
  /** Memory held by PIDs of older attempts. */
  staleMiB: number;
}
