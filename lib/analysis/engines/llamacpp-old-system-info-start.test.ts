import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// The server before 2024-10: main() logs `build info`, then `system info`, before it loads anything (llama.cpp#8775's paste
// lost the first line's `I`, so only `system info` is whole).
describe("the old server's `system info` line", () => {
  it('proves the start when the `build info` line above it is lost', () => {
    expect(readStories([
      'NFO [                    main] build info | tid="0x105428580" timestamp=1722350460 build=3491 commit="140074bb"',
      'INFO [                    main] system info | tid="0x105428580" timestamp=1722350460 n_threads=4 n_threads_batch=-1 total_threads=8 system_info="NEON = 1 | ARM_FMA = 1 | BLAS = 1 | "',
      'llama_model_loader: loaded meta data with 19 key-value pairs and 291 tensors from models/llama-2-7b-chat.q4_K_M.gguf (version GGUF V2)',
    ], 2024, true)).toEqual([{ engine: 'llamacpp', outcome: 'running', fatal: null, phases: ['spawned', 'loading_weights'] }]);
  });

  it('is one start with the `build info` above it', () => {
    expect(readStories([
      'INFO [                    main] build info | tid="0x1" timestamp=1722350460 build=3491 commit="140074bb"',
      'INFO [                    main] system info | tid="0x1" timestamp=1722350460 n_threads=4 n_threads_batch=-1 total_threads=8 system_info="NEON = 1 | "',
    ], 2024, true)).toEqual([{ engine: 'llamacpp', outcome: 'running', fatal: null, phases: ['spawned'] }]);
  });
});
