import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// common_chat_peg_parse (common/chat.cpp, 2026) parses a slot's generated text into the chat message; text it cannot parse it
// logs with LOG_WRN("%s: unparsed %s output: %s") and throws `The model produced output that does not match the expected <format>
// format`, which llama-server's handler answers with a 500 (`srv operator(): got exception: …`) and serves on.
const run = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null, a.phases.map((p) => p.name)]);

describe("llama.cpp's chat parser refusing a generation's text", () => {
  it('names llama.cpp and proves the loaded model served; the 500 for that request is no cause', () => {
    expect(
      run([
        'W common_chat_peg_parse: unparsed peg-native output: <think>',
        'W srv operator(): got exception: {"error":{"code":500,"message":"The model produced output that does not match the expected peg-native format"}}',
      ]),
    ).toEqual([['llamacpp', 'ready', null, ['ready']]]);
  });

  it('reads other formats and stamped lines alike', () => {
    expect(run(['18.41.194.792 W common_chat_peg_parse: unparsed Content-only output: Welcome to the'])).toEqual([['llamacpp', 'ready', null, ['ready']]]);
  });

  it('leaves near-miss lines alone', () => {
    // The parser's debug dump and other programs' words about unparsed output are not the warning.
    expect(run(['common_chat_peg_parse: full peg-native output triggering error:'])[0]?.[3] ?? []).not.toContain('ready');
    expect(run(['parser: unparsed peg-native output: x'])[0]?.[3] ?? []).not.toContain('ready');
  });
});
