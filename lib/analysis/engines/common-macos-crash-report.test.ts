import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// macOS writes a crash report once a process died of an exception: `Exception Type` names it and its signal, the `Termination
// Reason` below only repeats it (gpustack/gpustack#1610, Console.app's report of llama-box).
describe("macOS's crash report", () => {
  it('ends the attempt as failed, the exception its cause', () => {
    const [a] = analyse(parseLog([
      'Crashed Thread:        0  Dispatch queue: com.apple.main-thread',
      '',
      'Exception Type:        EXC_BAD_ACCESS (SIGSEGV)',
      'Exception Codes:       KERN_INVALID_ADDRESS at 0x0000000000000000',
      'Exception Codes:       0x0000000000000001, 0x0000000000000000',
      '',
      'Termination Reason:    Namespace SIGNAL, Code 11 Segmentation fault: 11',
      'Terminating Process:   exc handler [17535]',
    ].join('\n'), { year: 2025 }).entries).attempts;
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['failed', 'Exception Type:        EXC_BAD_ACCESS (SIGSEGV)']);
  });
});
