import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { lineSignal } from './rule-sets';

// fish's job summary (share/functions/fish_job_summary.fish) prints `fish: Job N, '<command shortened to 32 chars>' terminated
// by signal SIGX (<description>)`; a paste that keeps only the command onward still ends in fish's words.
describe("fish's job summary pasted without its head", () => {
  // ggml-org/llama.cpp#9761: llama-server b3889 with --split-mode row on four MI100, killed by SIGSEGV.
  const line = "llama-server --host 0.0.0.0 --p…' terminated by signal SIGSEGV (Address boundary error)";

  it('ends the process as failed, the line its cause', () => {
    expect(readAttempts([line]).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null])).toEqual([
      ['llamacpp', 'failed', line],
    ]);
  });

  it('takes SIGTERM as a request to end', () => {
    expect(lineSignal(null, "llama-server -m m.gguf' terminated by signal SIGTERM (Polite quit request)")?.end).toBe('stopped');
  });

  it('needs the closing quote and the description to the end of the line', () => {
    expect(lineSignal(null, 'worker terminated by signal SIGSEGV (Address boundary error)')?.end).toBeUndefined();
    expect(lineSignal(null, "llama-server -m m.gguf' terminated by signal SIGSEGV (Address boundary error) twice")?.end).toBeUndefined();
  });
});
