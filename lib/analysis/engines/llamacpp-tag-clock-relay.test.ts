import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// A program that relays its llama-server child's lines behind its tag and an elapsed clock, both bracketed and unspaced
// (gudrob/godot-ai-rpg#5: `[LLAMA][00:00:01:169] llm_load_tensors: …`).
describe('a `[TAG][hh:mm:ss:mmm] ` relay of llama-server', () => {
  it("reads the line after it as the server's", () => {
    expect(readStories([
      '[LLAMA][00:00:01:123] llm_load_print_meta: model type       = 8B',
      '[LLAMA][00:00:01:169] ggml_backend_metal_log_allocated_size: allocated buffer, size =  8137.66 MiB, ( 8137.72 / 49152.00)',
      '[LLAMA][00:00:01:169] llm_load_tensors: offloaded 33/33 layers to GPU',
    ], 2024)).toEqual([{ engine: 'llamacpp', outcome: 'running', fatal: null }]);
  });
});
