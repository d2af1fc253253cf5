import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null, a.phases.map((p) => p.name)]);

describe("llama-server's media chunk opening line is a server at work", () => {
  // ggml-org/llama.cpp#13414: a big image's encoder buffer does not fit; the server was serving when it died.
  it('an image chunk that kills the encoder ends a served attempt, the out-of-memory its cause', () => {
    const [a] = read([
      'srv  process_chun: processing image...',
      'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 4514.05 MiB on device 0: cudaMalloc failed: out of memory',
      'ggml_gallocr_reserve_n: failed to allocate CUDA0 buffer of size 4733328896',
      '/devel/tools/llama.cpp/ggml/src/ggml-backend.cpp:1662: GGML_ASSERT(x) failed',
    ]);
    expect(a![0]).toBe('llamacpp');
    expect(a![1]).toBe('failed');
    expect(String(a![2])).toContain('cudaMalloc failed: out of memory');
    expect(a![3]).toEqual(['ready', 'failed']);
  });

  it('alone, the opening line is a serving server; other words after process_chun are not', () => {
    expect(read(['srv  process_chun: processing image...'])[0]!.slice(0, 2)).toEqual(['llamacpp', 'ready']);
    expect(read(['srv  process_chun: processing audio...'])[0]!.slice(0, 2)).toEqual(['llamacpp', 'ready']);
    expect(read(['srv  process_chun: processing image'])[0]![1]).not.toBe('ready');
  });
});
