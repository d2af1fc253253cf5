import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Go on Windows reports a fatal exception as `Exception <code> <info0> <info1> <pc>`, `PC=…`, then, when it came from C,
// `signal arrived during external code execution` (runtime/signal_windows.go; ollama/ollama#11255 for the lines).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};
const DUMP = ['Exception 0xc0000005 0x0 0x0 0x7fffb8f22f58', 'PC=0x7fffb8f22f58', 'signal arrived during external code execution'];

describe("Go's Windows exception report", () => {
  it("names Ollama's runner crash as the cause; the server lives", () => {
    expect(read(['time=2025-07-01T20:41:24.617+08:00 level=INFO source=runner.go:815 msg="starting go runner"', ...DUMP])).toEqual([
      'ollama',
      'running',
      'Exception 0xc0000005 0x0 0x0 0x7fffb8f22f58',
    ]);
  });

  it('the external-code line alone tells Ollama', () => {
    expect(read(DUMP)[0]).toBe('ollama');
  });

  it('a sentence that starts with Exception is not one', () => {
    expect(read(['time=2025-07-01T20:41:24.617+08:00 level=INFO source=runner.go:815 msg="starting go runner"', 'Exception 0xc0000005 was raised twice'])[2]).toBeNull();
  });
});
