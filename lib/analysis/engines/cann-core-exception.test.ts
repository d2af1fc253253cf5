import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { losesDevice } from '@/lib/analysis/find-root-cause';

// CANN's report of a kernel that faulted on an AI Core / AI Vector core: the application reports it and exits (CANN's AI Core
// Error troubleshooting page); the stream's later syncs fail, so the process runs no more NPU work.
const AIVEC = 'EZ9999: [PID: 696742] 2025-10-31-21:35:03.992.057 The error from device(chipId:7, dieId:0), serial number is 2, there is an exception of aivec error, core id is 9, error code = 0, dump info: pc start: 0x124e003fa000, current: 0x124e003fa898, vec error info: 0x711f37ab64, mte error info: 0xbd2a0bfbd5, ifu error info: 0x3fe2230884780, ccu error info: 0xc389b1397500001d, cube error info: 0, biu error info: 0, aic error mask: 0x6500020bd00028c, para base: 0x12c100546800.[FUNC:ProcessStarsCoreErrorInfo][FILE:device_error_core_proc.cc][LINE:303]';

describe("CANN's AI Core / AI Vector exception report", () => {
  it('is the cause under torch_npu\'s EZ9999 warning, nothing else said (sglang#12464)', () => {
    const [a] = readAttempts([
      '[rank3]:[W1031 21:35:04.838006795 compiler_depend.ts:57] Warning: EZ9999: Inner Error!',
      AIVEC,
      '        TraceBack (most recent call last):',
      '       Kernel task happen error, retCode=0x31, [vector core exception].[FUNC:PreCheckTaskErr][FILE:davinci_kernel_task.cc][LINE:1539]',
    ], 2025);
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['failed', expect.stringContaining('there is an exception of aivec error')]);
  });

  it('ends a server that was serving: the rank runs no more NPU work', () => {
    const [a] = readAttempts([
      '[2026-05-08 15:55:20] The server is fired up and ready to roll!',
      '[2026-05-08 15:55:20] INFO:     Uvicorn running on http://0.0.0.0:30000 (Press CTRL+C to quit)',
      AIVEC,
    ], 2026);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
  });

  it("reads CANN's older form and not CANN's other reports", () => {
    expect(losesDevice({ headline: 'EZ9999: The error from device(chipid:4, dieId:0), serial number is 2, there is an aivec error exception, core id is 11, error code = 0x10, dump info: pc start: 0x1240c46650b8' })).toBe(true);
    expect(losesDevice({ headline: 'EZ9999: [PID: 5625] 2025-09-19-14:34:08.166.059 Parse dynamic kernel config fail.' })).toBe(false);
  });
});
