import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// Ollama's llm/llama_server.go (2026, llama.cpp's llama-server as the runner): WaitUntilRunning answers a runner whose status
// turned to an out-of-memory error with `llama-server reported out-of-memory during startup: <the runner's last error lines>`,
// and retryWithMMProjCPUOffload wraps that error when stopping the failed runner for its retry fails. The scheduler answers the
// load request with it (a 500) and `ollama serve` lives; the CLI prints the answer as `Error: 500 Internal Server Error: …`.
const RETRY =
  'Error: 500 Internal Server Error: llama-server startup failed before projector CPU offload retry: llama-server reported out-of-memory during startup: GGML_ASSERT(buffer) failed';
const QUOTED = 'alloc_tensor_range: failed to allocate Vulkan0 buffer of size 1072462848; error stopping failed process: TerminateProcess: Access is denied.';
const OOM = 'Error: 500 Internal Server Error: llama-server reported out-of-memory during startup: cudaMalloc failed: out of memory';

describe("the CLI's relay of the llama-server runner's out-of-memory startup", () => {
  it('names Ollama and keeps the server running, the relayed refusal its cause (ollama/ollama#16564)', () => {
    expect(read([RETRY, QUOTED])).toEqual([['ollama', 'running', RETRY]]);
  });

  it('reads the plain out-of-memory answer the same', () => {
    expect(read([OOM])).toEqual([['ollama', 'running', OOM]]);
  });

  it('near misses are not it', () => {
    // llama.cpp's own server says nothing of the kind; a llama-server of its own failing is llama.cpp's.
    expect(read(['Error: llama-server reported an error'])[0]?.[0]).not.toBe('ollama');
    expect(read(['llama-server reported out-of-memory during startup'])[0]?.[0]).not.toBe('ollama');
  });
});
