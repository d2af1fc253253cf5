import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe('a pasted prompt running the pre-rename server under a llama name of its own', () => {
  // ggml-org/llama.cpp#6723: the b2398 server, copied into an image as `llamacpp-server`, dies of SIGILL on a host without AVX.
  it('tells llama.cpp when the shell reports the death', () => {
    expect(read(['root@e78426d1a27d38:/# llamacpp-server ', 'Illegal instruction (core dumped)'])).toEqual([
      ['llamacpp', 'failed', 'Illegal instruction (core dumped)'],
    ]);
  });

  it('takes the dashed spelling of a wrapper too', () => {
    expect(read(['$ llama-cpp-server --port 8080'])[0]?.[0]).toBe('llamacpp');
  });

  it('does not take a program that only starts with llama', () => {
    expect(read(['$ llama-swap --config config.yaml'])[0]?.[0]).not.toBe('llamacpp');
  });
});
