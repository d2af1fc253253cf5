export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
export const STDERR_MAX_BYTES = 256 * 1024;
export const KEEPALIVE_INTERVAL_MS = 15_000;
export const KEEPALIVE_COUNT_MAX = 3;
/** OpenSSH's MaxSessions defaults to 10 channels per connection; stay under it. */
export const MAX_CHANNELS_PER_CONNECTION = 8;
/** How long a closed connection may take to say goodbye before its socket is destroyed and its slot freed. */
export const CLOSE_WAIT_MS = 3_000;
