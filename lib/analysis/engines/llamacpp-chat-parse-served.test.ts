import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// server_slot::update_chat_msg logs each reparse of a slot's generated text (SRV_DBG, tools/server/server.cpp of 2025): a slot at
// work on a request's task, so the server was serving when the tool-call diff then aborted it. Lines of ggml-org/llama.cpp#12379.
const run = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null, a!.phases.map((p) => p.name)];
};

describe("llama-server's chat-message parse line", () => {
  it('names llama.cpp and proves it was serving before the abort', () => {
    expect(
      run([
        'srv  update_chat_: Parsing chat message: {"tool_call": {"name": "puppeteer_screenshot", "arguments": {"name": "servethehome_homepage",',
        'Partial parse: incomplete tool call',
        "terminate called after throwing an instance of 'std::runtime_error'",
        `  what():  Invalid diff: '{"name":"servethehome_homepage' not found at start of '{"name":'`,
        'Aborted (core dumped)',
      ]),
    ).toEqual(['llamacpp', 'failed', `what():  Invalid diff: '{"name":"servethehome_homepage' not found at start of '{"name":'`, ['ready', 'failed']]);
  });

  it('alone is a server at work, not one starting', () => {
    expect(run(['srv  update_chat_: Parsing chat message: <think>'])).toEqual(['llamacpp', 'ready', null, ['ready']]);
  });
});
