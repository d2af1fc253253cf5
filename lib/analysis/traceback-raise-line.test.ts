import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.outcome, a.fatal?.headline ?? null]);

// HabanaAI/vllm-fork#1557: torch's `[rankN]: ` report with its indentation lost and one frame line glued to the code line above.
describe('a `raise …` source line that lost its indentation and its frame line', () => {
  it('stays in the stack, so the bare exception line under it is the cause', () => {
    const lines = [
      '[rank0]: File "/wm/vllm-fork/vllm/worker/hpu_model_runner.py", line 2561, in warmup_scenario',
      '[rank0]: inputs = self.prepare_model_input_align_worker( [rank0]: File "/wm/vllm-fork/vllm/worker/model_runner_base.py", line 233, in prepare_model_input_align_worker',
      '[rank0]: raise NotImplementedError',
      '[rank0]: NotImplementedError',
    ];
    expect(read(lines)).toEqual([['failed', 'NotImplementedError']]);
  });
});
