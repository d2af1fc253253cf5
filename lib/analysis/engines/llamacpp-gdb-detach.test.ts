import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml_print_backtrace forks `gdb -p <pid> -batch`; gdb prints the threads' frames and `[Inferior 1 (process N) detached]`,
// then ggml_abort (or ggml's terminate handler) calls abort(): the process is gone (ggml-org/llama.cpp#22929, #12878).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2026)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};

describe("gdb's frames and detach line from ggml's abort backtrace", () => {
  it("tell llama-server by its server loop and main, and end it", () => {
    expect(read([
      'May 22 01:36:07 pc run.sh[60047]: #4  0x000055752c0cb44b in server_queue::start_loop(long) ()',
      'May 22 01:36:07 pc run.sh[60047]: #5  0x000055752bf79ecc in llama_server(int, char**) ()',
      'May 22 01:36:07 pc run.sh[60047]: [Inferior 1 (process 37450) detached]',
    ])).toEqual(['llamacpp', 'failed', '[Inferior 1 (process 37450) detached]']);
  });

  it('yields the headline to the signal named after it', () => {
    expect(read([
      '#11 0x000058fb84671637 in server_context::load_model(common_params const&) ()',
      '[Inferior 1 (process 52963) detached]',
      'Aborted (core dumped)',
    ])[2]).toBe('Aborted (core dumped)');
  });

  it('behind a prefix left on it (a relayed child), is not the process\'s end', () => {
    expect(read(['slot update_slots: id  0 | task 5 | prompt done', '[41553] [Inferior 1 (process 41553) detached]'])[1]).not.toBe('failed');
  });
});
