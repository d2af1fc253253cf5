import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vllm-project/vllm#57853: a weight update copied into memory the sleeping engine had unmapped; the engine core died of SIGSEGV.
describe("PyTorch's fatal-signal banner names the crash", () => {
  it("is the cause, not the API server's EngineDeadError that wraps it", () => {
    const lines = [
      '!!!!!!! Segfault encountered !!!!!!!',
      '  File "<unknown>", line 0, in cuMemcpyDtoDAsync_v2',
      '  File "<unknown>", line 0, in cudaMemcpyAsync',
      '(APIServer) WARNING [core_client.py:803] [shutdown] MPClient: engine core exited unexpectedly; starting cleanup',
      '(APIServer) ERROR [async_llm.py:858] vllm.v1.engine.exceptions.EngineDeadError',
    ];
    const got = readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);
    expect(got).toEqual([['vllm', 'failed', '!!!!!!! Segfault encountered !!!!!!!']]);
  });
});
