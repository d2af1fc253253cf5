import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => ({
    outcome: a.outcome,
    phases: a.phases.map((p) => p.name),
  }));

// entrypoints/logger.py RequestLogger.log_inputs: `Received request <id>: prompt: …` for a request an OpenAI handler named
// (`cmpl-…`, `chatcmpl-…`): the API server was serving. vllm-project/vllm#3953: then the engine loop dies on a grammar error.
describe("vLLM's received-request line shows a serving API server", () => {
  it('reads as ready, then the engine loop failure', () => {
    const lines = [
      "Received request cmpl-c3e665c611c84d979b15b39763bff7c7: prompt: '<s>[INST] <<SYS>> You are a helpful assistant. <</SYS>> Give me a number:  [/INST]', sampling_params: SamplingParams(...), prompt_token_ids: [...], lora_request: None",
      'Engine background task failed',
      'Traceback (most recent call last):',
      'File "/usr/local/lib/python3.10/dist-packages/lark/lexer.py", line 598, in next_token',
      "lark.exceptions.UnexpectedCharacters: No terminal matches '1' in the current parser context, at line 1 col 2",
    ];
    expect(phases(lines)).toEqual([{ outcome: 'failed', phases: ['ready', 'failed'] }]);
  });
  it('with the logger prefix of a later version too', () => {
    const line = "INFO 01-08 03:22:42 logger.py:37] Received request chat-5da01788c9974ad89080e088c2f0fdc2: prompt: \"<|begin_of_text|>\", params: SamplingParams(n=1), prompt_token_ids: None, lora_request: None, prompt_adapter_request: None.";
    expect(phases([line])).toEqual([{ outcome: 'ready', phases: ['ready'] }]);
  });
  it('nor an id not of the handlers\' uuid form', () => {
    expect(phases(['INFO 11-10 02:05:00 logger.py:39] Received request cmpl-1: prompt: \'hi\''])[0]?.phases ?? []).not.toContain('ready');
  });
  it("the offline LLM class's numbered requests do not", () => {
    expect(phases(['INFO 01-08 03:22:42 logger.py:37] Received request 0: prompt: "hi", params: SamplingParams(n=1).'])[0]?.phases).not.toContain('ready');
  });
});
