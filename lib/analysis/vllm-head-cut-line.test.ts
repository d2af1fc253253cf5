import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { parseVllmLine } from '@/lib/journal/vllm-prefix';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ engine: x.engine, outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

// vllm-project/vllm#20305: the paste starts at the worker's `[multiproc_executor.py:492]`, its `(VllmWorker rank=0 pid=N) ERROR
// 06-30 13:53:19 ` cut off. vLLM's NewLineFormatter repeats the whole prefix on every line of a logged traceback, so this is the
// last line of the worker's traceback: the exception that ended its start.
const CUT = '[multiproc_executor.py:492] ValueError: Free memory on device (31.44/47.38 GiB) on startup is less than desired GPU memory utilization (0.95, 45.01 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.';
const WRAPPER = 'ERROR 06-30 13:53:19 [core.py:515] EngineCore failed to start.';
const HEADER = 'ERROR 06-30 13:53:19 [core.py:515] Traceback (most recent call last):';
const FRAME = 'ERROR 06-30 13:53:19 [core.py:515]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 506, in run_engine_core';

describe('a vLLM line pasted from its source on, level and stamp cut off', () => {
  it('keeps the source and the message, with no level or stamp', () => {
    expect(parseVllmLine(CUT)).toEqual({
      role: null,
      pid: null,
      level: null,
      stamp: null,
      source: 'multiproc_executor.py:492',
      text: CUT.slice('[multiproc_executor.py:492] '.length),
    });
    expect(parseVllmLine('[v1/engine/core.py:708] RuntimeError: x')?.source).toBe('v1/engine/core.py:708');
  });

  it('is no vLLM line when the bracket holds no Python file and line', () => {
    expect(parseVllmLine('[main.cc:12] E error')).toBeNull();
    expect(parseVllmLine('[x.py:] ValueError: y')).toBeNull();
    expect(parseVllmLine('[.py:3] ValueError: y')).toBeNull();
    expect(parseVllmLine('[rank0]: ValueError: y')).toBeNull();
    expect(parseVllmLine('[x.py:12]')).toBeNull();
  });

  it("names the exception on it as the cause, above the engine core's wrapper", () => {
    expect(read([CUT, WRAPPER, HEADER, FRAME])).toEqual([
      { engine: 'vllm', outcome: 'failed', fatal: expect.stringContaining('ValueError: Free memory on device (31.44/47.38 GiB) on startup') },
    ]);
  });
});
