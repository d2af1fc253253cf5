import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025, true);

// `--tool-call-parser`'s parsers run on a request's output only; what they fail on is logged and that request goes on.
describe("vLLM's tool-call parser errors", () => {
  it('a logged traceback through extract_tool_calls_streaming, cut after its first frame, is a request being served (vllm-project/vllm#21544)', () => {
    expect(
      read([
        'ERROR 07-24 10:16:06 [hermes_tool_parser.py:370] Traceback (most recent call last):',
        'ERROR 07-24 10:16:06 [hermes_tool_parser.py:370]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/tool_parsers/hermes_tool_parser.py", line 241, in extract_tool_calls_streaming',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  it("the parser's own header alone is too (vllm-project/vllm#13473)", () => {
    expect(read(['ERROR 04-05 11:55:07 [hermes_tool_parser.py:110] Error in extracting tool call from response.'])).toEqual([
      { engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] },
    ]);
  });
});
