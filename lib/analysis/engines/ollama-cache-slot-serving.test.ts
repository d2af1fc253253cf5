import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The runner's cache.go LoadCacheSlot logs `loading cache slot` (DEBUG) when a request takes a slot on the loaded model:
// the model served, whatever kills the runner next (ollama/ollama#9567, a 96k-token prompt then a CUDA OOM).
describe("the runner's cache slot for a request", () => {
  it('marks the attempt as having served before the runner died', () => {
    const [a] = readAttempts([
      'time=2025-03-07T08:41:43.913Z level=DEBUG source=cache.go:104 msg="loading cache slot" id=0 cache=0 prompt=95938 used=0 remaining=95938',
      'CUDA error: out of memory',
      '  current device: 2, in function alloc at //ml/backend/ggml/ggml/src/ggml-cuda/ggml-cuda.cu:445',
      '  cuMemCreate(&handle, reserve_size, &prop, 0)',
      '//ml/backend/ggml/ggml/src/ggml-cuda/ggml-cuda.cu:73: CUDA error',
    ]);
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['ollama', 'running', ['ready']]);
    expect(a!.fatal?.headline).toContain('CUDA error: out of memory');
  });
});
