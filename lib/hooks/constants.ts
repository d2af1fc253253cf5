export const FLEET_POLL_MS = 5_000;
/** While some hosts of the fleet are still answering. */
export const FLEET_PENDING_POLL_MS = 1_000;
export const GPU_POLL_MS = 2_000;
export const JOURNAL_POLL_MS = 1_000;
export const STATUS_POLL_MS = 2_000;
/** Entries kept client-side; older ones drop off the front of a live tail. */
export const JOURNAL_MAX_ENTRIES = 200_000;
export const JOURNAL_LIMIT = 50_000;
/** While the tab is hidden the journal and status keep this slow heartbeat, so the title and notifications still follow the attempt. */
export const HIDDEN_POLL_MS = 15_000;
/** A probe that found no answer is asked again this often while the attempt stays ready. */
export const PROBE_RETRY_MS = 12_000;
