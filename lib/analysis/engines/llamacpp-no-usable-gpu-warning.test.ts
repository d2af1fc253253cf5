import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// common/arg.cpp's handler of `-ngl`/`--gpu-layers` warns when llama_supports_gpu_offload() finds no device (`warning: no
// usable GPU found, --gpu-layers option will be ignored`): llama.cpp's common argument parser, which llama-server and the other
// tools built on it run; Ollama's runner parses its own flags. A systemd unit's start at boot before nvidia-uvm is ready shows
// only ggml's failed init and this warning (ggml-org/llama.cpp#27923).
const NO_GPU = 'ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected';
const WARNING = 'warning: no usable GPU found, --gpu-layers option will be ignored';

describe("common's warning that --gpu-layers goes unused", () => {
  it('names llama.cpp for a start that shows only it and ggml’s failed init', () => {
    const [a] = readAttempts([NO_GPU, WARNING], 2026);
    expect([a!.engine, a!.outcome, a!.fatal?.headline ?? null]).toEqual(['llamacpp', 'running', NO_GPU]);
  });

  it('names llama.cpp alone too, and ends nothing', () => {
    const [a] = readAttempts([WARNING], 2026);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'running']);
  });

  it('is not read in another flag’s words', () => {
    const [a] = readAttempts(['warning: no usable GPU found, please check your drivers'], 2026);
    expect(a?.engine ?? 'unknown').toBe('unknown');
  });
});
