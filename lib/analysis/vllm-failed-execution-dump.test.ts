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

const STATS = '(EngineCore_DP0 pid=26077) ERROR 10-06 07:11:37 [dump_input.py:82] Dumping scheduler stats: SchedulerStats(num_running_reqs=1, num_waiting_reqs=0, step_counter=0, current_wave=0, kv_cache_usage=0.0147)';
const INPUT = "(EngineCore_DP0 pid=26077) ERROR 10-06 07:11:37 [dump_input.py:69] Dumping input data for V1 LLM engine (v0.11.0) with config: model='/models', speculative_config=None, tokenizer='/models'";
const SERVING = '(APIServer pid=1) INFO:     127.0.0.1:40000 - "POST /v1/chat/completions HTTP/1.1" 200 OK';

// V1's execute_model_with_error_logging (v1/engine/core.py) dumps the failed step and re-raises: the busy loop ends.
describe("V1's dump of a failed engine step", () => {
  it('ends the attempt as failed on the dump alone, naming no cause of its own (vllm-project/tpu-inference#788)', () => {
    expect(read([STATS])).toEqual([{ outcome: 'failed', fatal: null, phases: ['failed'] }]);
  });

  it('after serving, the dump ends the served attempt and the logged exception is the cause', () => {
    const got = read([
      SERVING,
      INPUT,
      STATS,
      '(EngineCore_DP0 pid=26077) ERROR 10-06 07:11:37 [core.py:720] EngineCore encountered a fatal error.',
      '(EngineCore_DP0 pid=26077) ERROR 10-06 07:11:37 [core.py:720] Traceback (most recent call last):',
      '(EngineCore_DP0 pid=26077) ERROR 10-06 07:11:37 [core.py:720] RuntimeError: shape mismatch in the vision encoder',
    ]);
    expect(got).toHaveLength(1);
    expect(got[0]!.outcome).toBe('failed');
    expect(got[0]!.phases).toEqual(['ready', 'failed']);
    expect(got[0]!.fatal).toContain('RuntimeError: shape mismatch');
  });
});

// 0.9's dump_input.py logged each part on its own line: the heading alone, then the scheduler's output and stats bare.
describe("V1 0.9's line-per-part dump of a failed engine step", () => {
  const DUMP_09 = [
    'ERROR 06-15 13:57:57 [dump_input.py:79] Dumping scheduler output for model execution:',
    'ERROR 06-15 13:57:57 [dump_input.py:80] SchedulerOutput(scheduled_new_reqs=[], total_num_scheduled_tokens=1)',
    'ERROR 06-15 13:57:57 [dump_input.py:82] SchedulerStats(num_running_reqs=1, num_waiting_reqs=0)',
  ];

  it('ends the attempt as failed, and neither the heading nor the dumped objects are the cause (vllm-project/vllm#19668)', () => {
    expect(read(DUMP_09)).toEqual([{ outcome: 'failed', fatal: null, phases: ['failed'] }]);
  });

  it('leaves the cause to the exception the engine core logs next', () => {
    const got = read([
      ...DUMP_09,
      'ERROR 06-15 13:57:57 [core.py:517] EngineCore encountered a fatal error.',
      'ERROR 06-15 13:57:57 [core.py:517] Traceback (most recent call last):',
      'ERROR 06-15 13:57:57 [core.py:517] TimeoutError: RPC call to execute_model timed out.',
    ]);
    expect(got).toHaveLength(1);
    expect(got[0]!.outcome).toBe('failed');
    expect(got[0]!.fatal).toContain('TimeoutError: RPC call to execute_model timed out');
  });
});
