import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-box (gpustack's llama-server fork) and llama-server while serving: lines only the main loop prints on a request's task,
// after the model loaded (gpustack/gpustack#1178, #852, #1442, #1359).
const response = [
  '4.55.244.869 I srv oaicompat_completions_res: rid 279195738 | prompt_tokens: 243, completion_tokens: 118, draft_tokens: 0, ttft: 254.47ms, tpot: 132.83ms, tps: 7.53, dta: 0.00%',
  '4.55.245.156 I srv       log_server_response: rid 279195738 | POST /v1/chat/completions 10.93.231.34:53439 | status 200 | cost 15.99s',
];
const taskError = [
  '9.16.412.167 E srv                send_error: task 40 | error = the request exceeds the available context size. try increasing the context size or enable context shift',
  '9.16.412.171 W srv              update_slots: no tokens to decode',
];
const retry = [
  '1148.24.913.094 W srv              update_slots: failed to find free space in the KV cache, retrying with smaller batch size - try increasing it via total context size or enabling defragmentation, i = -32, n_batch = 32, ret = 1',
  '1148.24.913.180 E llama_decode: failed to decode, ret = 1',
];
const errorResponse = [
  '3.49.305.569 E srv                send_error: task 1 | error = decoding exceeds the available context size. try increasing the context size.',
  '3.49.305.838 I srv       log_server_response: rid 3524387156648 | POST /v1/embeddings 172.12.3.39:47004 | status 500 | cost 0.00s',
];

const read = (lines: string[]) => readAttempts(lines, 2025);

describe("llama.cpp's server: a request's task in the main loop proves the model is serving", () => {
  it.each([
    ['a response it logged', response],
    ["a request's task it answered with an error", taskError],
    ["a slot's batch retried with a smaller size", retry],
    ['a 500 it answered after the decode failed', errorResponse],
  ])('%s reads ready, with no cause', (_, lines) => {
    const [a, ...rest] = read(lines);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['llamacpp', 'ready', null]);
  });

  it("the loading middleware's 503 proves nothing", () => {
    const [a] = read([response[1]!.replace('status 200', 'status 503')]);
    expect(a!.outcome).not.toBe('ready');
  });
});
