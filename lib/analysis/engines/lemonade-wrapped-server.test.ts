import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

// noamsto/nix-amd-ai#68: Lemonade's WrappedServer gives up waiting for the backend it started (wait_for_ready returned
// false), then its process manager kills the child and the load fails: the tagged line is the end, and names the child.
describe("Lemonade's WrappedServer giving up on its backend", () => {
  it('ends the vLLM child it started as failed, the verdict its cause', () => {
    const got = read([
      '2026-07-25 14:36:08.360 [Info] (vLLM) Starting vllm-server on port 8001...',
      '2026-07-25 14:36:08.362 [Info] (ProcessManager) Process started successfully, PID: 596451',
      '2026-07-25 14:36:08.362 [Error] (WrappedServer) vllm-server failed to start within timeout',
    ]);
    expect(got).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: expect.stringContaining('vllm-server failed to start within timeout') }]);
  });

  it("another tool's untagged words are not Lemonade's verdict", () => {
    const got = read([
      'INFO 06-22 02:55:02 [core.py:172] init engine (profile, create kv cache, warmup model) took 44.51 seconds',
      'Backend server failed to start within timeout',
    ]);
    expect(got.map((a) => a.fatal)).toEqual([null]);
  });
});
