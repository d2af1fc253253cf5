import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2023);

// llama.cpp prints a generation's timings when it ends; zsh names the command of a job that died.
describe('a finished generation and the shell naming the server that died', () => {
  const TIMINGS = [
    'llama_print_timings: prompt eval time =  4627.68 ms /   148 tokens (   31.27 ms per token,    31.98 tokens per second)',
    'llama_print_timings:        eval time =   979.50 ms /    17 runs   (   57.62 ms per token,    17.36 tokens per second)',
  ];

  it("the timings prove a served generation; zsh's notice names `ollama serve` as the one that died", () => {
    const [a, more] = read([...TIMINGS, 'zsh: segmentation fault  ollama serve']);
    expect(more).toBeUndefined();
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['ollama', 'failed', ['ready', 'failed']]);
  });

  it('a timing report of no decoded token is no generation', () => {
    const [a] = read(['llama_print_timings:        eval time =     0.00 ms /     0 runs   (    0.00 ms per token,      inf tokens per second)']);
    expect(a?.phases.map((p) => p.name) ?? []).not.toContain('ready');
  });

  it('the llama-server of then: timings, then zsh naming it', () => {
    const [a] = read([...TIMINGS, 'zsh: segmentation fault  ./server -m models/7B/ggml-model-q4_0.gguf']);
    expect([a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['failed', ['ready', 'failed']]);
  });

  // llama-cpp-python's server prints llama.cpp's timings after each completion (abetlen/llama-cpp-python#1354): they name llama.cpp,
  // and a prompt decoded proves the loaded model served even when the generation's own line is cut off.
  it('the timings alone name llama.cpp, and a decoded prompt proves a served request', () => {
    const [a] = read([
      'llama_print_timings:        load time =    1491.98 ms',
      'llama_print_timings: prompt eval time =    1491.90 ms /    37 tokens (   40.32 ms per token,    24.80 tokens per second)',
    ]);
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['llamacpp', 'ready', ['ready']]);
    const [none] = read(['llama_print_timings: prompt eval time =     0.00 ms /     0 tokens (    -nan ms per token,     -nan tokens per second)']);
    expect(none?.phases.map((p) => p.name) ?? []).not.toContain('ready');
  });
});

