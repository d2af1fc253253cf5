import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Jan raises LLAMA_CPP_PROCESS_ERROR when the llama-server it spawned exits, and reports the code and message first, the
// process's captured stderr under `Details:` (janhq/jan#6961).
const report = 'LLAMA_CPP_PROCESS_ERROR: The model process encountered an unexpected error.';
const stderr = [
  'ggml_metal_device_init: GPU name:   Apple M3 Ultra',
  'main: setting n_parallel = 4 and kv_unified = true',
  'build: 1 (29ef746) with Apple clang version 14.0.0 (clang-1400.0.29.202) for arm64-apple-darwin21.6.0',
  'main: binding port with default address family',
];

describe("Jan's LLAMA_CPP_PROCESS_ERROR report", () => {
  it('ends the one run whose output it quotes below it', () => {
    expect(readStories([report, '', 'Details:', ...stderr], 2025, true)).toEqual([
      { engine: 'llamacpp', outcome: 'failed', fatal: report, phases: ['spawned', 'failed'] },
    ]);
  });

  it('not its other messages under the same code (an unload it could not do)', () => {
    const [story] = readStories(['LLAMA_CPP_PROCESS_ERROR: Could not auto-unload model "a" before loading "b".', ...stderr], 2025);
    expect(story!.outcome).toBe('running');
  });
});
