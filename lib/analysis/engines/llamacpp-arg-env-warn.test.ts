import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// common_params_parse() (common/arg.cpp) prints `warn: LLAMA_ARG_<X> environment variable is set, but will be overwritten by
// command line argument <flag>` to stderr as it reads the command line, before anything loads, once per such variable: a
// llama.cpp process starting (noonghunna/club-3090#913: a container's next run after `exiting due to model loading error`).
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.entryCount]);

const FAILED = [
  "0.00.562.007 E srv    load_model: failed to load model, '/models/m.gguf'",
  '0.00.562.903 E srv  llama_server: exiting due to model loading error',
];
const WARN_HOST = 'warn: LLAMA_ARG_HOST environment variable is set, but will be overwritten by command line argument --host';
const WARN_PORT = 'warn: LLAMA_ARG_PORT environment variable is set, but will be overwritten by command line argument --port';
const VERBOSITY = '0.00.406.415 I cmn  common_param: common_params_print_info: verbosity = 3 (adjust with the `-lv N` CLI arg)';

describe("common's notice of an overridden LLAMA_ARG_ variable", () => {
  it('opens the next run after a failed one, and names llama.cpp', () => {
    expect(read([...FAILED, WARN_HOST, WARN_PORT, VERBOSITY])).toEqual([
      ['llamacpp', 'failed', 2],
      ['llamacpp', 'running', 3],
    ]);
  });

  it('names llama.cpp by itself', () => {
    expect(read([WARN_HOST])[0]![0]).toBe('llamacpp');
  });
});
