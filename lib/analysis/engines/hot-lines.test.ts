import { describe, expect, it } from 'vitest';
import { COMMON_CAUSES, COMMON_ENDS, ENGINES, GPU_FAULT } from './index';

// A serving server prints these lines by the ten thousand: each line whose text holds an end or cause rule's needle is then
// tested against every end and cause rule (rule-sets.ts `signalOf`), so a needle that such a line holds costs the analyser a
// second pass over most of a long journal (a `usage: ` needle matched vLLM's `GPU KV cache usage: ` in every metrics line).
// Real lines, one or two per engine's steady state.
const HOT_LINES: readonly (readonly [string, string])[] = [
  ['vllm', 'Engine 000: Avg prompt throughput: 3.1 tokens/s, Avg generation throughput: 6.2 tokens/s, Running: 0 reqs, Waiting: 0 reqs, GPU KV cache usage: 0.0%, Prefix cache hit rate: 16.6%'],
  ['vllm', 'INFO:     127.0.0.1:46952 - "POST /v1/chat/completions HTTP/1.1" 200 OK'],
  ['sglang', 'Decode batch. #running-req: 1, #token: 2102, token usage: 0.51, cuda graph: True, gen throughput (token/s): 93.51, #queue-req: 0'],
  ['sglang', 'Prefill batch, #new-seq: 1, #new-token: 64, #cached-token: 10048, token usage: 0.00, #running-req: 0, #queue-req: 0, #pending-token: 0, #bootstrap-req: 0, #inflight-req: 1, cuda graph: False, input throughput (token/s): 178.18, est. prefill TFLOPS/s (per GPU): 9.90, fwd occupancy: nan%'],
  ['tgi', 'text_generation_router::server: router/src/server.rs:289: Success'],
  ['llamacpp', 'slot update_slots: id  0 | task 0 | new prompt, n_ctx_slot = 65536, n_keep = 0, n_prompt_tokens = 128'],
  ['llamacpp', 'srv  log_server_r: request: POST /v1/chat/completions 127.0.0.1 200'],
  ['llamacpp', 'prompt eval time =  137938.98 ms / 12944 tokens (   10.66 ms per token,    93.84 tokens per second)'],
  ['ollama', '[GIN] 2025/03/08 - 22:24:29 | 200 |  1.048063923s |       127.0.0.1 | POST     "/v1/chat/completions"'],
];

describe('end and cause needles stay off the lines a serving server prints most', () => {
  const rules = [...COMMON_ENDS, ...COMMON_CAUSES, GPU_FAULT, ...ENGINES.flatMap((p) => [...p.ends, ...(p.causes ?? []), ...(p.childDeaths ?? [])])];
  it.each(HOT_LINES)('%s: %s', (_engine, line) => {
    expect(rules.filter((r) => line.includes(r.needle)).map((r) => r.needle)).toEqual([]);
  });
});
