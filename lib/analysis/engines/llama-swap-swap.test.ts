import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-swap's swap of upstreams (proxy/process.go): Stop() logs `swapState() State transitioned from ready to stopping`, signals
// the child (`taskkill /f /t` on Windows, whose killed process exits 1) and waits; a child still there after the stop timeout gets
// `Process timed out waiting to stop, sending KILL signal`. Start() logs `stopped to starting` before it runs the next `cmd`,
// and its health check's 200 `Health check passed on <url>` makes the upstream ready.
const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

const STOPPING = '[DEBUG] <qwen3-32b> swapState() State transitioned from ready to stopping';
const EXIT_1 = ['[DEBUG] <qwen3-32b> cmd.Wait() returned error: exit status 1', '[WARN] <qwen3-32b> ExitError >> exit status 1, exit code: 1'];

describe("llama-swap's swap of its upstream", () => {
  it("reads an exit status after its own stop began as that stop, and the next child's start as a new run", () => {
    const next = ['[DEBUG] <qwen3-4b> swapState() State transitioned from stopped to starting', 'ggml_cuda_init: found 3 CUDA devices:'];
    expect(read([STOPPING, ...EXIT_1, ...next])).toEqual([
      ['unknown', 'stopped', null],
      ['llamacpp', 'running', null],
    ]);
  });

  it('keeps an exit status with no stop of its own before it a death', () => {
    expect(read(EXIT_1)).toEqual([['unknown', 'failed', EXIT_1[0]]]);
  });

  it('keeps the KILL after its stop timed out a death', () => {
    const kill = '[DEBUG] <qwen-coder-3090-FIM> Process timed out waiting to stop, sending KILL signal (normal during shutdown)';
    expect(read(['[DEBUG] <qwen-coder-3090-FIM> swapState() State transitioned from ready to stopping', kill])).toEqual([['unknown', 'failed', kill]]);
    expect(read([STOPPING, '[WARN] <qwen3-32b> ExitError >> signal: killed, exit code: -1'])).toEqual([['unknown', 'failed', '[WARN] <qwen3-32b> ExitError >> signal: killed, exit code: -1']]);
  });

  it('reads its passed health check as the upstream ready', () => {
    const m = 'mlx-community/Qwen3-Coder-30B-A3B-Instruct-4bit';
    expect(read([`[INFO] preloading model: ${m}`, `[INFO] <${m}> Health check passed on http://localhost:11436/v1/models`])).toEqual([['unknown', 'ready', null]]);
  });
});
