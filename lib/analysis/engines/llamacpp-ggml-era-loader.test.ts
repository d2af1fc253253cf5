import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2023);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

// llama.cpp before GGUF (2023-03 to 2023-08) read ggml/ggjt files with its own loader and printed other names: lines of
// oobabooga/text-generation-webui#866 (its llama.cpp loader, llama-cpp-python on that llama.cpp).
describe("the GGML-era loader's lines", () => {
  it('name llama.cpp, its hyperparameters mean loading, the context\'s kv self size the KV cache', () => {
    expect(
      read([
        'llama.cpp: loading model from models\\llama-13b-ggml-q4_0\\ggml-model-q4_0.bin',
        'llama_model_load_internal: format     = ggjt v1 (latest)',
        'llama_model_load_internal: mem required  = 9807.47 MB (+ 3216.00 MB per state)',
        'llama_init_from_file: kv self size  = 3200.00 MB',
      ]),
    ).toEqual(['llamacpp', 'running', ['loading_weights', 'kv_cache']]);
  });

  it("whisper.cpp's kv self size line is not llama.cpp's", () => {
    expect(read(['whisper_init_state: kv self size  =    5.25 MB'])[2]).not.toContain('kv_cache');
  });

  // llama-cpp-python#653: llama_init_from_file returns no context after the loader's error; the 2023 server and main exit on it.
  it("llama_init_from_file's failed load ends the attempt, the loader's error its cause", () => {
    const [a] = analyse(
      parseLog(
        [
          'llama.cpp: loading model from models\\llama-2-7b-chat.ggmlv3.q8_0.bin',
          'error loading model: unknown (magic, version) combination: 67676a74, 00000003; is this really a GGML file?',
          'llama_init_from_file: failed to load model',
        ].join('\n'),
        { year: 2023 },
      ).entries,
    ).attempts;
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['llamacpp', 'failed', ['loading_weights', 'failed']]);
    expect(a!.fatal?.headline).toContain('unknown (magic, version) combination');
  });
});
