import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const read = (text: string) => analyse(parseLog(text, { year: 2026 }).entries).attempts.map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("ggml-rpc's client losing its RPC worker", () => {
  // ggml-org/llama.cpp#26768: RPC_STATUS_ASSERT's abort line, then log.cpp's stamped line about the socket, printed after it.
  it('names the assertion, not the socket error printed beside it', () => {
    const abort = 'ggml-rpc.cpp:519: Remote RPC server crashed or returned malformed response\n';
    const recv = '8.10.600.768 E recv failed (bytes_recv=0, size_to_recv=8)\n';
    const frame = 'libllama.so.0(llama_decode+0xf)[0x7f7a1d22445f]\n';
    expect(read(abort + recv + frame)).toEqual([['llamacpp', 'failed', 'ggml-rpc.cpp:519: Remote RPC server crashed or returned malformed response']]);
    // The same check before 2025-06 was a bare GGML_ASSERT(status), already a cause.
    expect(read('/opt/llama.cpp/ggml/src/ggml-rpc/ggml-rpc.cpp:764: GGML_ASSERT(status) failed\n' + recv + frame)[0]![2]).toContain('GGML_ASSERT(status) failed');
  });

  // ggml-org/llama.cpp#26424: on macOS ggml prints backtrace_symbols' columns; a frame in libllama's dylib is llama.cpp's own.
  it("tells llama.cpp by a macOS frame in its own library, so the abort ends the run", () => {
    const abort = '/ggml-rpc.cpp:540: Remote RPC server crashed or returned malformed response\n';
    const frame = '7   libllama.0.0.10263.dylib            0x0000000103334da4 _ZN13llama_context6decodeERK11llama_batch + 2356\n';
    expect(read(abort + frame)).toEqual([['llamacpp', 'failed', '/ggml-rpc.cpp:540: Remote RPC server crashed or returned malformed response']]);
    // A frame of ggml's base library is every ggml program's (Ollama, whisper.cpp): it tells no engine.
    expect(read('1   libggml-base.0.18.0.dylib           0x0000000104702d38 ggml_abort + 156\n')[0]![0]).toBe('unknown');
  });
});
