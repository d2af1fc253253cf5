import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama's Go runner runs ggml through cgo: a signal taken in ggml ends in Go's dump with `signal arrived during cgo
// execution` (ollama/ollama#7590). The runner died; `ollama serve` lives on.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome];
};

describe("Go's cgo signal dump after ggml's abort", () => {
  it("is Ollama's runner dying, not a llama-server", () => {
    expect(read(['ggml.c:6712: GGML_ASSERT(a->ne[2] == b->ne[2]) failed', 'SIGSEGV: segmentation violation', 'PC=0x714f1e459a1f m=5 sigcode=1 addr=0x714deb802018', 'signal arrived during cgo execution'])).toEqual(['ollama', 'running']);
  });

  it('without it the abort is llama-server dying', () => {
    expect(read(['ggml.c:6712: GGML_ASSERT(a->ne[2] == b->ne[2]) failed'])).toEqual(['llamacpp', 'failed']);
  });
});
