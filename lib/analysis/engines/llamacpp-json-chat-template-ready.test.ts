import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// server.cpp's main (2024): load_model, state READY, `model loaded`, then the `chat template` record with its chat example
// (ggml-org/llama.cpp#7131's record, here on one line; the JSON format was the default then).
const JSON_RECORD =
  '{"tid":"139737450270720","timestamp":1714497121,"level":"INFO","function":"main","line":3031,"msg":"chat template","chat_example":"<|start_header_id|>system<|end_header_id|>\\n\\nYou are a helpful assistant<|eot_id|>","built_in":true}';

describe("llama-server's chat template record after the model loaded", () => {
  it('reads the JSON record alone as a ready server', () => {
    const [a] = readAttempts([JSON_RECORD], 2024);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'ready']);
    expect(a!.phases.map((p) => p.name)).toEqual(['ready']);
  });

  it('reads it when a terminal cut the record into padded rows', () => {
    const head = JSON_RECORD.slice(0, 80);
    const rest = JSON_RECORD.slice(80);
    const [a] = readAttempts([head + ' '.repeat(131) + rest.slice(0, 60) + ' '.repeat(20), ' '.repeat(55) + rest.slice(60)], 2024);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'ready']);
  });
});
