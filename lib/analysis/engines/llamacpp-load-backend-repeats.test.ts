import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// common_params_parser_init() (common/arg.cpp) calls ggml_backend_load_all() each time it runs, and ggml logs
// `load_backend: loaded <name> backend from <path>` for every backend it loads: llama-server in router mode parses its own
// arguments and each preset source with it, so one process prints the lines several times (ggml-org/llama.cpp#21747). A
// repeat is the same process; a new process shows by its once-per-process lines (build_info, system_info, verbosity).
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.entryCount]);

const BACKENDS = [
  'load_backend: loaded RPC backend from /app/libggml-rpc.so',
  'load_backend: loaded SYCL backend from /app/libggml-sycl.so',
  'load_backend: loaded CPU backend from /app/libggml-cpu-haswell.so',
];
const WARN_HOST = 'warn: LLAMA_ARG_HOST environment variable is set, but will be overwritten by command line argument --host';
const START = ['build_info: b9249-e673e8539', 'system_info: n_threads = 24 (n_threads_batch = 24) / 24 | CPU : SSE3 = 1 | AVX2 = 1 | ', 'init: using 23 threads for HTTP server'];
const PRESETS = ['srv   load_models: Loaded 8 cached model presets', 'srv   load_models: Loaded 0 local model presets from /models'];
const FAILED = ["E srv    load_model: failed to load model, '/models/m.gguf'", 'srv  llama_server: exiting due to model loading error'];

describe("ggml's load_backend lines printed again by one llama-server process", () => {
  it('stay in one run when the router parses its presets', () => {
    expect(read([...BACKENDS, WARN_HOST, ...BACKENDS, ...START, ...BACKENDS, ...BACKENDS, ...PRESETS])).toEqual([['llamacpp', 'running', 18]]);
  });

  it("open the next run once the run's end was seen (at the CPU backend's line, the one every build loads)", () => {
    expect(read([...BACKENDS, WARN_HOST, ...START, ...FAILED, ...BACKENDS, ...START]).map((r) => [r[1], r[2]])).toEqual([
      ['failed', 11],
      ['running', 4],
    ]);
  });
});
