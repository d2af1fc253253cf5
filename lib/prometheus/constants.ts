import 'server-only';

/** The fleet query for 1,000 hosts × 8 GPUs is ~10 MB; anything past this is not a dcgm answer we want. */
export const PROM_MAX_BYTES = 64 * 1024 * 1024;
/** Points of a sparkline over `rangeMinutes`. */
export const PROM_RANGE_POINTS = 60;
/**
 * Above this many hosts the fleet query asks for every dcgm series and keeps ours: with 1,000 hosts a regex of
 * every name made Prometheus 2.42 answer in 1.0–1.6 s instead of 0.4–0.6 s (8,000 GPUs, a quiet 2-core machine).
 */
export const PROM_FILTER_MAX_HOSTS = 100;
