import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-server's load_model, once the speculative init has run (tools/server/server-context.cpp):
//   if (ctx_dft == nullptr) { SRV_ERR("%s", "failed to create MTP context\n"); return false; }
// and common_speculative_init_result logs the same words (ggml-org/llama.cpp#27897). Both only say that
// llama_init_from_model returned no context for the MTP draft; why is what llama_init_from_model logged above it (`context
// type MTP requested but model doesn't contain MTP layers`, `failed to initialize the context: …`, a cudaMalloc failure):
// a pointer, like `failed to create draft context`, never the cause itself.
const POINTER = '0.00.622.530 E srv    load_model: failed to create MTP context';
const EXIT = '0.00.623.118 E srv          main: exiting due to model loading error';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("llama-server's `failed to create MTP context`", () => {
  it('alone, ends the load without being named its cause', () => {
    expect(read([POINTER, EXIT])).toEqual(['llamacpp', 'failed', null]);
  });

  it('bare, as common_speculative_init_result prints it, is no cause either', () => {
    expect(read(['common_speculative_init_result: failed to create MTP context', 'llama_server: exiting due to model loading error'])).toEqual(['llamacpp', 'failed', null]);
  });

  it('yields to the refusal llama_init_from_model printed above it', () => {
    const cause = "0.00.622.521 E llama_init_from_model: failed to initialize the context: Hadamard-latent table 'token_embd.weight' is read without the inverse transform";
    expect(read([cause, POINTER, EXIT])).toEqual(['llamacpp', 'failed', cause.slice('0.00.622.521 E '.length)]);
  });

  it('the speculative set-up that succeeded is no failure', () => {
    const [, outcome, fatal] = read([
      "1.07.574.499 I common_speculative_impl_draft_mtp: adding speculative implementation 'draft-mtp'",
      '1.07.574.512 I common_speculative_impl_draft_mtp: - n_max=2, n_min=0, p_min=0.60, n_embd=4096, backend_sampling=1',
    ]);
    expect([outcome, fatal]).toEqual(['running', null]);
  });

  it('a line that only names an MTP context among other words is not taken for the pointer', () => {
    const [, , fatal] = read(['0.00.622.530 E srv    load_model: failed to create MTP context checkpoint store', EXIT]);
    expect(fatal).toContain('MTP context checkpoint store');
  });
});
