import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ikawrakow/ik_llama.cpp#2173: ik_llama.cpp's server sets up its slots and the MTP draft's speculative context after the model
// loaded. llama_init_from_model refuses the draft's context (it logs why and returns none), and main() logs the init's
// failure in the server's old text format, its ERR level padded to four, then returns 1.
const REFUSAL = 'llama_init_from_model: n_batch and n_ubatch cannot both be zero';
const INIT_FAILED = ' ERR [                    main] server init failed | tid="140058534156608" timestamp=1784864033 error="MTP speculative context initialization failed"';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('ik_llama.cpp server whose init fails after the load', () => {
  it('is dead, and the context refusal is the cause, not main()\'s summary', () => {
    expect(read([REFUSAL, 'failed to create draft context', INIT_FAILED])).toEqual(['llamacpp', 'failed', REFUSAL]);
  });

  it('ends on the summary alone', () => {
    const [engine, outcome] = read([INIT_FAILED]);
    expect([engine, outcome]).toEqual(['llamacpp', 'failed']);
  });

  it('a refusal alone names the cause without ending anything', () => {
    const [, outcome, fatal] = read(['llama_init_from_model: n_ctx and model->hparams.n_ctx_train cannot both be zero']);
    expect(fatal).toContain('cannot both be zero');
    expect(outcome).not.toBe('ready');
  });
});
