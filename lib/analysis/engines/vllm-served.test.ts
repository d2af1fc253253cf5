import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// vLLM's OpenAI request models log a client's unknown fields while parsing its request (vllm-project/guidellm#269, charmbracelet/crush#611).
const outcome = (lines: string[]) => {
  const [a] = analyse(parseLog(lines.join('\n')).entries).attempts;
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal];
};

describe('vLLM ignored request fields', () => {
  it("a request's ignored fields prove the API server was taking requests, and are no cause", () => {
    const line = "WARNING 08-09 20:50:05 [protocol.py:58] The following fields were present in the request but ignored: {'max_completion_tokens'}";
    expect(outcome([line, line])).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it('the words in a client-side message quoting them prove nothing', () => {
    expect(outcome(['INFO 08-09 20:50:04 [api_server.py:1] vLLM API server version 0.10.0', "note: The following fields were present in the request but ignored: {'x'}"])[1]).toBe('running');
  });
});
