import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Since 0.1.32 `ollama serve` (Go) runs llama.cpp only in its runner process and copies the runner's stderr into its own log:
// a C++ `terminate called …` under the server's PID is the runner's death (ollama/ollama#7146, a Chinese-locale journal).
const OOM = '10月 19 22:21:15 gpu ollama[60399]: ggml_backend_cuda_buffer_type_alloc_buffer: allocating 8574.52 MiB on device 3: cudaMalloc failed: out of memory';
const LOAD = '10月 19 22:21:16 gpu ollama[60399]: ERROR [load_model] unable to load model | model="/usr/share/ollama/.ollama/models/blobs/sha256-b506" tid="140035751489536" timestamp=1729347676';
const TERMINATE = '10月 19 22:21:16 gpu ollama[60399]: terminate called without an active exception';
// 0.1.18–0.1.31 loaded llama.cpp into the server itself (ollama/ollama#2189's journal).
const IN_PROCESS = 'Jan 25 15:59:27 OS ollama[60399]: 2024/01/25 15:59:27 ext_server_common.go:136: Initializing internal llama server';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("a C++ terminate in Ollama's log", () => {
  it("is the runner's death, which the server outlives; the cause stays the load's", () => {
    expect(read([OOM, LOAD, TERMINATE])).toEqual(['ollama', 'running', expect.stringContaining('cudaMalloc failed: out of memory')]);
  });

  it('after llama.cpp was loaded into the server ends the server', () => {
    expect(read([IN_PROCESS, OOM, LOAD, TERMINATE])[1]).toBe('failed');
  });
});

describe('a C++ terminate where no line told the engine', () => {
  // ggml-org/llama.cpp#17334's shape: the shared reading holds (the process aborts after it), not Ollama's runner reading.
  it('ends the process', () => {
    const [a] = readAttempts(["terminate called after throwing an instance of 'vk::DeviceLostError'", '  what():  vk::Queue::submit: ErrorDeviceLost'], 2025);
    expect([a!.engine, a!.outcome]).toEqual(['unknown', 'failed']);
  });
});
