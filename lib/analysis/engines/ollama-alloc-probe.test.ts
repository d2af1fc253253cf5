import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama ≥ 0.12 sizes a load by trial: `load request="{Operation:alloc …}"` asks the runner to allocate a layout, the runner answers
// an out-of-memory with a failed answer (allocModel recovers ml.ErrNoMem) and the server tries a smaller layout or a backoff; only
// the commit's failure and the server's own give-up end the load (lines from ollama/ollama#13303 and #13235).
const request = (operation: string, layers: number) =>
  `time=2025-12-02T17:06:47.184-05:00 level=INFO source=runner.go:1271 msg=load request="{Operation:${operation} LoraPath:[] Parallel:1 BatchSize:512 FlashAttention:false KvSize:4096 KvCacheType: NumThreads:8 GPULayers:${layers}[ID:GPU-f8657c39 Layers:${layers}(3..39) ] MultiUserCache:false ProjectorPath: MainGPU:0 UseMmap:false}"`;
const CUDA_OOM = 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9220.57 MiB on device 0: cudaMalloc failed: out of memory';
const GALLOCR = 'ggml_gallocr_reserve_n: failed to allocate CUDA0 buffer of size 9668469760';
const BACKOFF = 'time=2025-11-25T06:44:10.202+02:00 level=INFO source=server.go:824 msg="model layout did not fit, applying backoff" backoff=0.60';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("Ollama's trial allocations of a layout", () => {
  it("a runner's out-of-memory in a trial the server goes on after is no cause", () => {
    expect(read([request('alloc', 37), CUDA_OOM, GALLOCR, request('alloc', 36), CUDA_OOM])).toEqual(['ollama', 'running', null]);
  });

  it("nor one above the window's first trial, or before the server's backoff", () => {
    expect(read([CUDA_OOM, GALLOCR, request('alloc', 37)])).toEqual(['ollama', 'running', null]);
    expect(read([CUDA_OOM, GALLOCR, BACKOFF])).toEqual(['ollama', 'running', null]);
  });

  it("the commit's out-of-memory is the load's cause", () => {
    expect(read([request('alloc', 36), request('commit', 36), CUDA_OOM])).toEqual(['ollama', 'running', CUDA_OOM]);
  });

  it('a trial does not excuse what is not an allocation failure', () => {
    const assert = '//ml/backend/ggml/ggml/src/ggml.c:1542: GGML_ASSERT(type >= 0 && type < GGML_TYPE_COUNT) failed';
    expect(read([request('alloc', 37), assert])[2]).toContain('GGML_ASSERT');
  });
});
