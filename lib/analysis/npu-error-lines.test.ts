import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { isExceptionLine } from './group-errors';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

const FRAMES = [
  'ERROR 06-03 14:54:23 engine.py:400] Traceback (most recent call last):',
  'ERROR 06-03 14:54:23 engine.py:400]   File "/usr/local/python/lib/python3.11/site-packages/vllm/engine/multiprocessing/engine.py", line 391, in run_mp_engine',
  'ERROR 06-03 14:54:23 engine.py:400]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,',
];

describe('an exception logged as its repr', () => {
  it('is an exception line: `Name(\'message\')` and `Name("message")`', () => {
    expect(isExceptionLine("RuntimeError('The Inner error is reported as above.\\n')")).toBe(true);
    expect(isExceptionLine('ValueError("bad shape")')).toBe(true);
    expect(isExceptionLine("RuntimeError('unterminated")).toBe(false);
  });

  it("names the cause over the traceback V0's MQLLMEngine.start logs under it (vllm-project/vllm-ascend#393)", () => {
    const got = read([
      "ERROR 04-10 11:26:01 engine.py:140] RuntimeError('The Inner error is reported as above. The process exits for this inner error.\\n')",
      'ERROR 04-10 11:26:01 engine.py:140] Traceback (most recent call last):',
      'ERROR 04-10 11:26:01 engine.py:140]   File "/usr/local/python3.10/lib/python3.10/site-packages/vllm/engine/multiprocessing/engine.py", line 138, in start',
      'ERROR 04-10 11:26:01 engine.py:140]     self.run_engine_loop()',
    ]);
    expect(got).toHaveLength(1);
    expect(got[0]!.fatal).toContain("RuntimeError('The Inner error is reported as above.");
  });
});

describe("torch_npu's advice in an NPU error's message", () => {
  it('the ASCEND_LAUNCH_BLOCKING advice is no cause (vllm-project/vllm-ascend#1047)', () => {
    const got = read([
      'ERROR 06-03 14:54:23 engine.py:400] Note: ASCEND_LAUNCH_BLOCKING=1 will force ops to run in synchronous mode, resulting in performance degradation. Please unset ASCEND_LAUNCH_BLOCKING in time after debugging.',
      ...FRAMES,
    ]);
    expect(got).toEqual([{ outcome: 'failed', fatal: null }]);
  });
});
