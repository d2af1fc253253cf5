export const TRANSPORT_KINDS = ['ssh', 'local', 'demo'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];
export const GPU_SOURCES = ['ssh', 'prometheus'] as const;
export type GpuSourceKind = (typeof GPU_SOURCES)[number];
export const JOURNAL_SOURCES = ['ssh', 'journal-remote'] as const;
export type JournalSourceKind = (typeof JOURNAL_SOURCES)[number];

export type PrometheusAuth = { kind: 'bearer'; tokenEnv: string } | { kind: 'basic'; usernameEnv: string; passwordEnv: string };

/** Where a host's GPU figures come from when it is `gpuSource: prometheus` (dcgm-exporter series). */
export interface PrometheusSource {
  url: string;
  hostLabel: string;
  /** This host's value of `hostLabel`. */
  labelValue: string;
  auth: PrometheusAuth | null;
  timeoutMs: number;
  rangeMinutes: number;
}

/** Where a host's journal is read when it is `journalSource: journal-remote`. */
export interface JournalRemoteSource {
  /** The log host that runs journalctl over the directory (an inventory host, or a local one). */
  logHost: Host;
  directory: string;
  /** `_HOSTNAME=` of this host's entries. */
  hostname: string;
  staleAfterMs: number;
}

export interface UnitConfig {
  /** Full unit name, e.g. `vllm-kimi-k25.service`. */
  name: string;
  /** Regex sources for lines that are known noise on this unit. */
  noise: string[];
  /** Expected VRAM fill when ready, per cent of total (vLLM's gpu_memory_utilization). */
  expectedVramPct: number | null;
  /** HTTP port of the server on the host (health probe); null: the one its start-up lines name. */
  port: number | null;
}

export interface JumpHost {
  address: string;
  port: number;
  user: string;
  identityFile: string | null;
  /** Pinned host key fingerprint(s) of the jump host, `SHA256:…`; else known_hosts decides. */
  hostKeyFingerprints?: string[];
}

export interface Host {
  name: string;
  transport: TransportKind;
  address: string;
  port: number;
  user: string | null;
  identityFile: string | null;
  useAgent: boolean;
  jump: JumpHost | null;
  /** Pinned host key fingerprint(s), `SHA256:…`; else known_hosts decides. */
  hostKeyFingerprints: string[];
  knownHostsFile: string | null;
  /** journalctl --directory=… (journals copied off a dead host). */
  journalDirectory: string | null;
  units: UnitConfig[];
  /** Demo scenario name, for transport `demo`. */
  scenario: string | null;
  /** Set when the fleet page reads this host's GPUs from Prometheus instead of nvidia-smi. */
  gpuFrom?: PrometheusSource | null;
  /** Set when this host's journal is read from a journal-remote directory on a log host. */
  journalFrom?: JournalRemoteSource | null;
}
