import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// SGLang's tokenizer loader (srt/utils/hf_transformers_utils.py) warns when a model's tokenizer files leave transformers with its
// generic TokenizersBackend, and the start goes on. Lines of sgl-project/sglang#31271 and an Ascend run in the code corpus.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("SGLang's generic-tokenizer warning", () => {
  it('names the engine and is no failure', () => {
    expect(read([
      '[2026-07-15 11:18:20] Tokenizer for gpt-20b_merge_lora is still TokenizersBackend after retries with --trust-remote-code. Model-specific tokenizer attributes may be missing.',
      '[2026-07-15 11:18:22] Tokenizer for gpt-20b_merge_lora is still TokenizersBackend after retries with --trust-remote-code. Model-specific tokenizer attributes may be missing.',
    ])).toEqual(['sglang', 'running', null]);
    expect(read([
      '[2026-08-10 09:16:17] Tokenizer for /home/w00580100/model/DeepSeek-V4-Flash-0731-w4a8 is still TokenizersBackend after retries with --trust-remote-code. Model-specific tokenizer attributes may be missing.',
    ])).toEqual(['sglang', 'running', null]);
  });

  it('the words without SGLang\'s stamp name no engine', () => {
    expect(read(['Tokenizer for x is still TokenizersBackend after retries with --trust-remote-code. Model-specific tokenizer attributes may be missing.'])[0]).toBe('unknown');
  });
});
