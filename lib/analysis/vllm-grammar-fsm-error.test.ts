import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// XgrammarGrammar.accept_tokens (v1/structured_output/backend_xgrammar.py) logs a request's rejected token at ERROR and returns
// False: one request's structured output goes wrong while the engine core keeps decoding the others (vllm-project/vllm#22483).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal?.headline ?? null];
};

describe('vLLM structured-output FSM errors', () => {
  it("a request's rejected token proves the engine was serving, and is no cause", () => {
    const line = (token: number) =>
      `(EngineCore_DP0 pid=90) ERROR 10-02 11:00:01 [backend_xgrammar.py:160] Failed to advance FSM for request chatcmpl-1f2e for tokens ${token}. Please file an issue.`;
    expect(read([line(410), line(77)])).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it('the engine core dying after it still fails the attempt', () => {
    expect(
      read([
        '(EngineCore_DP0 pid=90) ERROR 10-02 11:00:01 [backend_xgrammar.py:160] Failed to advance FSM for request chatcmpl-1f2e for tokens 410. Please file an issue.',
        '(APIServer pid=1) ERROR 10-02 11:00:02 [core_client.py:564] Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.',
      ])[1],
    ).toBe('failed');
  });
});

// A NIXL prefill worker frees the KV blocks of a request no decoder fetched (kv_connector/v1/nixl_connector.py get_finished):
// that request's prefill ran, so the server was serving; the warning is per request (llm-d/llm-d#191).
describe('vLLM NIXL expired KV blocks', () => {
  it('proves the prefill instance served, and is no cause', () => {
    expect(
      read([
        '(APIServer pid=32) (EngineCore_0 pid=296) (VllmWorker TP0 pid=302) WARNING 09-07 11:25:27 [nixl_connector.py:1049] Releasing expired KV blocks for request cmpl-92-0 which were retrieved by 0 decode worker(s) within 120 seconds.',
        '(APIServer pid=32) (EngineCore_0 pid=296) (VllmWorker TP1 pid=304) WARNING 09-07 11:25:28 [nixl_connector.py:1049] Releasing expired KV blocks for request cmpl-5d-0 which were retrieved by 1 remote worker(s) before lease expired.',
      ]),
    ).toEqual(['vllm', 'ready', ['ready'], null]);
  });
});
