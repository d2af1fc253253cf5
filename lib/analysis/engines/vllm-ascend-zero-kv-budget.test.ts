import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vllm-project/vllm-ascend#3843: every NPU worker's profile leaves a zero KV budget, then the engine core fails to start;
// the traceback is cut before vLLM's `No available memory for the cache blocks`.
const ZERO = [
  '(Worker_TP2 pid=554) INFO 10-28 21:14:48 [worker_v1.py:259] Available memory: 0, total memory: 65452113920',
  '(Worker_TP0 pid=552) INFO 10-28 21:14:49 [worker_v1.py:259] Available memory: 0, total memory: 65452113920',
];
const FAILED = [
  '(EngineCore_DP0 pid=415) ERROR 10-28 21:14:49 [core.py:708] EngineCore failed to start.',
  '(EngineCore_DP0 pid=415) ERROR 10-28 21:14:49 [core.py:708] Traceback (most recent call last):',
];

describe("vllm-ascend's zero KV-cache budget", () => {
  it('is the cause of the failed start', () => {
    const [a, ...rest] = readAttempts([...ZERO, ...FAILED], 2025);
    expect(rest).toEqual([]);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['vllm', 'failed', 'Available memory: 0, total memory: 65452113920']);
  });

  it('a positive budget is a normal profile, no cause', () => {
    const ok = '(Worker_TP0 pid=552) INFO 10-28 21:14:49 [worker_v1.py:259] Available memory: 33285865472, total memory: 65452113920';
    const [a] = readAttempts([ok, ...FAILED], 2025);
    expect([a!.outcome, a!.fatal?.headline ?? null]).toEqual(['failed', null]);
  });
});
