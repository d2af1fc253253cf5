import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// Real line: triton-inference-server/vllm_backend#90 (2025). The dead-engine line below is written after vllm_backend's
// src/model.py (`[vllm] Error generating stream: {e}`) with the str() of vLLM's V1 EngineDeadError and V0's AsyncEngineDeadError.
describe("the vLLM backend's error in one request", () => {
  it('proves the server was serving and is answered, not a cause', () => {
    expect(read(['E0717 09:56:34.965292 80494 model.py:507] "[vllm] Error generating stream: type object \'c_python_backend_utils.Logger\' has no attribute \'log_warning\'"'])).toEqual([
      ['triton', 'ready', ['ready'], null],
    ]);
  });

  it("names vLLM's dead engine as a cause that lasts: every later request fails", () => {
    const [a] = read(['E0717 09:56:34.965292 80494 model.py:507] "[vllm] Error generating stream: EngineCore encountered an issue. See stack trace (above) for the root cause."']);
    // V1's text only points at the engine core's traceback above it (a vLLM wrapper): no longer ready, but no cause named here.
    expect(a).toEqual(['triton', 'running', ['ready'], null]);
    const [b] = read(['E0717 09:56:34.965292 80494 model.py:507] "[vllm] Error generating stream: Background loop has errored already."']);
    expect(b).toEqual(['triton', 'running', ['ready'], '[vllm] Error generating stream: Background loop has errored already.']);
  });
});
