import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// glibc's dynamic loader, when a library llama-server links is missing, prints `<program>: error while loading shared
// libraries: …` as the exec'd process's only output and exits 127 before main(). A container under a restart policy keeps
// every run's output in its log, so a crash loop shows the line once per run (ggml-org/llama.cpp#23522, club-3090#187).
const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name).join(',')]);

const LD = '/app/llama-server: error while loading shared libraries: libllama-common.so.0: cannot open shared object file: No such file or directory';

describe("the loader's failed start of llama-server, once per run", () => {
  it('is one run per line in a bare docker log', () => {
    expect(read([LD, LD, LD])).toEqual([
      ['llamacpp', 'failed', 'spawned,failed'],
      ['llamacpp', 'failed', 'spawned,failed'],
      ['llamacpp', 'failed', 'spawned,failed'],
    ]);
  });

  it("is one run per line behind compose's service prefix, compose's exit line closing the last", () => {
    expect(read([`llama-router-gpu  | ${LD}`, `llama-router-gpu  | ${LD}`, 'llama-router-gpu exited with code 127 (restarting)'])).toEqual([
      ['llamacpp', 'failed', 'spawned,failed'],
      ['llamacpp', 'failed', 'spawned,failed'],
    ]);
  });
});
