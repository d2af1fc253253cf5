import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// ninja's last line of a failed JIT build, as the engine core's start-up handler logs the exception (igeniusai/domyn-swarm#97).
describe("vLLM: a JIT build's `ninja: build stopped` at ERROR", () => {
  it('ends the engine core, that line the cause', () => {
    const lines = ['(EngineCore_0 pid=1284) ERROR 10-14 17:48:53 [core.py:700] ninja: build stopped: subcommand failed.'];
    expect(readStories(lines, 2025)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: 'ninja: build stopped: subcommand failed.' }]);
  });

  it('ends nothing at WARNING, where vLLM caught the build and went on', () => {
    const lines = [
      '(Worker_TP0 pid=677) INFO 06-12 19:41:56 [default_loader.py:397] Loading weights took 24.45 seconds',
      '(Worker_TP0 pid=677) WARNING 06-12 19:42:09 [flashinfer_all_reduce.py:74] ninja: build stopped: subcommand failed.',
    ];
    expect(readStories(lines, 2026)[0]!.outcome).toBe('running');
  });
});
