import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A draft model's context (Gemma4Assistant, DFlash, EAGLE3) needs the target's: src/llama-context.cpp throws
// `… requires ctx_other to be set (this warning is normal during memory fitting)` when it is missing, which the `--fit`
// memory probe always hits; the probe logs it through llama_init_from_model's catch and fits without the draft. Lines from
// lmstudio-ai/lmstudio-bug-tracker#2153 (a load going on) and ggml-org/llama.cpp#24343 (the real load failing the same way).
const LOADING = "0.00.050.959 I srv    load_model: loading model 'D:\\LMStudio-models\\lmstudio-community\\gemma-4-12B-it-QAT-GGUF\\gemma-4-12B-it-QAT-Q4_0.gguf'";
const PROBE = '0.00.806.054 E llama_init_from_model: failed to initialize the context: Gemma4Assistant requires ctx_other to be set (this warning is normal during memory fitting)';
const MEASURE = '0.00.887.866 W srv    load_model: [spec] failed to measure draft model memory: failed to create llama_context from model';
const REAL = '0.00.951.571 E llama_init_from_model: failed to initialize the context: dflash requires ctx_other to be set (this warning is normal during memory fitting)';
const LOAD_FAILED = "0.00.951.578 E srv    load_model: failed to create context with model '/Users/me/.lmstudio/models/meta-models/Muse-Glimmer-30B-GGUF/dflash-Muse-Glimmer-30B-Q4_K_M.gguf': Failed to initialize the context: dflash requires ctx_other to be set (this warning is normal during memory fitting)";
const CLEANUP = '0.00.951.597 I srv    operator(): operator(): cleaning up before exit...';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('llama.cpp memory-fit probe of a draft context', () => {
  it('is not named as the cause of a load that goes on', () => {
    expect(read([LOADING, PROBE, MEASURE])).toEqual(['llamacpp', 'running', null]);
  });

  it('is not named in the later builds\' wording either', () => {
    const later = PROBE.replace('(this warning is normal', '(this is normal');
    expect(read([LOADING, later, MEASURE])).toEqual(['llamacpp', 'running', null]);
  });

  it('is still the cause when the real load then fails on it', () => {
    const [engine, outcome, fatal] = read([REAL, LOAD_FAILED, CLEANUP]);
    expect([engine, outcome]).toEqual(['llamacpp', 'failed']);
    expect(fatal).toContain('dflash requires ctx_other to be set');
  });
});
