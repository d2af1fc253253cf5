import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026, true);

// gpt-oss's Harmony parser fails one request's tokens; the API server logs it, fails that request and serves on.
describe("a Harmony parse error of a request's tokens", () => {
  it('ends a logged traceback without being the cause: the server was serving (vllm-project/vllm#46464)', () => {
    expect(
      read([
        '(APIServer pid=1) ERROR 06-23 08:11:44 [serving.py:932] Traceback (most recent call last):',
        '(APIServer pid=1) ERROR 06-23 08:11:44 [serving.py:932]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/chat_completion/serving.py", line 629, in chat_completion_stream_generator',
        '(APIServer pid=1) ERROR 06-23 08:11:44 [serving.py:932]     harmony_parser.process(token_id)',
        '(APIServer pid=1) ERROR 06-23 08:11:44 [serving.py:932] openai_harmony.HarmonyError: Unexpected token 200002 while expecting start token 200006',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  it('alone, its stamp cut out, is a request being served (vllm-project/vllm#51977)', () => {
    expect(
      read(['(APIServer pid=1) ERROR [serving.py:830] openai_harmony.HarmonyError: unexpected tokens remaining in message header: Some("to=functions.web-browsing")']),
    ).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
});
