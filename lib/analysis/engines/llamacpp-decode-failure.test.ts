import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("llama.cpp's decode failures name llama.cpp, whatever program links it", () => {
  // LostRuins/koboldcpp#1535: KoboldCpp's prompt progress, then llama-context.cpp's decode and llama_decode giving the batch up.
  it('a KV cache with no room for the batch is a request lost, the server lives', () => {
    expect(read(['decode: failed to find KV cache slot for ubatch of size 454', 'llama_decode: failed to decode, ret = 1'])).toEqual([['llamacpp', 'running', null]]);
    expect(read(['decode: failed to find a memory slot for batch of size 1024'])[0]![0]).toBe('llamacpp');
  });

  it("KoboldCpp's own prompt progress is llama.cpp's (the fork it runs)", () => {
    expect(read(['Processing Prompt [BLAS] (454 / 454 tokens)'])[0]![0]).toBe('llamacpp');
    expect(read(['Processing Prompt (1 / 1 tokens)'])[0]![0]).toBe('llamacpp');
    // Another program's progress sentence in other words is not.
    expect(read(['Processing prompt 3 of 10'])[0]![0]).toBe('unknown');
  });

  // ggml-org/llama.cpp#14111: an image that finds no room in the KV cache; process_chunk's timing line is the server at work.
  it("the server's image chunk timing is a loaded model serving, its failed decode no cause", () => {
    expect(read(['failed to decode image', 'decode: failed to find a memory slot for batch of size 256', 'srv  process_chun: image processed in 31744 ms'])).toEqual([['llamacpp', 'ready', null]]);
  });
});

describe("llama.cpp's decode redirected to encode", () => {
  // ollama/ollama#11017, MemTensor/MemOS#103: an embedding model (no KV memory) makes llama_context::decode warn and encode instead.
  it('names llama.cpp and fails nothing, in either wording', () => {
    expect(read(Array(3).fill('decode: cannot decode batches with this context (use llama_encode() instead)'))).toEqual([['llamacpp', 'running', null]]);
    expect(read(['decode: cannot decode batches with this context (calling encode() instead)'])).toEqual([['llamacpp', 'running', null]]);
  });
});
