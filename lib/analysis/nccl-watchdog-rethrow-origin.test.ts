import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({
    outcome: a.outcome,
    fatal: a.fatal?.headline ?? null,
  }));

// vllm-project/vllm#25605: ProcessGroupNCCL's watchdog entry rethrows its loop's error out of the thread, which aborts the
// process; the origin line of that rethrown error names the entry (Watchdog::run since PyTorch 2.8).
describe("the origin line of the NCCL watchdog's rethrown error", () => {
  it('ends the attempt as failed, also where the message above it was cut', () => {
    expect(
      read([
        'frame #6: c10d::ProcessGroupNCCL::Watchdog::run() + 0xeb (0x7fc4b78c6c9b in /usr/local/lib/python3.12/dist-packages/torch/lib/libtorch_hip.so)',
        '',
        'Exception raised from run at /app/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2074 (most recent call first):',
        'frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0x9c (0x7fc47dfc16ac in /usr/local/lib/python3.12/dist-packages/torch/lib/libc10.so)',
      ]),
    ).toEqual([{ outcome: 'failed', fatal: expect.stringContaining('Exception raised from run at') }]);
  });

  it("an origin inside the watchdog's loop (an event query) is not that rethrow", () => {
    const got = read([
      'Exception raised from query at /pytorch/c10/hip/HIPEvent.h:112 (most recent call first):',
      'frame #4: c10d::ProcessGroupNCCL::WorkNCCL::isCompleted() + 0x70 (0x700a34492920 in /opt/venv/lib/python3.12/site-packages/torch/lib/libtorch_hip.so)',
    ]);
    expect(got.map((a) => a.outcome)).not.toContain('failed');
  });
});
