import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama 0.1.x ran llama.cpp's server inside `ollama serve` (llm/ext_server/ext_server.cpp): its loop thread calls update_slots()
// until it returns false, then says it exits the loop and shuts the llama server down. The process lives, but no loop answers a
// request any more (ollama/ollama#2048: ollama still running, the chat API no longer answers).
const lines = [
  '[1704891429] update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 2',
  '[1704891429] update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 1',
  '[1704891429] update_slots : failed to decode the batch, n_batch = 1, ret = 1',
  '[1704891429] unexpected error in llama server update_slots - exiting main loop',
  '[1704891429] ',
  'llama server shutting down',
];

const read = (ls: string[]) => readAttempts(ls, 2024);

describe("Ollama 0.1.x's in-process llama server leaving its main loop", () => {
  it('reads Ollama, served, then failed with the loop exit as the cause', () => {
    const [a, ...rest] = read(lines);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome]).toEqual(['ollama', 'failed']);
    expect(a!.fatal?.headline).toContain('exiting main loop');
    expect(a!.phases.map((p) => p.name)).toEqual(['ready', 'failed']);
  });

  it('the batch retries alone are a model at work, nothing failed', () => {
    const [a] = read(lines.slice(0, 2));
    expect([a!.outcome, a!.fatal]).toEqual(['ready', null]);
  });
});
