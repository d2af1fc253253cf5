import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_abort writes `<file>:<line>: ` and then its message; a page that wrapped the line there shows the location alone,
// ending in its colon, and the message on the next line (a forge issue about a DeepSeek-V4-Flash llama.cpp fork).
const CUT = ['/home/agent/ai-agent/llama.cpp-deepseek-v4-flash/ggml/src/ggml-cuda/concat.cu:217:', 'GGML_ABORT("Invalid dim: %d", dim)', '#3 ggml_cuda_op_concat(ggml_backend_cuda_context&, ggml_tensor*)'];

describe("ggml's abort location cut from its message", () => {
  it('ends the server, and the headline takes the message from the next line', () => {
    const [a] = readAttempts(CUT, 2026);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(a!.fatal?.headline).toBe('/home/agent/ai-agent/llama.cpp-deepseek-v4-flash/ggml/src/ggml-cuda/concat.cu:217: GGML_ABORT("Invalid dim: %d", dim)');
  });

  it("a compiler's include trail naming a ggml header is not it", () => {
    const [a] = readAttempts(['In file included from /src/llama.cpp/ggml/src/ggml-impl.h:12:', 'slot update_slots: id  0 | task 5 | prompt done'], 2026);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'ready']);
  });
});
