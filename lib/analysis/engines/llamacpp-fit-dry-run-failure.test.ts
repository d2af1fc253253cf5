import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `--fit` loads the model once to measure it; when that load throws, the fit logs `encountered an error while trying to fit
// params …` and its time, and the real load follows (scrya-com/rotorquant#9, whose lines these are; llama.cpp#22592).
const BEGIN = 'common_init_result: fitting params to device memory, for bugs during this step try to reproduce them with -fit off, or provide --verbose logs if the bug only occurs with -fit on';
const ERROR = "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'gemma4'";
const FAILED = 'llama_model_load_from_file_impl: failed to load model';
const GAVE_UP = 'llama_params_fit: encountered an error while trying to fit params to free device memory: failed to load model';
const TOOK = 'llama_params_fit: fitting params to free memory took 0.38 seconds';
const REAL = 'llama_model_loader: loaded meta data with 46 key-value pairs and 658 tensors from H:\\m\\gemma-4-26B-A4B-it-Q4_K_M.gguf (version GGUF V3 (latest))';
const EXIT = 'main: exiting due to model loading error';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.outcome, a!.fatal?.headline ?? null];
};

describe("llama.cpp's --fit dry run that failed to load", () => {
  it('ends nothing and names no cause once the fit reported its end and the real load began', () => {
    expect(read([BEGIN, ERROR, FAILED, GAVE_UP, TOOK, REAL])).toEqual(['running', null]);
  });

  it('leaves the real load its own failure', () => {
    expect(read([BEGIN, ERROR, FAILED, GAVE_UP, TOOK, REAL, ERROR, FAILED, EXIT])).toEqual(['failed', ERROR]);
  });

  it('still ends the process where the fit never reported its end', () => {
    expect(read([BEGIN, ERROR, FAILED])[0]).toBe('failed');
  });
});
