import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

// v1/executor/multiproc_executor.py: the monitor logs any worker's death while the executor is not shutting down. After the engine
// core's RPC wait raised `Worker failed with error '…'` (the worker answered with a failure and lived), the engine core exits of it
// and multiprocessing's exit function terminates its daemonic workers before the `Process EngineCore_DP0:` banner
// (vllm-project/vllm#25928): that death is the failure's teardown.
describe("vLLM's worker death after the engine core reported a worker's error", () => {
  const wrapper = "(EngineCore_DP0 pid=2936) ERROR 09-30 14:00:26 [core.py:712] RuntimeError: Worker failed with error '', please check the stack trace above for the root cause";
  const death = '(EngineCore_DP0 pid=2936) ERROR 09-30 14:00:28 [multiproc_executor.py:154] Worker proc VllmWorker-0 died unexpectedly, shutting down executor.';
  const banner = '(EngineCore_DP0 pid=2936) Process EngineCore_DP0:';

  it('is teardown: the attempt failed, the death names no cause', () => {
    expect(read([wrapper, death, banner])).toEqual([{ outcome: 'failed', fatal: null }]);
  });
  it('before any such report it is still the cause', () => {
    expect(read([death, banner])).toEqual([{ outcome: 'failed', fatal: death.slice(death.indexOf('Worker proc')) }]);
  });
});
