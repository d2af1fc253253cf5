import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-server's request record after text printed without its newline (NousResearch/hermes-agent#13480).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2026)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};
const EXC = 'srv operator(): got exception: {"error":{"code":500,"message":"Failed to parse tool call arguments as JSON","type":"server_error"}}';

describe("a request record glued after the model's text", () => {
  it('still proves the loaded server answered', () => {
    expect(read(['inside markdown files, since I srv log_server_r: done request: POST /v1/chat/completions 127.0.0.1 500', EXC])).toEqual(['llamacpp', 'ready', null]);
  });

  it('not without the server\'s tag before it', () => {
    expect(read(['the user wrote request: POST /v1/chat/completions 127.0.0.1 500', EXC])[1]).not.toBe('ready');
  });
});
