import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llamafile is built with Cosmopolitan, whose crash handler reports a signal nothing caught and ends the process
// (mozilla-ai/llamafile#700: `error: Uncaught SIGSEGV (SEGV_MAPERR) at 0x328 on legion pid 249503 tid 249511`).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};
const CRASH = 'error: Uncaught SIGSEGV (SEGV_MAPERR) at 0x328 on legion pid 249503 tid 249511';

describe("Cosmopolitan's uncaught-signal report in llamafile", () => {
  it('ends the llamafile started on the pasted command line', () => {
    expect(read(['$ llamafile -m qwen2.5-coder-7b-instruct-q8_0.gguf --gpu NVIDIA', ' launching server...', CRASH, '  /usr/local/bin/llamafile', '  No error information'])).toEqual([
      'llamacpp',
      'failed',
      CRASH,
    ]);
  });

  it('ends a serving llama.cpp server the same way', () => {
    expect(read(['srv  update_slots: all slots are idle', CRASH])).toEqual(['llamacpp', 'failed', CRASH]);
  });

  it('is only the report line: a caught signal named in prose is not it', () => {
    expect(read(['srv  update_slots: all slots are idle', 'error: Uncaught SIGSEGV handler test skipped'])).toEqual(['llamacpp', 'ready', null]);
  });
});
