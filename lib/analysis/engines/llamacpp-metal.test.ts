import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml-metal keeps a failed command buffer's error: every later graph is refused (`backend is in error state from a previous
// command buffer failure`), so a server that printed it is up but computes nothing, even after `model loaded` (ggml-org/llama.cpp#27309).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};
const LOADED = ['llama_context: n_ctx = 262144', 'srv  llama_server: model loaded', 'srv  llama_server: listening on http://127.0.0.1:8080'];
const FAILED_BUFFER = ['ggml_metal_synchronize: error: command buffer 0 failed with status 5', 'error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)'];

describe("Metal's failed command buffer", () => {
  it('during warm-up: the server reports ready but runs with the out-of-memory named', () => {
    expect(read([LOADED[0]!, ...FAILED_BUFFER, ...LOADED.slice(1)])).toEqual(['llamacpp', 'running', FAILED_BUFFER[1]]);
  });

  it('while serving, also when it recurs on every compute', () => {
    expect(read([...LOADED, ...FAILED_BUFFER, ...FAILED_BUFFER])).toEqual(['llamacpp', 'running', FAILED_BUFFER[1]]);
  });

  // The older accelerator family's code (ggml-org/llama.cpp#8886), and the out-of-memory text with its code cut (llama.cpp#27309).
  it.each([
    'error: Ignored (for causing prior/excessive GPU errors) (00000004:kIOAccelCommandBufferCallbackErrorSubmissionsIgnored)',
    'error: Insufficient Memory (...)',
  ])('names %s and keeps the server from ready', (line) => {
    expect(read([LOADED[0]!, FAILED_BUFFER[0]!, line, ...LOADED.slice(1)])).toEqual(['llamacpp', 'running', line]);
  });

  it('without it the same start is ready', () => {
    expect(read(LOADED)).toEqual(['llamacpp', 'ready', null]);
  });
});
