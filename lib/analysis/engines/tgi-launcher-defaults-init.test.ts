import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// TGI 2.3.1 (huggingface/text-generation-inference#2703): after its Args the launcher resolves what was left unset from the
// model's config and says so, before any download or shard starts.
const lines = [
  '2024-10-28T09:20:28.210454Z  INFO hf_hub: Token file not found "/data/token"',
  '2024-10-28T09:20:29.540317Z  INFO text_generation_launcher: Using attention flashinfer - Prefix caching true',
  '2024-10-28T09:20:29.540350Z  INFO text_generation_launcher: Default `max_input_tokens` to 4095',
];

describe("TGI: the launcher's resolved defaults", () => {
  it('mark init before any shard', () => {
    const [a, ...rest] = readAttempts(lines, 2024);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['tgi', 'running', null]);
    expect(a!.phases.map((p) => p.name)).toEqual(['init']);
  });
});
