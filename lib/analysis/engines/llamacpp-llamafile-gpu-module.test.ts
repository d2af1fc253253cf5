import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llamafile sets up its GPU module before it reads a model and falls back to the CPU when a backend library will not open
// (mozilla-ai/llamafile#531: a systemd unit whose wrapper script's ident is on every line).
const INIT = 'import_cuda_impl: initializing gpu module...';
const ROCM_NOTE = 'get_rocm_bin_path: note: hipcc not found on $PATH';
const ROCM_DSO = 'link_cuda_dso: note: dynamically linking ./.llamafile/v/0.8.11/ggml-rocm.so';
const ROCM_WARN = 'link_cuda_dso: warning: libamdhip64.so.6: cannot open shared object file: No such file or directory: failed to load library';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null, a!.phases.map((p) => p.name)];
};

describe("llamafile's GPU module lines", () => {
  it('tell llama.cpp, with no phase: the module starting finds no device', () => {
    expect(read([INIT, ROCM_NOTE, ROCM_DSO, ROCM_WARN])).toEqual(['llamacpp', 'running', null, []]);
  });

  it('read the same under a journal ident', () => {
    const j = (m: string) => `Aug 08 18:42:12 host run_llamafile.sh[50781]: ${m}`;
    expect(read([j(INIT), j(ROCM_DSO), j(ROCM_WARN)])).toEqual(['llamacpp', 'running', null, []]);
  });

  it('take a backend library that will not open as no cause: the server goes on on the CPU', () => {
    expect(read([ROCM_DSO, ROCM_WARN])).toEqual(['llamacpp', 'running', null, []]);
  });
});
