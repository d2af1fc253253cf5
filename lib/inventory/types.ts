export const TRANSPORT_KINDS = ['ssh', 'local', 'demo'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

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
}
