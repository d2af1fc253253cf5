/** Non-empty lines detectFormat looks at. */
export const DETECT_SAMPLE_LINES = 50;
/** Share of sampled lines with a vLLM prefix from which bare output counts as `vllm` rather than `cat`. */
export const VLLM_MIN_SHARE = 0.2;
/** Distinct values one parse shares; beyond this, values are kept as parsed. */
export const POOL_LIMIT = 4096;
