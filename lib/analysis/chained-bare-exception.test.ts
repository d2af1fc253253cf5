import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vLLM's multiproc executor re-raises the shm queue's bare TimeoutError with what timed out (`raise TimeoutError(f"RPC call
// to {method} timed out.") from e`): the chain's original cause names no more than its class (vllm-project/vllm-ascend#4426).
const fatalOf = (exceptions: string[]) => {
  const p = '(EngineCore_DP0 pid=9) ERROR 11-25 12:06:16 [core.py:710] ';
  const lines = [`${p}EngineCore encountered a fatal error.`, `${p}Traceback (most recent call last):`];
  exceptions.forEach((e, i) => {
    if (i > 0) lines.push(`${p}`, `${p}The above exception was the direct cause of the following exception:`, `${p}`, `${p}Traceback (most recent call last):`);
    lines.push(`${p}  File "/x/vllm/v1/engine/core.py", line 1, in f${i}`, `${p}    raise`, `${p}${e}`);
  });
  return readAttempts(lines, 2025)[0]!.fatal?.headline;
};

describe('chained traceback headline', () => {
  it('names a bare original cause by the same class re-raised with a message', () => {
    expect(fatalOf(['TimeoutError', 'TimeoutError: RPC call to execute_model timed out.'])).toBe('TimeoutError: RPC call to execute_model timed out.');
  });

  it('keeps an original cause that has a message, or a bare one followed by another class', () => {
    expect(fatalOf(['ValueError: bad shape', 'RuntimeError: Worker failed'])).toBe('ValueError: bad shape');
    expect(fatalOf(['TimeoutError', 'RuntimeError: Worker failed'])).toBe('TimeoutError');
  });
});
