import type { EngineId } from '@/lib/analysis/engines/types';
import type { JournalEntry } from '@/lib/journal/types';
import type { UnitStatus } from '@/lib/systemd/types';
import type { GpuReport } from '@/lib/gpu/types';
import type { DcgmHistory } from '@/lib/gpu/parse-prometheus';
import type { RadarErrorCode } from './error-codes';

/** GET /api/hosts/:host/units/:unit/journal */
export interface JournalSlice {
  host: string;
  unit: string;
  entries: JournalEntry[];
  /** Cursor of the last entry, to pass back as `after`; the request's own when no entry came. */
  cursor: string | null;
  truncated: boolean;
  /** Set when `after` was no longer in the journal and the slice fell back to the time window. */
  cursorExpired: boolean;
  /** Host clock minus ours, ms, when measurable. */
  clockSkewMs: number | null;
  fetchedAt: number;
}

/** The same GPUs as dcgm-exporter reported them to Prometheus, for a host with gpuSource prometheus. */
export interface CentralGpus {
  report: GpuReport | null;
  /** FB_USED per GPU over the last minutes (one query_range). */
  history: DcgmHistory | null;
  error: HostError | null;
}

/** GET /api/hosts/:host/gpus */
export interface GpuResponse {
  host: string;
  /** nvidia-smi on the host (per-PID memory); Prometheus's figures when the host could not be reached (see sshError). */
  report: GpuReport;
  sshError?: HostError | null;
  central?: CentralGpus | null;
}

/** GET /api/hosts/:host/units/:unit/status */
export interface StatusResponse {
  host: string;
  status: UnitStatus;
}

export interface HostError {
  code: RadarErrorCode;
  message: string;
}

/** Server-side digest of a unit's recent journal, for the fleet table. */
export interface UnitSummary {
  attempts: number;
  currentPhase: string | null;
  currentOutcome: string | null;
  currentStart: number | null;
  /** The attempt by its stable id (invocation ID, else main PID) and label (`attemptLabel`), never by position in the window. */
  lastFatal: { headline: string; at: number | null; attemptId: string; attemptLabel: string } | null;
  /** The current attempt's inference engine, as told from its own lines; before it printed any, the newest earlier attempt's. */
  engine: EngineId;
  /** Set when `engine` is an earlier attempt's: the current one has not printed a line that tells it yet. */
  engineFromEarlier?: true;
}

export interface FleetUnit {
  unit: string;
  status: UnitStatus | null;
  summary: UnitSummary | null;
  error: HostError | null;
}

export interface FleetHost {
  name: string;
  transport: 'ssh' | 'local' | 'demo';
  reachable: boolean;
  error: HostError | null;
  units: FleetUnit[];
  gpus: GpuReport | null;
  /** Why `gpus` is null while the host itself answered (Prometheus down, slow, or without this host). */
  gpuError?: HostError | null;
  /** Set for a host read from a journal-remote directory. */
  journal?: RemoteJournalState | null;
  latencyMs: number | null;
  /** This host's newest answer is still coming; the fields above hold its previous answer, if any. */
  pending: boolean;
  /** Epoch ms when the fields above were taken; null before the host's first answer. */
  checkedAt: number | null;
  /** Epoch ms when the request still under way began; null when none is. */
  waitingSince: number | null;
}

export interface RemoteJournalState {
  source: 'journal-remote';
  /** Epoch µs of the newest watched entry received from this host. */
  newestAt: number | null;
  /** Set (= newestAt) when nothing arrived for longer than the fleet file's staleAfterSeconds: "no journal since T". */
  staleSince: number | null;
}

/** GET /api/hosts */
export interface FleetResponse {
  hosts: FleetHost[];
  /** Set when the fleet file is bad; the demo fleet is not silently substituted. */
  inventoryError: HostError | null;
  /** A host source (list file, Prometheus targets) that failed; the hosts are then its last known list. */
  hostListError: (HostError & { listedAt: number | null }) | null;
  /** Hosts still waiting for their answer: poll again soon. */
  pending: number;
  /** Notes from central sources, e.g. journal files journalctl skipped as corrupt. */
  notices?: string[];
  fetchedAt: number;
}
