import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The logits getter logs a row the batch did not compute and returns null; the sampling that asked then crashes on it
// (ggml-org/llama.cpp#10547: a draft-model request after a failed decode, then the shell's segfault notice).
const read = (lines: string[]) => readAttempts(lines, 2024).map((a) => [a.outcome, a.fatal?.headline ?? null]);

describe("llama.cpp's invalid logits row", () => {
  it('is the cause of the crash that follows it, not the bare segfault notice', () => {
    const logits = 'llama_get_logits_ith: invalid logits id 0, reason: batch.logits[0] != true';
    expect(read(['llama_decode: failed to decode, ret = 1', logits, 'Segmentation fault (core dumped)'])).toEqual([['failed', logits]]);
  });

  it('reads the later getter name too', () => {
    const logits = 'get_logits_ith: invalid logits id 2, reason: batch.logits[2] != true';
    expect(read(['slot update_slots: id  0 | task 3 | prompt done, n_tokens = 24', logits, 'Segmentation fault (core dumped)'])).toEqual([['failed', logits]]);
  });
});
