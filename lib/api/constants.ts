import 'server-only';

/** How long one remote command's answer is shared by every viewer: one poll interval of the client hooks. */
export const JOURNAL_TTL_MS = 1_000;
export const STATUS_TTL_MS = 2_000;
export const GPU_TTL_MS = 2_000;
/** Each host of GET /api/hosts answers within this, or is reported as `timeout`. */
export const FLEET_HOST_DEADLINE_MS = 8_000;
/** Recent lines per unit that the fleet overview analyses. */
export const FLEET_JOURNAL_LINES = 2_000;
/** Window for a slice whose cursor was rotated away and that gave no `since`. */
export const CURSOR_FALLBACK_US = 10 * 60 * 1_000_000;
/** The fleet page polls every 5 s; its whole answer is shared this long. */
export const FLEET_TTL_MS = 2_000;
/** The host page's Prometheus sparkline moves slowly: one query_range per host this often. */
export const PROM_HISTORY_TTL_MS = 10_000;
