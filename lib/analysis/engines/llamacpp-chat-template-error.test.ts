import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// tools/server's init catches the chat template's parse error, logs `chat template parsing error: <what>` and its advice to
// disable jinja, and returns false: the start fails (the tail as containers/ramalama#2422 quotes it; the head line as
// server-context.cpp's SRV_ERR prints it).
const LINES = [
  'srv          init: init: chat template parsing error: While executing For at line 1, column 162 in source:',
  "...}{{':'}}{% else %}{{': '}}{% endif %}{% for line in message['content'] %}{% if l...",
  '                                           ^',
  'Error: Expected iterable or object type in for loop: got String',
  'srv          init: init: please consider disabling jinja via --no-jinja, or use a custom chat template via --chat-template',
  'srv          init: init: for example: --no-jinja --chat-template chatml',
  'srv    operator(): operator(): cleaning up before exit...',
  'main: exiting due to model loading error',
];

describe("llama-server's chat template parse error at start-up", () => {
  it('names the template error as the cause of the failed start, not the advice or the exit', () => {
    const [a] = readAttempts(LINES);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(a!.fatal?.headline).toContain('chat template parsing error: While executing For');
  });
});
