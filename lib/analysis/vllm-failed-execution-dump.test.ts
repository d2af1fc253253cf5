import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2024 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null, phases: x.phases.map((p) => p.name) }));
};

const WEIGHTS = 'INFO 11-10 02:04:42 model_runner.py:1069] Loading model weights took 14.2712 GB';
const WRITING = 'INFO 11-10 02:04:42 model_runner_base.py:120] Writing input of failed execution to /tmp/err_execute_model_input_20241110-020442.pkl...';
const DONE = 'INFO 11-10 02:04:48 model_runner_base.py:149] Completed writing input of failed execution to /tmp/err_execute_model_input_20241110-020442.pkl.';

// V0's dump_input_when_exception (worker/model_runner_base.py) writes a step's inputs only when it raised, then re-raises.
describe("V0's input dump of a failed model execution", () => {
  it('ends the attempt as failed, naming no cause of its own (vllm-project/vllm#8054)', () => {
    expect(read([WEIGHTS, WRITING, DONE])).toEqual([{ outcome: 'failed', fatal: null, phases: ['weights_loaded', 'failed'] }]);
  });

  it('leaves the cause to the exception it re-raises', () => {
    const got = read([
      WEIGHTS,
      WRITING,
      DONE,
      'ERROR 11-10 02:04:48 engine.py:366] RuntimeError: Error in model execution (input dumped to /tmp/err_execute_model_input_20241110-020442.pkl): call aclnnPromptFlashAttentionV3 failed',
    ]);
    expect(got).toHaveLength(1);
    expect(got[0]!.outcome).toBe('failed');
    expect(got[0]!.fatal).toContain('call aclnnPromptFlashAttentionV3 failed');
  });

  it('a step that merely names the dump file in a request line is not the dump', () => {
    expect(read([WEIGHTS, 'INFO 11-10 02:05:00 logger.py:39] Received request cmpl-1: prompt: \'Writing input of failed execution to x\'']).map((a) => a.outcome)).toEqual(['running']);
  });
});
