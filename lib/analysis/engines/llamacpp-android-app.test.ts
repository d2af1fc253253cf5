import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// An Android app's llama.cpp that went on after its load failed: llama_new_context_with_model refuses the missing model
// (`model cannot be NULL`, no context, no weights), and the app dies of the null it kept; libsigchain logs `exiting due to SIG_DFL
// handler for signal 11` and aborts the process (ggml-org/llama.cpp#8965).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return { engine: a!.engine, outcome: a!.outcome, fatal: a!.fatal?.headline ?? null, phases: a!.phases.map((p) => p.name) };
};

describe('a failed load, then no model for the context', () => {
  it('names the load, not the refusal that only points at it, and no weights loaded', () => {
    expect(read([
      'llama_load_model_from_file: failed to load model',
      'llama_new_context_with_model: model cannot be NULL',
    ])).toEqual({ engine: 'llamacpp', outcome: 'failed', fatal: 'llama_load_model_from_file: failed to load model', phases: ['failed'] });
  });

  it("reads libsigchain's message as the process's death", () => {
    expect(read([
      "srv    load_model: loading model '/sdcard/m.gguf'",
      'exiting due to SIG_DFL handler for signal 11, ucontext 0x7317ea5e20',
    ])).toMatchObject({ engine: 'llamacpp', outcome: 'failed', fatal: 'exiting due to SIG_DFL handler for signal 11, ucontext 0x7317ea5e20' });
  });
});
