/** Non-empty lines detectFormat looks at. */
export const DETECT_SAMPLE_LINES = 50;
/** Share of sampled lines with a vLLM prefix from which bare output counts as `vllm` rather than `cat`. */
export const VLLM_MIN_SHARE = 0.2;
/** Distinct values one parse shares; beyond this, values are kept as parsed. */
export const POOL_LIMIT = 4096;

/** The narrowest terminal (80 columns): a row at least this long may be a record a terminal wrapped, its rest on the rows after it. */
export const WRAP_MIN_WIDTH = 80;
/** The most rows one wrapped record is taken to fill after its first (a long argv at 80 columns). */
export const WRAP_MAX_ROWS = 12;
