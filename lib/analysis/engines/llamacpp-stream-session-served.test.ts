import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The server_res_generator constructor (a generating request's handler, behind the 503-while-loading middleware) logs the
// request's X-Conversation-Id first: `srv  stream_sessi: conv_id=… (empty=0)`. Lines of ggml-org/llama.cpp#22105 (2026).
const run = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

describe("llama-server's stream-session line", () => {
  it('proves the loaded model took a request before the assert killed it', () => {
    expect(
      run([
        '0.14.085.059 I print_info: file format = GGUF V3 (latest)',
        '3.00.839.030 I srv  stream_sessi: conv_id=5ubuwzeyjnc (empty=0)',
        '3.00.915.833 I sched_reserve: reserve took 76.80 ms, sched copies = 4',
        '/git/llama.cpp/ggml/src/ggml-backend.cpp:194: GGML_ASSERT(buffer) failed',
      ]),
    ).toEqual(['llamacpp', 'failed', ['loading_weights', 'ready', 'failed']]);
  });

  it('alone is a server at work', () => {
    expect(run(['3.00.839.030 I srv  stream_sessi: conv_id=5ubuwzeyjnc (empty=0)'])).toEqual(['llamacpp', 'ready', ['ready']]);
  });

  it('is not read from another conv_id text', () => {
    expect(run(['3.00.839.030 I srv  stream_sessi: conv_id=5ubuwzeyjnc (empty=0) extra'])[2]).not.toContain('ready');
  });
});
