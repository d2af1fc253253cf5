import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// Python prints a traceback frame's path as the module was found on sys.path: with a relative entry (or a paste cut back to the
// package) SGLang's frames start at the package, `File "sglang/srt/…"` (sgl-project/sglang#26728, a PD prefill scheduler).
describe('SGLang, traceback frames with package-relative paths', () => {
  const read = (lines: string[]) => analyse(parseLog(lines.join('\n'), { year: 2026 }).entries).attempts;

  it('names the engine from `File "sglang/srt/…"` frames', () => {
    const [a] = read([
      "TypeError: object of type 'NoneType' has no len()",
      '',
      'Traceback (most recent call last):',
      'File "sglang/srt/managers/scheduler.py", line 3979, in run_scheduler_process',
      'scheduler.run_event_loop()',
      'File "sglang/srt/managers/scheduler.py", line 1418, in run_event_loop',
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
    expect(a!.fatal?.headline).toContain("TypeError: object of type 'NoneType' has no len()");
  });

  it('needs the package at the start of the quoted path: another project\'s `xsglang/srt/` is not it', () => {
    const [a] = read([
      'Traceback (most recent call last):',
      'File "xsglang/srt/managers/scheduler.py", line 3979, in run_scheduler_process',
    ]);
    expect(a!.engine).toBe('unknown');
  });
});
