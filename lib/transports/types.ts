import 'server-only';

export interface ExecResult {
  stdout: string;
  stderr: string;
  /** Exit code; null when the process was killed by a signal. */
  code: number | null;
  /** True when stdout hit the output cap and was cut at the last complete line. */
  truncated: boolean;
  durationMs: number;
}

export interface ExecOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Runs one of our fixed read-only commands on a host. argv comes only from lib/commands builders.
 * Failures to reach the host throw RadarError ('unreachable' | 'auth_failed' | 'host_key_mismatch' |
 * 'host_key_unknown' | 'timeout'); a command that ran and failed resolves with its exit code.
 */
export interface Transport {
  readonly kind: 'ssh' | 'local' | 'demo';
  exec(argv: readonly string[], opts?: ExecOptions): Promise<ExecResult>;
  close(): Promise<void>;
}
