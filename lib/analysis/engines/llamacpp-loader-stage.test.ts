import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama_model_load() (src/llama.cpp) wraps each stage's exception as `error loading model architecture|hyperparameters|
// vocabulary: …` and logs `error loading model: …` before returning -1; the load is over. LM Studio's dialog shows that text
// without the loader's prefix (lmstudio-ai/lmstudio-bug-tracker#1606); Ollama's CLI quotes it inside its own sentence
// (ollama/ollama#10930), which names the runner's death, not a llama.cpp process's.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("llama.cpp loader's stage error without its prefix", () => {
  it('names llama.cpp and ends the load', () => {
    const dialog = ['🥲 Failed to load the model', '', 'Failed to load model', '', "error loading model: error loading model architecture: unknown model architecture: 'qwen35'"];
    expect(read(dialog)).toEqual(['llamacpp', 'failed', "error loading model: error loading model architecture: unknown model architecture: 'qwen35'"]);
  });

  it('is not read into a line that only quotes it', () => {
    const [engine] = read(['Error: llama runner process has terminated: error loading model: error loading model vocabulary: cannot find tokenizer merges in model file']);
    expect(engine).not.toBe('llamacpp');
  });
});
