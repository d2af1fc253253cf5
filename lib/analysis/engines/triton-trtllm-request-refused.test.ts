import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

describe("TensorRT-LLM's batch manager refusing one request it fetched", () => {
  // GptManager::fetchNewRequests (batch_manager/GptManager.cpp, under Triton's inflight_batcher_llm) throws for one request whose
  // prompt does not fit the engine; the logger prints it with its stack, the backend answers that request with it and the loop
  // fetches on (replicate/replicate-python#264).
  it('names the server and proves it was serving; the refusal is no cause', () => {
    expect(
      read([
        '[TensorRT-LLM][ERROR] Cannot process new request: Prompt length (1240) exceeds maximum input length (1024). (/home/jenkins/agent/workspace/LLM/main/L0_PostMerge/llm/cpp/tensorrt_llm/batch_manager/GptManager.cpp:246)',
        '1       0x7f2d5e9b41cd /app/inflight_batcher_llm/../tensorrt_llm/cpp/build/tensorrt_llm/libtensorrt_llm.so(+0x7f61cd) [0x7f2d5e9b41cd]',
        '2       0x7f2d609dbe17 tensorrt_llm::batch_manager::GptManager::fetchNewRequests() + 423',
        '3       0x7f2d609dda98 tensorrt_llm::batch_manager::GptManager::decoupled_execution_loop() + 232',
      ]),
    ).toEqual([['triton', 'ready', ['ready'], null]]);
  });

  // The Executor's fetchNewRequests (executorImpl.cpp) catches what one request threw, logs `Encountered an error when fetching
  // new request: …` and enqueues that request's error response: under a Triton that started, it is that request's failure.
  it("reads the Executor's refusal under a started Triton as serving, not as a cause", () => {
    expect(
      read([
        'I0813 10:00:00.000000 1 grpc_server.cc:2519] Started GRPCInferenceService at 0.0.0.0:8001',
        'I0813 10:00:00.000001 1 http_server.cc:4623] Started HTTPService at 0.0.0.0:8000',
        '[TensorRT-LLM][ERROR] Encountered an error when fetching new request: Prompt length (200) exceeds maximum input length (1). (/tmp/executorImpl.cpp:1)',
      ]),
    ).toEqual([['triton', 'ready', ['ready'], null]]);
  });

  it('leaves near-miss lines alone', () => {
    // The Executor runs under trtllm-serve too: its words alone do not tell Triton.
    expect(read(['[TensorRT-LLM][ERROR] Encountered an error when fetching new request: Prompt length (200) exceeds maximum input length (1).'])[0]![0]).toBe('unknown');
    // Another program's words about a request it could not process are not the batch manager's.
    expect(read(['ERROR: Cannot process new request: queue full'])[0]?.[0] ?? 'unknown').toBe('unknown');
    // A stop or a step error is not a refusal of a fetched request.
    expect(read(['[TensorRT-LLM][ERROR] Assertion failed: Unable to get batch slot for reqId (/x/trtGptModelInflightBatching.cpp:1161)'])[0]![0]).toBe('unknown');
  });
});
