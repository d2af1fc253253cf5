import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2024);

// Ollama 0.2's report of its runner's death: the exit status, then the runner's last error line, here llama.cpp's pointer
// `failed to create context with model` (its cause, when printed, is above it).
const DEATH = "Error: llama runner process has terminated: exit status 0xc0000409 error:failed to create context with model 'C:\\m'";

describe("Ollama: the runner's death reported with a pointer as its last words", () => {
  it('is named where nothing says more: the runner died', () => {
    const [a] = read([' ollama run codegeex4', DEATH]);
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', DEATH]);
  });

  it("yields to the runner's own cause printed before it", () => {
    const oom = 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 3257.82 MiB on device 0: cudaMalloc failed: out of memory';
    const [a] = read([oom, DEATH]);
    expect(a!.fatal?.headline).toBe(oom);
  });

  it('a cancelled load is no death, whoever reports it', () => {
    const [a] = read([
      'time=2024-09-20T22:44:48.892+02:00 level=ERROR source=sched.go:456 msg="error loading llama server" error="timed out waiting for llama runner to start: context canceled"',
    ]);
    expect(a!.fatal).toBeNull();
  });
});
