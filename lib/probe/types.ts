import type { ProbePath } from '@/lib/commands/curl';

export interface ProbeCheck {
  path: ProbePath;
  /** HTTP status; null when nothing answered (refused, timed out). */
  status: number | null;
  timeMs: number | null;
}

/** GET /api/hosts/:host/units/:unit/probe: whether the server answers on its own loopback. */
export interface ProbeResult {
  /** The port probed; null when neither the start-up lines nor fleet.yaml name one. */
  port: number | null;
  /** Where the port came from. */
  portFrom: 'fleet' | 'startup' | null;
  /** Epoch ms of the answer. */
  at: number;
  /** Both paths answered 200. */
  ok: boolean;
  /** Model ids `/v1/models` lists. */
  models: string[];
  checks: ProbeCheck[];
  /** What went wrong, in one line: curl's own message, `HTTP 503 on /health: Loading model`, or why no probe ran. */
  error: string | null;
}
