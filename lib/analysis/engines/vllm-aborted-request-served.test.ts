import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => a.phases.map((p) => p.name));

// v1/engine/async_llm.py: abort() logs `Aborted request <id>.`, generate()'s CancelledError branch `Request <id> aborted.`
// (torch-spyre/sendnn-inference#225): a request the OpenAI handlers named was being served.
describe("vLLM's aborted-request lines show a serving API server", () => {
  it('both forms of a handler-named request read as ready', () => {
    expect(phases(['INFO 06-09 19:38:56 [async_llm.py:420] Aborted request cmpl-07e571960ee14cf7b8bd25f3a8d31770-0.'])).toEqual([['ready']]);
    expect(phases(['INFO 06-09 19:38:56 [async_llm.py:327] Request chatcmpl-4d48eb0753dc43ce9d66c70559b4981a aborted.'])).toEqual([['ready']]);
  });
  it("the offline LLM class's numbered requests do not", () => {
    expect(phases(['INFO 06-09 19:38:56 [async_llm.py:327] Request 0 aborted.'])[0]).not.toContain('ready');
  });
});
