import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// unslothai/unsloth#793: Hugging Face Inference Endpoints' view of a TGI container, a chat request whose template does not render.
describe("TGI's router failing to render a request's chat template", () => {
  it('proves a serving router and ends nothing (the request gets a 422)', () => {
    expect(read([
      '2024/07/22 12:24:32',
      '{"timestamp":"2024-07-22T16:24:32.217557Z","level":"ERROR","message":"Template error: invalid operation: tried to use + operator on unsupported types string and undefined (in <string>:5)","target":"text_generation_router::infer","filename":"router/src/infer.rs","line_number":202,"span":{"name":"apply_chat_template"},"spans":[{"name":"chat_completions"},{"name":"apply_chat_template"}]}',
      '2024/07/22 12:24:32',
      '{"timestamp":"2024-07-22T16:24:32.217588Z","level":"ERROR","message":"Template error: invalid operation: tried to use + operator on unsupported types string and undefined (in <string>:5)","target":"text_generation_router::server","filename":"router/src/server.rs","line_number":1047,"span":{"name":"chat_completions"},"spans":[{"name":"chat_completions"}]}',
    ])).toEqual([['tgi', 'ready', ['ready'], null]]);
  });
});
