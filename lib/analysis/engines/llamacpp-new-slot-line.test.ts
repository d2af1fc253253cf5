import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// server_context::load_model logs each slot it sets up, once the slot holds the target context (`SLT_INF(slot, "new slot,
// n_ctx = %d\n", …)` after `slot.ctx_tgt = ctx_tgt`): `slot   load_model: id  0 | task -1 | new slot, n_ctx = 6144`
// (ggml-org/llama.cpp#19779), so the weights are loaded by then, before `main: model loaded`.
const phases = (lines: string[]) => readAttempts(lines)[0]!.phases.map((p) => p.name);

describe("llama-server's per-slot set-up line", () => {
  it('proves the weights loaded before the server is ready', () => {
    const lines = ['srv    load_model: speculative decoding not supported by this context', 'slot   load_model: id  0 | task -1 | new slot, n_ctx = 6144', 'main: model loaded', 'main: server is listening on http://127.0.0.1:8000'];
    expect(phases(lines)).toEqual(['weights_loaded', 'ready']);
  });

  it('is not read from another slot line of load_model', () => {
    expect(phases(['slot   load_model: id  0 | task -1 | speculative decoding context initialized'])).not.toContain('weights_loaded');
  });
});
