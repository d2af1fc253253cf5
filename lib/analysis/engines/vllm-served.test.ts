import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vLLM's OpenAI request models log a client's unknown fields while parsing its request (vllm-project/guidellm#269, charmbracelet/crush#611).
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal];
};

describe('vLLM ignored request fields', () => {
  it("a request's ignored fields prove the API server was taking requests, and are no cause", () => {
    const line = "WARNING 08-09 20:50:05 [protocol.py:58] The following fields were present in the request but ignored: {'max_completion_tokens'}";
    expect(outcome([line, line])).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it('the words in a client-side message quoting them prove nothing', () => {
    expect(outcome(['INFO 08-09 20:50:04 [api_server.py:1] vLLM API server version 0.10.0', "note: The following fields were present in the request but ignored: {'x'}"])[1]).toBe('running');
  });
});

// V0's MQ client gives ENGINE_DEAD_ERROR only to requests (vllm-project/vllm#15039, LMCache/LMCache#411).
describe("V0's MQEngineDeadError", () => {
  const dead =
    "ERROR 03-19 10:55:18 [serving_chat.py:677] vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: OutOfMemoryError('CUDA out of memory. Tried to allocate 128.00 MiB.').";

  it('is a request answered by a server that was up, whose engine is dead', () => {
    const [engine, outcomeOf, phases, fatal] = outcome([dead]);
    expect([engine, outcomeOf, phases]).toEqual(['vllm', 'failed', ['ready', 'failed']]);
    expect((fatal as { headline: string }).headline).toContain('CUDA out of memory. Tried to allocate 128.00 MiB');
  });

  it('a start-up that failed before serving gets no ready from other dead-engine words', () => {
    const got = outcome(['INFO 03-19 10:50:00 api_server.py:912] vLLM API server version 0.8.1', "ERROR 03-19 10:51:00 engine.py:400] RuntimeError('Engine process (pid 77) died.')"]);
    expect(got[2]).not.toContain('ready');
  });
});

// V1 fans a request with n > 1 out into children `<index>_<parent id>` (v1/engine/parallel_sampling.py get_child_info),
// and AsyncLLM logs `Added request <child id>.` for each (vllm-project/vllm#17276).
describe("V1's parallel-sampling children", () => {
  it("a child of a handler's request proves the API server was serving", () => {
    const added = 'INFO 04-28 02:37:03 [async_llm.py:252] Added request 13_chatcmpl-c78d39a6d1d8469f90f3bda9bd41ca6a.';
    expect(outcome([added]).slice(0, 3)).toEqual(['vllm', 'ready', ['ready']]);
  });

  it("the offline LLM class's numbered children are no served request", () => {
    const got = outcome(['INFO 04-28 02:37:00 [api_server.py:1] vLLM API server version 0.8.5', 'INFO 04-28 02:37:03 [async_llm.py:252] Added request 3_12.']);
    expect(got[2]).not.toContain('ready');
  });
});
