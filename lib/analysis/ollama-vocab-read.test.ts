import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The Ollama server reads a model's vocabulary itself before it starts a llama.cpp runner (llm/server.go, VocabOnly): loader
// lines that load no weights. Lines of ollama/ollama#11261 and #9209.
const VOCAB_READ = [
  'load: special tokens cache size = 3',
  'print_info: arch             = llama',
  'print_info: vocab_only       = 1',
  'print_info: n_vocab          = 32000',
  'llama_model_load: vocab only - skipping tensors',
];
const RUNNER_START =
  'time=2025-07-02T02:40:19.097Z level=INFO source=server.go:431 msg="starting llama server" cmd="/usr/bin/ollama runner --model /root/.ollama/models/blobs/sha256-1703 --ctx-size 8192 --port 40903"';
const RUNNER_LOAD = ['llm_load_print_meta: arch             = llama', 'llm_load_print_meta: vocab_only       = 0', 'llm_load_tensors: offloaded 33/33 layers to GPU'];
// The server's own lines in its journal (ollama/ollama#12403): the unit's name tells the engine, a cut excerpt shows no other sign.
const journal = (lines: string[]) => lines.map((l) => `Sep 26 10:32:29 host ollama[6664]: ${l}`);
const phases = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.phases.map((p) => p.name));

describe("Ollama's own vocabulary read", () => {
  it('loads no weights: its loader lines are taken back once it says it skipped the tensors', () => {
    expect(phases([...VOCAB_READ, RUNNER_START])).toEqual([['spawned']]);
  });

  it("the runner's load after it still proves loading", () => {
    expect(phases([...VOCAB_READ, RUNNER_START, ...RUNNER_LOAD]).at(-1)).toContain('loading_weights');
  });

  it('cut before its end line, `vocab_only = 1` still shows the read: its loader lines prove no load', () => {
    expect(phases(journal(VOCAB_READ.slice(0, 4)))).toEqual([[]]);
  });

  it('cut before `vocab_only`, nothing shows which load it is: the loader lines prove loading', () => {
    expect(phases(journal(VOCAB_READ.slice(0, 2)))).toEqual([['loading_weights']]);
  });

  it("a runner's load is kept when another model's vocabulary is read later", () => {
    expect(phases([...RUNNER_LOAD, ...VOCAB_READ])[0]).toEqual(['loading_weights']);
  });
});
