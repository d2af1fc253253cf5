import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

// LostRuins/koboldcpp#2215: Ctrl+C of a serving KoboldCpp binary whose launcher no longer catches the interrupt.
const KOBOLD = [
  'Traceback (most recent call last):',
  '  File "koboldcpp.py", line 11468, in kcpp_main_process',
  '    asyncio.run(RunServerMultiThreaded(args.host, args.port, KcppServerRequestHandler))',
  '  File "koboldcpp.py", line 7120, in RunServerMultiThreaded',
  '    exitcounter = 999',
];
// EvolvingLMMs-Lab/lmms-eval#823: the SIGINT reaches SGLang's scheduler child; its run_scheduler_process frame is the frame
// SGLang's profile reads as the scheduler's death (its `except Exception` logs and SIGQUITs), but KeyboardInterrupt is no Exception.
const SCHEDULER = [
  'Traceback (most recent call last):',
  '  File "/usr/lib/python3.10/multiprocessing/process.py", line 108, in run',
  '    self._target(*self._args, **self._kwargs)',
  '  File "/sgl/python/sglang/srt/managers/scheduler.py", line 2672, in run_scheduler_process',
  '    scheduler.event_loop_overlap()',
  '  File "/sgl/python/sglang/srt/managers/scheduler.py", line 814, in event_loop_overlap',
  '    batch = self.get_next_batch_to_run()',
];

describe("CPython's bare KeyboardInterrupt (the default SIGINT handler's) closing a traceback", () => {
  it('reads a Ctrl-C that escaped to the top as the stop it was, no cause', () => {
    expect(read([...KOBOLD, 'KeyboardInterrupt', "[PYI-70387:ERROR] Failed to execute script 'koboldcpp' due to unhandled exception!"])).toEqual([{ outcome: 'stopped', fatal: null }]);
  });

  it('outranks the death a frame of the same traceback stood for: no handler of the server caught the interrupt', () => {
    expect(read([...SCHEDULER, 'KeyboardInterrupt'])).toEqual([{ outcome: 'stopped', fatal: null }]);
  });

  it('leaves the same traceback closing on a real exception a failure', () => {
    expect(read([...SCHEDULER, 'RuntimeError: CUDA error: an illegal memory access was encountered']).map((a) => a.outcome)).toEqual(['failed']);
  });

  it('keeps a death printed before the interrupt the end', () => {
    expect(read(['Segmentation fault (core dumped)', ...KOBOLD, 'KeyboardInterrupt']).map((a) => a.outcome)).toEqual(['failed']);
    // A scheduler that died of its own exception, then another process interrupted: the frame's death is not that traceback's.
    expect(read([...SCHEDULER, 'RuntimeError: CUDA error: an illegal memory access was encountered', ...KOBOLD, 'KeyboardInterrupt']).map((a) => a.outcome)).toEqual(['failed']);
  });

  it('does not take near-miss lines for the interrupt', () => {
    // A frame's code line raising it is not the exception reaching the top; a message naming it is no traceback's end.
    for (const line of ['    raise KeyboardInterrupt', 'KeyboardInterrupt received, waiting for workers', 'except KeyboardInterrupt:'])
      expect(read([...SCHEDULER, line]).map((a) => a.outcome)).not.toEqual(['stopped']);
  });
});
