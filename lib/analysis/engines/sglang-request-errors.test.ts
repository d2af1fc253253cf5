import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A failing request is not a failing server: the OpenAI serving layer catches a request's exception, logs it and answers
// that request 500 (srt/entrypoints/openai/serving_base.py handle_request), and uvicorn does the same for what escapes a route
// (srt/entrypoints/http_server.py openai_v1_*). Both run only for a client's request on a loaded server.
// Lines of sgl-project/sglang#9461 and sgl-project/sglang#4236.
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null, a!.phases.map((p) => p.name)];
};

describe('SGLang request errors', () => {
  it("the serving layer's `Error in request:` is SGLang's and proves it was serving", () => {
    expect(
      outcome(["[2025-08-21 20:42:31] Error in request: 'NoneType' object has no attribute 'schema_'", 'Traceback (most recent call last):']),
    ).toEqual(['sglang', 'ready', null, ['ready']]);
  });

  it('a traceback through an OpenAI route of the HTTP server is a request being served, its header cut', () => {
    expect(
      outcome([
        '  File "/home/john/Downloads/exit/lib/python3.11/site-packages/fastapi/routing.py", line 212, in run_endpoint_function',
        '    return await dependant.call(**values)',
        '  File "/home/john/Downloads/exit/lib/python3.11/site-packages/sglang/srt/entrypoints/http_server.py", line 495, in openai_v1_chat_completions',
        '    return await v1_chat_completions(_global_state.tokenizer_manager, raw_request)',
        '  File "/home/john/Downloads/exit/lib/python3.11/site-packages/sglang/srt/openai_api/adapter.py", line 1231, in v1_chat_completions',
        '    all_requests = [ChatCompletionRequest(**request_json)]',
      ]),
    ).toEqual(['sglang', 'ready', null, ['ready']]);
  });

  it('launch_server in the same file is still the main process dying', () => {
    const [engine, out] = outcome([
      '  File "/sgl-workspace/sglang/python/sglang/srt/entrypoints/http_server.py", line 783, in launch_server',
      '    uvicorn.run(',
    ]);
    expect([engine, out]).toEqual(['sglang', 'failed']);
  });
});
