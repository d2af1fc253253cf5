import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// Real line: triton-inference-server/tensorrtllm_backend#488 (2024): the Python stub's answer to requests whose execute() went
// wrong, pasted without its severity letter. The CUDA line's shape is pb_stub.cc's message with torch's CUDA error in it.
const DECOUPLED =
  '0603 11:27:18.631800 29219 pb_stub.cc:751] "Failed to process the request(s) for model \'tensorrt_llm_0_0\', message: Python model \'tensorrt_llm_0_0\' is using the decoupled mode and the execute function must return None."';

describe("the Python stub's failed request", () => {
  it('is read as Triton even without the severity letter, and proves the server was serving; one request is not its cause', () => {
    expect(read([DECOUPLED])).toEqual([['triton', 'ready', ['ready'], null]]);
  });

  it('reads the same with the letter', () => {
    expect(read([`E${DECOUPLED}`])).toEqual([['triton', 'ready', ['ready'], null]]);
  });

  it("keeps a CUDA error under the model's requests as the cause: the stub's CUDA context is gone", () => {
    const [a] = read([
      "E0724 06:29:07.070951 1 pb_stub.cc:736] \"Failed to process the request(s) for model 'gemma3_0_0', message: RuntimeError: CUDA error: an illegal memory access was encountered\"",
    ]);
    expect(a![0]).toBe('triton');
    expect(a![3]).toContain('CUDA error: an illegal memory access was encountered');
  });

  it('does not take a letterless stamp before a file Triton does not have, nor the words without a model', () => {
    expect(read(['0603 11:27:18.631800 29219 runner.cc:751] "Failed to process the request(s) for model \'m\', message: boom"']).map((a) => a[0])).not.toContain('triton');
    expect(read(['E0603 11:27:18.631800 29219 pb_stub.cc:751] "Failed to process the request(s)"'])).toEqual([['triton', 'running', [], null]]);
  });
});
