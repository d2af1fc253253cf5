import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama 0.30+ (llm/llama_server.go) reports its llama-server runner's exit as `llama-server terminated`: the runner died
// mid-request, `ollama serve` answers with a 500 and lives (ollama/ollama#17026, time and level elided by the reporter).
describe('llama-server terminated, said by ollama serve', () => {
  it("is the runner's death, not the server's end, and the CUDA error stays the cause", () => {
    const [a] = readAttempts(
      [
        '/build/llama-server-cuda_v13/_deps/llama_cpp-src/ggml/src/ggml-cuda/ggml-cuda.cu:103: CUDA error',
        'CUDA error: unspecified launch failure',
        '#13 server_context_impl::update_slots()',
        'llama_server.go:864 msg="llama-server terminated" error="signal: aborted (core dumped)"',
      ],
      2026,
    );
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['ollama', 'running', 'CUDA error: unspecified launch failure']);
    expect(a!.phases.map((p) => p.name)).not.toContain('failed');
  });
});
