import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2023);

// Ollama 0.1.x's llm/llama.go tries its runner variants in turn: a runner that dies of ggml's CUDA check is followed by the
// same server starting the next variant (the CPU one), not by a new server.
const CUDA_RUNNER_DIES = [
  '2023/11/11 16:00:46 routes.go:696: Listening on 127.0.0.1:11434 (version 0.1.9)',
  '2023/11/11 16:02:42 llama.go:415: starting llama runner',
  '2023/11/11 16:02:42 llama.go:473: waiting for llama runner to start responding',
  'CUDA error 3 at /go/src/github.com/jmorganca/ollama/llm/llama.cpp/gguf/ggml-cuda.cu:5661: initialization error',
  '2023/11/11 16:02:43 llama.go:438: error starting llama runner: llama runner process has terminated',
  '2023/11/11 16:02:43 llama.go:415: starting llama runner',
];

describe("Ollama: the next runner after a runner's ggml abort is the same server's", () => {
  it('keeps one attempt, running, with the dead runner named', () => {
    const [a, more] = read(CUDA_RUNNER_DIES);
    expect(more).toBeUndefined();
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', CUDA_RUNNER_DIES[3]]);
  });

  it("the server's own death before a runner start still makes that start a new server's", () => {
    const attempts = read([
      ...CUDA_RUNNER_DIES.slice(0, 3),
      'github.com/jmorganca/ollama/gpu._Cfunc_cuda_init(0x7180f4000b70, 0xc000490500)',
      '2023/11/11 16:03:00 llama.go:415: starting llama runner',
    ]);
    expect(attempts).toHaveLength(2);
  });
});
