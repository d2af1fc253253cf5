import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ik_llama.cpp's sum_rows checks every row sum of the MoE router weights: on a NaN or inf it prints `Oops(<fn>, <tensor>):
// found -nan for i1 = …` and calls GGML_ABORT("Fatal error") (ikawrakow/ik_llama.cpp#805, #675): the server dies on it.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};
const OOPS = 'Oops(ggml_compute_forward_sum_rows_f32, ffn_moe_weights_sum-3): found -nan for i1 = 0, i2 = 0, i3 = 0. ne00 = 8';

describe("ik_llama.cpp's NaN check in sum_rows", () => {
  it('ends a serving server, and names the cause', () => {
    expect(read(['INFO [   launch_slot_with_task] slot is processing task | tid="1" timestamp=1759130498 id_slot=0 id_task=0', OOPS])).toEqual([
      'llamacpp',
      'failed',
      OOPS,
    ]);
  });

  it('stays the cause when the abort line after it was kept', () => {
    expect(read(['llama_new_context_with_model: graph splits = 1', OOPS, '/src/ik_llama.cpp/ggml/src/ggml.c:15263: Fatal error'])).toEqual([
      'llamacpp',
      'failed',
      OOPS,
    ]);
  });

  it('is only the check itself: a sentence that starts with Oops is not it', () => {
    expect(read(['INFO [            update_slots] all slots are idle | tid="1" timestamp=1759196719', 'Oops, found nothing to do'])).toEqual([
      'llamacpp',
      'ready',
      null,
    ]);
  });
});
