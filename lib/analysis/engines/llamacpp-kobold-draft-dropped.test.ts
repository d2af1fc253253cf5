import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// KoboldCpp loads its `--draftmodel` after the main model; a draft that does not load is dropped (`Error: failed to load
// speculative decoding draft model …`, `Speculative Decoding will not be used!`) and the load goes on (LostRuins/koboldcpp#2262).
const BEGIN = 'Attempting to load draft model for speculative decoding. It will be fully offloaded if possible. Vocab must match the main model.';
const ERROR = "llama_model_load: error loading model: unknown model architecture: 'gemma4-assistant'";
const FAILED = 'llama_model_load_from_file_impl: failed to load model';
const KOBOLD = "Error: failed to load speculative decoding draft model 'C:/m/draft.gguf'";
const DROPPED = 'Speculative Decoding will not be used!';
const OK = 'Load Text Model OK: True';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.outcome, a!.fatal?.headline ?? null];
};

describe("KoboldCpp's speculative draft model that failed to load", () => {
  it('ends nothing and names no cause once KoboldCpp said it goes on without speculation', () => {
    expect(read([BEGIN, ERROR, FAILED, KOBOLD, DROPPED, OK])).toEqual(['running', null]);
  });

  it('still ends the process where the drop is not shown', () => {
    expect(read([BEGIN, ERROR, FAILED])[0]).toBe('failed');
  });

  it('leaves a main-model load failure after a dropped draft its own end', () => {
    expect(read([BEGIN, ERROR, FAILED, KOBOLD, DROPPED, ERROR, FAILED])).toEqual(['failed', ERROR]);
  });
});
