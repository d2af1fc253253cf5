import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// llama-box (GPUStack's llama.cpp server) prints its argv after an empty line as it starts, then version, compiler, target
// (gpustack/gpustack#1646, #2704): the process's first lines.
describe("llama-box's `arguments  :` line", () => {
  it('proves the start of the run', () => {
    expect(readStories([
      '0.00.000.337 I ',
      '0.00.000.342 I arguments  : /opt/gpustack/bin/llama-box/llama-box --host 0.0.0.0 --gpu-layers 62 --port 41021 --model /models/m.gguf',
      '0.00.000.343 I version    : v0.0.117 (315b735)',
      '0.00.001.735 I srv                      main: listening, hostname = 0.0.0.0, port = 41021, n_threads = 3 + 2',
      '0.00.003.252 I srv                      main: loading model',
    ], 2025, true)).toEqual([{ engine: 'llamacpp', outcome: 'running', fatal: null, phases: ['spawned', 'loading_weights'] }]);
  });
});
