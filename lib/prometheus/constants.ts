import 'server-only';

/** The fleet query for 1,000 hosts × 8 GPUs is ~10 MB; anything past this is not a dcgm answer we want. */
export const PROM_MAX_BYTES = 64 * 1024 * 1024;
/** Points of a sparkline over `rangeMinutes`. */
export const PROM_RANGE_POINTS = 60;
