import { describe, expect, it } from 'vitest';
import { tgiPrefix } from './engines/tgi';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The router's gRPC client logs each failed call as `Server error: <message>` in its caller's span; a failed warm-up ends the router
// (`.warmup(…).await.map_err(RouterError::Warmup)?` in its main), so the start fails even when the shard's own traceback and the
// router's `Error: Warmup(…)` are not in the excerpt. The same call failing in a `prefill`/`decode` span fails only its batch.
const read = (lines: string[]) => {
  const attempts = readAttempts(lines, 2025);
  expect(attempts).toHaveLength(1);
  return attempts[0]!;
};

describe("TGI: the router client's error in the warm-up span", () => {
  it('keeps the warmup span in front of the message (text format and JSON)', () => {
    expect(
      tgiPrefix('2023-10-18T10:00:00.000000Z ERROR warmup{max_input_length=64 max_prefill_tokens=256}:warmup: text_generation_client: router/client/src/lib.rs:33: Server error: Not enough memory to handle 256 prefill tokens.')?.text,
    ).toBe('warmup: Server error: Not enough memory to handle 256 prefill tokens.');
    expect(
      tgiPrefix('{"timestamp":"2025-04-02T05:56:29.502899Z","level":"ERROR","message":"Server error: boom","target":"text_generation_client","filename":"router/client/src/lib.rs","line_number":38,"span":{"max_input_length":4095,"name":"warmup"},"spans":[{"name":"warmup"}]}')?.text,
    ).toBe('warmup: Server error: boom');
    expect(
      tgiPrefix('2023-10-25T12:24:19.123838Z ERROR batch{batch_size=1}:prefill:prefill{id=0 size=1}:prefill{id=0 size=1}: text_generation_client: router/client/src/lib.rs:33: Server error: boom')?.text,
    ).toBe('Server error: boom');
  });

  it('fails the start, its message the cause', () => {
    const a = read([
      '2023-10-18T10:00:00.000000Z  INFO text_generation_router: router/src/main.rs:210: Warming up model',
      '2023-10-18T10:00:01.000000Z ERROR warmup{max_input_length=64 max_prefill_tokens=256}:warmup: text_generation_client: router/client/src/lib.rs:33: Server error: Not enough memory to handle 256 prefill tokens.',
    ]);
    expect(a.outcome).toBe('failed');
    expect(a.fatal?.headline).toContain('Not enough memory to handle 256 prefill tokens');
  });

  it('a prefill failure while serving does not end the server', () => {
    const a = read([
      '2023-10-18T10:00:00.000000Z  INFO text_generation_router: router/src/main.rs:247: Connected',
      '2023-10-18T10:05:00.000000Z ERROR batch{batch_size=1}:prefill:prefill{id=0 size=1}:prefill{id=0 size=1}: text_generation_client: router/client/src/lib.rs:33: Server error: Input validation error',
    ]);
    expect(a.outcome).not.toBe('failed');
  });
});

// LoRAX (predibase/lorax) is TGI's launcher, router and shard renamed (`lorax_launcher`, `lorax_client`, `lorax-server`).
describe('TGI: LoRAX, the renamed fork', () => {
  it('reads its launcher and shard lines as TGI', () => {
    const a = read([
      '2024-09-15T06:25:27.786497Z  INFO lorax_launcher: Starting download process.',
      '2024-09-15T06:25:30.786497Z  INFO shard-manager: lorax_launcher: Starting shard rank=0',
      '2024-09-15T06:25:40.786497Z ERROR shard-manager: lorax_launcher: Shard complete standard error output:',
      '  File "/opt/conda/bin/lorax-server", line 8, in <module>',
      'ValueError: Unsupported model type phi3small',
    ]);
    expect(a.engine).toBe('tgi');
    expect(a.outcome).toBe('failed');
    expect(a.fatal?.headline).toContain('Unsupported model type phi3small');
  });
});

// serve_inner wraps `get_model(…)` in a try that logs `Error when initializing model` and re-raises (server/text_generation_server/
// server.py): a traceback through get_model is the shard failing to build its model, even cut above serve_inner's frame.
describe('TGI: a shard traceback through get_model', () => {
  it('fails the start', () => {
    const a = read([
      '  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/__init__.py", line 185, in get_model',
      '    return FlashLlama(',
      '  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/flash_llama.py", line 67, in __init__',
      '    model = FlashLlamaForCausalLM(config, weights)',
    ]);
    expect(a.engine).toBe('tgi');
    expect(a.outcome).toBe('failed');
  });

  it("a frame in the model's own forward (a request) does not", () => {
    const a = read([
      '2023-10-18T10:00:00.000000Z  INFO text_generation_router: router/src/main.rs:247: Connected',
      '  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/flash_causal_lm.py", line 815, in forward',
      '    return self.model.forward(',
    ]);
    expect(a.outcome).not.toBe('failed');
  });
});
