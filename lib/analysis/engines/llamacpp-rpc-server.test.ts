import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama.cpp's rpc-server (ggml-rpc.cpp, ggml_backend_rpc_start_server) prints `Accepted client connection, free_mem=…, total_mem=…`
// for each client and `Client connection closed` after it; when accept() fails it prints `Failed to accept client connection`
// and returns, and main() exits (ggml-org/llama.cpp#11807).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome];
};

describe("rpc-server's accept loop", () => {
  it('names llama.cpp by its client line', () => {
    expect(read(['Accepted client connection, free_mem=8293859328, total_mem=8293859328', 'Client connection closed'])).toEqual(['llamacpp', 'running']);
  });

  it('ends when accept() fails', () => {
    expect(read(['Accepted client connection, free_mem=8293859328, total_mem=8293859328', 'Client connection closed', 'Failed to accept client connection'])).toEqual(['llamacpp', 'failed']);
  });
});
