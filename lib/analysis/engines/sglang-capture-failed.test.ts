import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// CudaGraphRunner re-raises what capture raised as `Exception: Capture cuda graph failed: …` (srt/model_executor/cuda_graph_runner.py);
// the scheduler's top function logs it and SIGQUITs the launcher, so the line alone is SGLang's start ending at the capture.
describe("SGLang's failed graph capture", () => {
  it('names the engine and ends the start, the wrapped HIP error the cause (sgl-project/sglang#23580)', () => {
    expect(readStories([
      'Exception: Capture cuda graph failed: HIP error: operation failed due to a previous error during capture',
      "Search for `hipErrorStreamCaptureInvalidated' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__HIPRT__TYPES.html for more information.",
    ], 2026, true)).toEqual([{
      engine: 'sglang',
      outcome: 'failed',
      fatal: 'Exception: Capture cuda graph failed: HIP error: operation failed due to a previous error during capture',
      phases: ['failed'],
    }]);
  });

  it('is one death with the launcher\'s sigquit note after it (sgl-project/sglang#16237)', () => {
    expect(readStories([
      'Exception: Capture cuda graph failed: Detected mismatch between collectives on ranks. Rank 13 is running collective: CollectiveFingerPrint(SequenceNumber=17OpType=BARRIER), but Rank 0 is running collective: CollectiveFingerPrint(SequenceNumber=45OpType=BARRIER).Collectives differ in the following aspects:     Sequence number: 17vs 45',
      'Possible solutions:',
      '[2025-12-31 20:43:31] Received sigquit from a child process. It usually means the child failed.',
    ], 2025).map((s) => [s.engine, s.outcome, s.fatal?.startsWith('Exception: Capture cuda graph failed: Detected mismatch')])).toEqual([['sglang', 'failed', true]]);
  });

  it('not the same words in another sentence', () => {
    expect(readStories(['Capture cuda graph failed: see above'], 2026).map((s) => s.engine)).toEqual(['unknown']);
  });
});
