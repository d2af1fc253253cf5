import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_abort prints `__FILE__:__LINE__: message`; an assert in an inline function names the header it is in
// (ikawrakow/ik_llama.cpp#1910: `…/iqk/fa/iqk_fa_templates.h:1175: GGML_ASSERT(S > 0) failed`), then aborts.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome];
};

describe("ggml's abort line from a header", () => {
  it('ends llama-server like one from a source file', () => {
    expect(read(['slot update_slots: id  0 | task 5 | prompt done', 'ik_llama.cpp/ggml/src/./iqk/fa/iqk_fa_templates.h:1175: GGML_ASSERT(S > 0) failed'])).toEqual(['llamacpp', 'failed']);
    expect(read(['slot update_slots: id  0 | task 5 | prompt done', '/src/llama.cpp/ggml/src/ggml-impl.h:312: GGML_ASSERT(x) failed'])).toEqual(['llamacpp', 'failed']);
  });

    // A slot working on a numbered task proves a served model (ready); the header line must not turn that into a death.
  it("a header named by another program's message is not ggml's", () => {
    expect(read(['slot update_slots: id  0 | task 5 | prompt done', '/usr/include/stdio.h:12: note'])).toEqual(['llamacpp', 'ready']);
  });
});
