import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2024, true);

// sgl-project/sglang#473: SGLang of mid-2024 behind a probe, then a kernel's device-side assert while it served one request.
const SERVED = [
  'INFO:     172.16.0.20:26522 - "GET /health HTTP/1.1" 200 OK',
  'INFO:     172.16.0.20:19358 - "GET /health HTTP/1.1" 200 OK',
  'new fill batch. #seq: 1. #cached_token: 9. #new_token: 8. #remaining_req: 0. #running_req: 0. tree_cache_hit_rate: 49.92%.',
];
const ASSERT = '../aten/src/ATen/native/cuda/Indexing.cu:1236: indexSelectSmallIndex: block: [40,0,0], thread: [0,0,0] Assertion `srcIndex < srcSelectDimSize` failed.';

describe("a CUDA device-side assert leaves the server's GPU unusable", () => {
  it('printed while serving, with no later line: the process lives on but cannot serve; failed, the assert the cause', () => {
    expect(read([...SERVED, ASSERT, ASSERT.replace('thread: [0,0,0]', 'thread: [1,0,0]')])).toEqual([
      { engine: 'sglang', outcome: 'failed', fatal: ASSERT, phases: ['ready', 'failed'] },
    ]);
  });

  it('serving alone stays ready', () => {
    expect(read(SERVED)).toEqual([{ engine: 'sglang', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
});
