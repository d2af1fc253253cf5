import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama 0.30 runs llama.cpp's llama-server as its runner and relays its output under the server's own PID.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

describe("Ollama's llama-server runner", () => {
  // ollama/ollama#17782: the runner's request log, relayed by `ollama serve`, proves a loaded model served.
  it("a request the runner answered proves the server's model ready", () => {
    expect(
      read([
        'ago 15 18:44:34 host ollama[15936]: slot update_slots: id  0 | task 0 | cached n_tokens = 0, memory_seq_rm [0, end)',
        'ago 15 18:44:34 host ollama[15936]: srv  log_server_r: done request: POST /completion 127.0.0.1 200',
      ]),
    ).toEqual(['ollama', 'ready', ['ready']]);
  });

  // ollama/ollama#16946: ggml's backtrace frames name Ollama's library directory; the runner died, the server lives.
  it("ggml's abort with frames from Ollama's lib/ollama is its runner dying, not the server", () => {
    expect(
      read([
        'Jun 27 22:57:42 host svc[44353]: /build/llama-server-cuda_v13/_deps/llama_cpp-src/ggml/src/ggml-cuda/ggml-cuda.cu:813: GGML_ASSERT(tensor->nb[0] == ggml_element_size(tensor)) failed',
        'Jun 27 22:57:42 host svc[44353]: /usr/lib/ollama/libggml-base.so.0(ggml_print_backtrace+0x1e6)[0x7f79fa0485a6]',
        'Jun 27 22:57:42 host svc[44353]: /usr/lib/ollama/libggml-base.so.0(ggml_abort+0x11d)[0x7f79fa04872d]',
      ]),
    ).toEqual(['ollama', 'running', []]);
    // The same frames from a llama.cpp build of its own are llama-server's death.
    expect(
      read([
        'Jun 27 22:57:42 host svc[44353]: /src/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:813: GGML_ASSERT(tensor->nb[0] == ggml_element_size(tensor)) failed',
        'Jun 27 22:57:42 host svc[44353]: /src/llama.cpp/build/bin/libggml-base.so.0(ggml_print_backtrace+0x1e6)[0x7f79fa0485a6]',
      ])[1],
    ).toBe('failed');
  });
});
