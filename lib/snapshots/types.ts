import type { Analysis } from '@/lib/analysis/types';
import type { GpuReport } from '@/lib/gpu/types';
import type { JournalEntry, LogFormat } from '@/lib/journal/types';
import type { UnitStatus } from '@/lib/systemd/types';

export const SNAPSHOT_SOURCES = ['host', 'paste'] as const;
export type SnapshotSource = (typeof SNAPSHOT_SOURCES)[number];

/** A frozen slice: everything /s/:id renders, with no host or SSH needed. */
export interface Snapshot {
  /** 128 random bits, base64url (22 chars). */
  id: string;
  /** Epoch milliseconds. */
  createdAt: number;
  source: SnapshotSource;
  /** Null for a pasted log. */
  host: string | null;
  unit: string | null;
  /** Epoch microseconds, as requested (null: open end). */
  window: { since: number | null; until: number | null };
  entries: JournalEntry[];
  analysis: Analysis;
  status: UnitStatus | null;
  gpuSamples: GpuReport[];
  /** The slice hit its line limit: older or newer lines exist on the host. */
  truncated: boolean;
  /** Input format of a pasted log; `json` for a host slice. */
  format: LogFormat;
  unparsed: number;
  /** Secrets replaced by `[REDACTED:kind]` before storing. */
  redactions: number;
}

export type NewSnapshot = Omit<Snapshot, 'id' | 'createdAt'>;

/** Where snapshots live: SQLite in RADAR_DATA_DIR (one process) or PostgreSQL (several replicas). */
export interface SnapshotStore {
  /** `sqlite` or `postgres`; for logs and tests, never a credential. */
  readonly backend: 'sqlite' | 'postgres';
  create(snapshot: NewSnapshot): Promise<Snapshot>;
  /** Null for an unknown or malformed id. */
  get(id: string): Promise<Snapshot | null>;
  count(): Promise<number>;
  close(): Promise<void>;
}
