import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const run = (lines: string[]) => readStories(lines, 2025);

describe('an attempt whose engine no line tells still ends on any engine’s end line', () => {
  it("vLLM's engine-core death under a wrapper's Python logging format is a failure, not a running server (vllm-project/vllm#23517)", () => {
    const lines = [
      '2025-11-02 13:17:04,315 - vllm.v1.engine.core_client - ERROR - Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.',
      '2025-11-02 13:17:04,315 - vllm.v1.executor.multiproc_executor - INFO - Parent process exited, terminating worker',
      '2025-11-02 13:17:04,315 - vllm.v1.executor.multiproc_executor - INFO - WorkerProc shutting down.',
    ];
    // The logger's name (`vllm.v1.engine.core_client`, kept as the identifier) tells vLLM now; the other cases here stay unknown.
    expect(run(lines)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: 'Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.' }]);
  });

  it("an orderly shutdown line of an engine logged at info level is a stop, whichever engine's", () => {
    const lines = ['2025-11-02 13:17:04,315 - app.server - INFO - Application startup complete.', '2025-11-02 13:19:00,001 - app.server - INFO - Application shutdown complete.'];
    expect(run(lines).map((a) => a.outcome)).toEqual(['stopped']);
  });

  it('a line no engine prints as an end leaves it running', () => {
    const lines = ['2025-11-02 13:17:04,315 - app.server - ERROR - request 17 failed: timeout talking to the cache'];
    expect(run(lines).map((a) => a.outcome)).toEqual(['running']);
  });

  // mostlygeek/llama-swap#770: the proxy reports its child's exit; nothing in the excerpt tells which server the child was.
  it("llama-swap's `ExitError >>` report of its child ends the attempt as failed, the exit named", () => {
    const lines = [
      '[WARN] <qmd-rerank> ExitError >> exit status 1, exit code: 1',
      '[INFO] <qmd-rerank> process exited but not StateStopping, current state: starting',
    ];
    expect(run(lines)).toEqual([{ engine: 'unknown', outcome: 'failed', fatal: '[WARN] <qmd-rerank> ExitError >> exit status 1, exit code: 1' }]);
  });
});
