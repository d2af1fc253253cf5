import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.outcome, a.fatal?.headline ?? null]);

// text-generation-inference#2593 (PyTorch 2.5): a CUDA error thrown by the watchdog loop's query of a collective. The loop's
// frame says the error left it; the watchdog thread's entry logs it and rethrows it out of the thread: std::terminate.
const CUDA_CHECK = [
  'Exception raised from c10_cuda_check_implementation at /opt/conda/conda-bld/pytorch_1729647429097/work/c10/cuda/CUDAException.cpp:43 (most recent call first):',
  'frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7fe043152446 in /opt/conda/lib/python3.11/site-packages/torch/lib/libc10.so)',
  'frame #3: c10d::ProcessGroupNCCL::WorkNCCL::finishedGPUExecutionInternal() const + 0x56 (0x7fe04447e486 in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)',
  'frame #4: c10d::ProcessGroupNCCL::WorkNCCL::isCompleted() + 0xa0 (0x7fe044483150 in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)',
];

describe("a frame of ProcessGroupNCCL's watchdog loop", () => {
  it('ends the attempt as failed (watchdogHandler, PyTorch ≤ 2.7), the error above it the cause', () => {
    expect(
      read([...CUDA_CHECK, 'frame #5: c10d::ProcessGroupNCCL::watchdogHandler() + 0x1da (0x7fe04448a8ba in /opt/conda/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)']),
    ).toEqual([['failed', CUDA_CHECK[0]]]);
  });

  it('ends it as failed under Watchdog::runLoop (PyTorch ≥ 2.8)', () => {
    expect(
      read([
        ...CUDA_CHECK,
        'frame #2: c10d::ProcessGroupNCCL::Watchdog::runLoop() + 0x1691 (0x7f8a990a75e1 in /usr/local/lib/python3.12/dist-packages/torch/lib/libtorch_cuda.so)',
      ])[0]![0],
    ).toBe('failed');
  });

  it('isCompleted() alone is not the loop: a caller of Work.is_completed() may catch the error', () => {
    expect(read(CUDA_CHECK)[0]![0]).toBe('running');
  });
});
