import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

describe("Triton's TensorRT-LLM backend answering one request with an error", () => {
  // inflight_batcher_llm ModelInstanceState::sendTritonResponse: `Encountered error for requestId N: <msg>`, then the error
  // is that request's final response; the batch manager steps on.
  it('names the server and proves it was serving; a step error answered to its request is no cause', () => {
    expect(
      read([
        '[TensorRT-LLM][ERROR] Encountered an error in forward function: std::bad_cast',
        '[TensorRT-LLM][ERROR] Encountered error for requestId 1804289384: Encountered an error in forward function: std::bad_cast',
        '[TensorRT-LLM][WARNING] Step function failed, continuing.',
      ]),
    ).toEqual([['triton', 'ready', ['ready'], null]]);
  });

  // WorkItemsQueue::stopWorkItem throws it for a stop request whose id is neither pending nor in progress; enqueue() catches
  // it and sendEnqueueResponse logs it and answers that stop request: a client's stop came through the endpoints.
  it('reads a stop request for a finished request as serving, not as a cause', () => {
    expect(read(["[TensorRT-LLM][ERROR] Received stop request for requestId 7772708 but it's not active (might be completed already)."])).toEqual([
      ['triton', 'ready', ['ready'], null],
    ]);
  });

  it('keeps a CUDA error answered to a request as the cause that lasts', () => {
    const [a] = read(['[TensorRT-LLM][ERROR] Encountered error for requestId 7: Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] CUDA runtime error in cudaMemcpyAsync(dst, src): an illegal memory access was encountered (/x/bufferManager.cpp:1)']);
    expect(a!.slice(0, 3)).toEqual(['triton', 'running', ['ready']]);
    expect(a![3]).toContain('illegal memory access');
  });

  it('leaves near-miss lines alone', () => {
    // TensorRT-LLM's own runtime (trtllm-serve, run.py) prints no such line: its errors do not tell Triton.
    expect(read(['[TensorRT-LLM][ERROR] Assertion failed: Unable to get batch slot for reqId (/x/trtGptModelInflightBatching.cpp:1161)'])[0]![0]).toBe('unknown');
    // Another server's words about a request id are not the backend's.
    expect(read(['ERROR: Encountered error for requestId abc: timeout'])[0]?.[0] ?? 'unknown').toBe('unknown');
    expect(read(['Received stop request for requestId 5 but it was ignored'])[0]?.[0] ?? 'unknown').toBe('unknown');
  });
});
