import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// tools/mtmd's clip.cpp reserves the projector's compute buffers for its warm-up image and ignores the result: the server loads
// on (ggml-org/llama.cpp#18181, whose lines these are). The same allocation failure outside that warm-up is the run's own.
const LOADER = 'clip_model_loader: has vision encoder';
const WARMUP = 'warmup: warmup with image size = 1472 x 1472';
const OOM = 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 372.08 MiB on device 0: cudaMalloc failed: out of memory';
const GALLOC = 'ggml_gallocr_reserve_n_impl: failed to allocate CUDA0 buffer of size 390156544';
const REPORT = 'alloc_compute_meta: graph splits = 1, nodes = 853';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("llama.cpp's vision projector warm-up", () => {
  it('names no cause for the allocation it failed and went on after', () => {
    expect(read([LOADER, WARMUP, OOM, GALLOC, REPORT])).toEqual(['llamacpp', 'running', null]);
  });

  it('still names an allocation failure after its report', () => {
    expect(read([LOADER, WARMUP, REPORT, OOM, GALLOC])[2]).toContain('cudaMalloc failed: out of memory');
  });

  it('still names one printed before the projector loads', () => {
    expect(read(['load_tensors: offloaded 62/62 layers to GPU', OOM, GALLOC, LOADER, WARMUP])[2]).toContain('cudaMalloc failed: out of memory');
  });
});
