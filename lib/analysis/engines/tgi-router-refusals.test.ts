import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// The router's request handlers refuse a request before any shard sees it (router/src/infer.rs logs the error, then 429 or 422).
describe("TGI's router refusing a request", () => {
  // vllm-project/vllm#4936: the max-concurrent-requests semaphore is out of permits (the 429 `Model is overloaded`).
  it('an overloaded refusal proves a serving router and ends nothing', () => {
    expect(read(['2024-05-21T06:25:30.209697Z ERROR generate_stream{parameters=GenerateParameters { best_of: Some(1), max_new_tokens: Some(393) }}:async_stream:generate_stream: text_generation_router::infer: router/src/infer.rs:130: no permits available'])).toEqual([
      ['tgi', 'ready', ['ready'], null],
    ]);
  });

  // huggingface/tgi-gaudi#134: a ValidationError's limit, quoted without its stamp.
  it('a validation refusal proves a serving router and ends nothing', () => {
    expect(read(['ERROR generate{parameters=GenerateParameters { max_new_tokens: Some(32) }}:generate:generate_stream: text_generation_router::infer: router/src/infer.rs:145: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4095 `inputs` tokens and 32 `max_new_tokens`'])).toEqual([
      ['tgi', 'ready', ['ready'], null],
    ]);
  });

  it('after Connected the refusal keeps the attempt ready, without a cause', () => {
    expect(read([
      '2024-05-21T06:20:00.000000Z  INFO text_generation_router: router/src/main.rs:247: Connected',
      '2024-05-21T06:25:30.209697Z ERROR generate{parameters=GenerateParameters { max_new_tokens: Some(32) }}:generate: text_generation_router::infer: router/src/infer.rs:145: `inputs` must have less than 1024 tokens. Given: 4095',
    ])).toEqual([['tgi', 'ready', ['ready'], null]]);
  });
});
