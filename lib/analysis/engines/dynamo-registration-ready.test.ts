import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// sgl-project/sglang#30242: a Dynamo SGLang decode worker registers its model, opens its readiness gate, then a scheduler dies.
const lines = [
  "2026-07-06T02:45:29.923854Z  INFO _core: Registered base model 'deepseek-ai/DeepSeek-V4-Pro' MDC",
  '[2026-07-05 19:45:29.924] Successfully registered LLM with runtime config',
  '[2026-07-05 19:45:29.924] Model registration succeeded; processing queued requests',
  '[2026-07-05 19:49:44.257 DP1 TP1 EP1] Scheduler hit an exception: Traceback (most recent call last):',
];

describe("Dynamo's worker opening its readiness gate", () => {
  it('is the served model: the worker was ready before its scheduler died', () => {
    const [a] = readAttempts(lines, 2026);
    expect(a!.phases.map((p) => p.name)).toEqual(['ready', 'failed']);
    expect(a!.outcome).toBe('failed');
  });

  it('alone, the worker is ready', () => {
    expect(readAttempts(lines.slice(0, 3), 2026).map((a) => a.outcome)).toEqual(['ready']);
  });
});
