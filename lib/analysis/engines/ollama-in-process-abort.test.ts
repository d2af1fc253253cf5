import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ollama 0.1.18–0.1.31 ran llama.cpp inside `ollama serve` (llm/shim_ext_server.go, llm/dyn_ext_server.go): glibc's heap
// abort after the server loaded it in-process is the server's own death (ollama/ollama#2189). Lines from that journal.
const GPU = 'Jan 25 15:58:43 OS ollama[192151]: 2024/01/25 15:58:43 gpu.go:104: Radeon GPU detected';
const SHIM = 'Jan 25 15:59:27 OS ollama[192151]: 2024/01/25 15:59:27 shim_ext_server.go:92: Loading Dynamic Shim llm server: /tmp>';
const INIT = 'Jan 25 15:59:27 OS ollama[192151]: 2024/01/25 15:59:27 ext_server_common.go:136: Initializing internal llama server';
const ABORT = 'Jan 25 15:59:27 OS ollama[192151]: free(): invalid pointer';
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('a glibc heap abort in Ollama', () => {
  it('after llama.cpp was loaded into the server ends the server', () => {
    expect(read([GPU, SHIM, INIT, ABORT])).toEqual(['ollama', 'failed', 'free(): invalid pointer']);
  });

  it('with no in-process load before it is a runner’s death: named, the server lives', () => {
    expect(read([GPU, ABORT])).toEqual(['ollama', 'running', 'free(): invalid pointer']);
  });
});
