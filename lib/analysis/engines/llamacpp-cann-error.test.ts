import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_cann_error (ggml-cann.cpp) is [[noreturn]]: `CANN error: <the runtime's message>`, `  current device: N, in function
// <__func__> at <file>:<line>`, the failed call, then GGML_ABORT("CANN error"), whose line is `<file>:<line>: CANN error`.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("ggml_cann_error's report", () => {
  it('ends the process on its first line, when the device line and the abort were not kept (llama.cpp#16628)', () => {
    const [engine, outcome, fatal] = read([
      'CANN error: EE1001: [PID: 753761] 2025-10-17-11:53:32.738.425 The argument is invalid.Reason: rtMemGetInfoEx execute failed, reason=[context pointer null]',
      '        Solution: 1.Check the input parameter range of the function. 2.Check the function invocation relationship.',
      '        TraceBack (most recent call last):',
    ]);
    expect([engine, outcome]).toEqual(['llamacpp', 'failed']);
    expect(fatal).toContain('CANN error: EE1001');
  });

  it("is ggml's abort line with the CANN runtime's name (llama.cpp#9250)", () => {
    expect(read(['/home/zn/new-llama/llama.cpp/ggml/src/ggml-cann.cpp:123: CANN error', '[New LWP 2750924]']).slice(0, 2)).toEqual(['llamacpp', 'failed']);
  });

  it("names a destructor as its function: `~ggml_backend_cann_context` (llama.cpp#9250)", () => {
    expect(read([
      '  current device: 1, in function ~ggml_backend_cann_context at /home/zn/new-llama/llama.cpp/ggml/src/ggml-cann/common.h:235',
      '  aclrtDestroyStream(streams[i])',
    ]).slice(0, 2)).toEqual(['llamacpp', 'failed']);
  });

  it('is not a line that only mentions CANN', () => {
    expect(read(['INFO: CANN error: EE9999 seen earlier, retrying']).slice(0, 2)).not.toEqual(['llamacpp', 'failed']);
  });
});
