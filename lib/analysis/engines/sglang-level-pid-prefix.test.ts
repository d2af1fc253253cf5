import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A logging config seen in SGLang deployments repeats `date time LEVEL PID [ TPn PPn file.py:N] ` on every line of a
// multi-line message (sgl-project/sglang#21723, #7434). Where the reader takes the leading date and time as the line's stamp,
// the rest of that header must still come off, or the traceback's frames are not seen as frames.
const HEAD = '2025-06-18 13:43:34 ERROR 31423 [ TP6 PP0 scheduler.py:2547] ';

describe('SGLang level-and-PID header', () => {
  it('comes off a line whose date and time the reader already took, so a repeated-header traceback reads as one', () => {
    const lines = [
      `${HEAD}Scheduler hit an exception: Traceback (most recent call last):`,
      `${HEAD}  File "/home/SGLang/python/sglang/srt/managers/scheduler.py", line 2528, in run_scheduler_process`,
      `${HEAD}    scheduler.event_loop_pp()`,
      `${HEAD}  File "/home/SGLang/python/sglang/srt/managers/scheduler.py", line 735, in event_loop_pp`,
    ];
    const [a] = readAttempts(lines, 2025);
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['sglang', 'failed', ['failed']]);
    // The cut traceback names no cause: no frame line is taken for one.
    expect(a!.fatal).toBeNull();
  });

  it('still needs the PID and the bracketed source file: a plain level word opens no header', () => {
    const lines = ['2025-06-18 13:43:34 ERROR something went wrong', '2025-06-18 13:43:34 INFO 42 items done'];
    const [a] = readAttempts(lines, 2025);
    expect(a?.engine ?? 'unknown').not.toBe('sglang');
  });
});
