import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// GCC puts a function's throw/abort path in a `.cold` clone; gdb names it in ggml's backtrace (ggml_uncaught_exception, ggml's
// terminate handler, prints it before libstdc++'s `terminate called … what(): …`): llama.cpp#20129.
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2026)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};
const FRAMES = [
  '#1  0x00007077fd4b292b in ggml_print_backtrace () from /opt/llama.cpp/bin/libggml-base.so.0',
  '#2  0x00007077fd4c5fff in ggml_uncaught_exception() () from /opt/llama.cpp/bin/libggml-base.so.0',
  '#4  0x00007077fc8ae277 in std::terminate() () from /lib/x86_64-linux-gnu/libstdc++.so.6',
  '#5  0x00007077fc8ae4d8 in __cxa_throw () from /lib/x86_64-linux-gnu/libstdc++.so.6',
  '#6  0x00007077fcc75c77 in common_chat_parse(std::string const&, bool) [clone .cold] () from /opt/llama.cpp/bin/libllama-common.so.0',
  '#7  0x00007077fccd2264 in server_context::update_slots() () from /opt/llama.cpp/bin/libllama-server-impl.so',
];

describe("a llama.cpp frame in a `.cold` clone of ggml's crash backtrace", () => {
  it('names where the process failed, over the backtrace frame', () => {
    expect(read(FRAMES)).toEqual(['llamacpp', 'failed', FRAMES[4]]);
  });

  it("yields to the exception's own text printed after the trace", () => {
    const [, outcome, fatal] = read([...FRAMES, '[Inferior 1 (process 822099) detached]', "terminate called after throwing an instance of 'std::runtime_error'", '  what():  Unexpected empty grammar stack after accepting piece: <pad> (0)']);
    expect(outcome).toBe('failed');
    expect(fatal).not.toBe(FRAMES[4]);
  });

  it("is no cause in another program's frame", () => {
    expect(read(['#3  0x000055d0c0ffee00 in foo_parse(char const*) [clone .cold] ()'])[2]).toBeNull();
  });
});
