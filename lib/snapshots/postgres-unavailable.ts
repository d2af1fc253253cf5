import 'server-only';

// Socket-level failures (node), and SQLSTATEs that mean "the server is not there right now", not "the request was wrong".
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ENOENT']);
const SQLSTATE_PREFIXES = ['08', '57P01', '57P02', '57P03', '53300'];
const POOL_MESSAGES = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Client has encountered a connection error/i];

/** True when a node-postgres error means the database cannot be reached (down, restarting, full), as opposed to a bug. */
export function isPostgresUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return SQLSTATE_PREFIXES.some((p) => code.startsWith(p));
  }
  if (err instanceof AggregateError) return err.errors.some(isPostgresUnavailable);
  return POOL_MESSAGES.some((re) => re.test(err.message));
}
