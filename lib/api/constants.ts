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
/** The fleet page polls every 5 s; each host's answer is shared this long. */
export const FLEET_TTL_MS = 2_000;
/** One health probe per unit answers every viewer for this long: at most one curl on the host per window. */
export const PROBE_TTL_MS = 10_000;
/** Lines read from the current attempt's start to find the port its start-up lines name. */
export const PROBE_STARTUP_LINES = 5_000;
/** GET /api/hosts answers within this with what is known; hosts still under way come as `pending`. */
export const FLEET_FIRST_ANSWER_MS = 500;
/** The host page's Prometheus sparkline moves slowly: one query_range per host this often. */
export const PROM_HISTORY_TTL_MS = 10_000;
/** The first fleet read of a journal-remote directory looks back this far (epoch µs)… */
export const REMOTE_WINDOW_US = 60 * 60 * 1_000_000;
/** …and every later one re-reads this much before its last entry: journal-upload delivers late entries with their old times. */
export const REMOTE_OVERLAP_US = 60 * 1_000_000;
/** Lines one fleet read of the directory takes at most; the rest comes with the next rounds. */
export const REMOTE_ROUND_LINES = 20_000;
export const REMOTE_ROUND_BYTES = 16 * 1024 * 1024;
/** Recent entries kept per host and unit for the fleet digest (bounded memory at 1,000 hosts). */
export const REMOTE_KEEP_LINES = 300;
export const REMOTE_KEEP_SLACK = 32;
/** Unit digests kept for unchanged journal windows (a few hundred bytes each): 10,000 hosts × 2 units. */
export const FLEET_DIGESTS_MAX = 20_000;
/**
 * The fleet round waits this long for Prometheus when it holds an answer younger than FLEET_PROM_HELD_MS; past it the
 * held answer serves (each GPU carries its scrape time) and the fresh one serves the next round. A quiet Prometheus
 * answers the 1,000-host query in 0.4–0.6 s; a busy one took 1–2 s and made every row of the round wait for it.
 */
export const FLEET_PROM_WAIT_MS = 600;
export const FLEET_PROM_HELD_MS = 30_000;
