import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const analysed = (lines: string[], year = 2025) => analyse(parseLog(lines.join('\n'), { year }).entries).attempts;
const read = (lines: string[], year?: number) => analysed(lines, year).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// vLLM's request handlers (serving_*.py, chat_utils.py, 2026's `<route>/serving.py`) log at ERROR only inside one request's catch,
// then answer that request with an error response: what they logged failed the request, not the server.
describe("vLLM: an exception a request handler logged is that request's, unless the engine's own failure reached it", () => {
  it("a lone exception line under serving_chat.py (0.6.3's logger.exception of the chat template) ends nothing", () => {
    // runpod-workers/worker-vllm#129: the client got this message back in a 400.
    const lines = ["ERROR 11-11 21:14:55 serving_chat.py:158] jinja2.exceptions.TemplateSyntaxError: expected token 'end of print statement', got 'name'"];
    expect(read(lines, 2024)).toEqual([['vllm', 'running', null]]);
  });

  it('a preprocessing traceback under the 2026 path-named source, last in the paste, ends nothing', () => {
    const lines = [
      '(APIServer pid=1) ERROR 05-04 08:51:40 [entrypoints/.../chat_completion/serving.py:301] Error in preprocessing prompt inputs',
      '(APIServer pid=1) ERROR 05-04 08:51:40 [entrypoints/.../chat_completion/serving.py:301] Traceback (most recent call last):',
      '(APIServer pid=1) ERROR 05-04 08:51:40 [entrypoints/.../chat_completion/serving.py:301]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/engine/serving.py", line 1084, in _validate_input',
      '(APIServer pid=1) ERROR 05-04 08:51:40 [entrypoints/.../chat_completion/serving.py:301]     raise VLLMValidationError(',
      "(APIServer pid=1) ERROR 05-04 08:51:40 [entrypoints/.../chat_completion/serving.py:301] vllm.exceptions.VLLMValidationError: This model's maximum context length is 16384 tokens. However, your request has 19069 input tokens.",
    ];
    const [attempt] = analysed(lines, 2026);
    expect([attempt?.outcome, attempt?.fatal ?? null]).toEqual(['ready', null]);
    expect(attempt?.errors.find((e) => e.headline.includes('VLLMValidationError'))?.answered).toBe(true);
  });

  it('chat_utils logging the chat template error it re-raises ends nothing', () => {
    const lines = [
      'ERROR 09-14 13:08:40 [chat_utils.py:1233] An error occurred in `transformers` while applying chat template',
      'ERROR 09-14 13:08:40 [chat_utils.py:1233] Traceback (most recent call last):',
      'ERROR 09-14 13:08:40 [chat_utils.py:1233]   File "/root/miniconda3/envs/gui/lib/python3.12/site-packages/vllm/entrypoints/chat_utils.py", line 1219, in apply_hf_chat_template',
      'ERROR 09-14 13:08:40 [chat_utils.py:1233]     return tokenizer.apply_chat_template(',
      'ERROR 09-14 13:08:40 [chat_utils.py:1233] TypeError: can only concatenate str (not "list") to str',
    ];
    const [attempt] = analysed(lines);
    expect([attempt?.outcome, attempt?.fatal ?? null]).toEqual(['running', null]);
  });

  it("a device fault the handler logged is the engine's, and still ends the attempt", () => {
    const lines = ['ERROR 11-11 21:14:55 serving_chat.py:158] RuntimeError: CUDA error: an illegal memory access was encountered'];
    expect(read(lines, 2024)[0]?.slice(0, 2)).toEqual(['vllm', 'failed']);
  });

  it("a handler's traceback through the engine client's generate is the engine's failure relayed, not the request's", () => {
    // V0's in-process AsyncLLMEngine hands the step's own exception to every request's stream (propagate_exception).
    const lines = [
      'ERROR 07-27 10:00:00 serving_chat.py:450] Error in chat completion stream generator.',
      'ERROR 07-27 10:00:00 serving_chat.py:450] Traceback (most recent call last):',
      'ERROR 07-27 10:00:00 serving_chat.py:450]   File "/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py", line 772, in generate',
      'ERROR 07-27 10:00:00 serving_chat.py:450]     async for output in self._process_request(',
      'ERROR 07-27 10:00:00 serving_chat.py:450] IndexError: index 55434 is out of bounds for dimension 0 with size 32064',
    ];
    const [attempt] = analysed(lines, 2024);
    const block = attempt?.errors.find((e) => e.headline.startsWith('IndexError: '));
    expect([block?.kind, block?.answered]).toEqual(['traceback', undefined]);
  });

  it("the same exception logged by the engine's own module still ends the attempt", () => {
    const lines = ["ERROR 11-11 21:14:55 core.py:390] ValueError: Token id 191222 is out of vocabulary"];
    expect(read(lines, 2024)[0]?.slice(0, 2)).toEqual(['vllm', 'failed']);
  });

  it('an exception line without any prefix is not taken for a handler\'s', () => {
    const lines = ['INFO 11-11 21:14:50 serving_chat.py:120] Using default chat sampling params from model', "jinja2.exceptions.TemplateSyntaxError: expected token 'end of print statement', got 'name'"];
    expect(read(lines, 2024)[0]?.[1]).toBe('failed');
  });
});
