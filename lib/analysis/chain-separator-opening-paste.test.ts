import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Python prints `The above exception was the direct cause of the following exception:` only between two sections of one
// chained report: a paste that starts at it (the first section cut off above) has no error message there, and the headline
// is not that separator (vllm-project/vllm-ascend#2891: the engine core's logged fatal traceback, cut at both ends).
describe('a chain separator that opens the paste', () => {
  it('is no root cause of its own', () => {
    const p = 'ERROR 09-12 09:33:06 [core.py:634] ';
    const lines = [
      `${p}The above exception was the direct cause of the following exception:`,
      `${p}`,
      `${p}Traceback (most recent call last):`,
      `${p}  File "/vllm-workspace/vllm/vllm/v1/engine/core.py", line 625, in run_engine_core`,
      `${p}    engine_core.run_busy_loop()`,
      `${p}  File "/vllm-workspace/vllm/vllm/v1/engine/core.py", line 253, in execute_model_with_error_logging`,
      `${p}    raise err`,
    ];
    const [attempt] = readAttempts(lines, 2025);
    expect(attempt!.outcome).toBe('failed');
    expect(attempt!.fatal?.headline ?? null).toBeNull();
  });
});
