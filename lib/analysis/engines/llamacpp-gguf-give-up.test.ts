import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// gguf.cpp's reader names what is wrong in the tensor table, then gives up (`failed to read tensor info`) and returns no
// context; the loader throws and the load ends (lines from ggml-org/llama.cpp#15099, a build without MXFP4).
const TYPE = "gguf_init_from_file_impl: tensor 'blk.0.ffn_down_exps.weight' has invalid ggml type 39 (NONE)";
const GAVE_UP = 'gguf_init_from_file_impl: failed to read tensor info';
const FIT = 'common_init_result: fitting params to device memory, for bugs during this step try to reproduce them with -fit off, or provide --verbose logs if the bug only occurs with -fit on';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.outcome, a!.fatal?.headline ?? null];
};

describe("gguf's reader giving up on a model file", () => {
  it('ends the load, the tensor it could not read the cause', () => {
    expect(read([TYPE, GAVE_UP])).toEqual(['failed', TYPE]);
  });

  it('is not read into the --fit dry run, which the start survives', () => {
    const REAL = 'llama_model_loader: loaded meta data with 37 key-value pairs and 459 tensors from /m/gpt-oss-20b-mxfp4.gguf (version GGUF V3 (latest))';
    const GAVE = 'llama_params_fit: encountered an error while trying to fit params to free device memory: failed to load model';
    expect(read([FIT, TYPE, GAVE_UP, GAVE, REAL])[0]).toBe('running');
  });
});
