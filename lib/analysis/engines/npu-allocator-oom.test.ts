import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// sgl-project/sglang#29838: SGLang on Ascend A3 answered a request, then torch_npu's allocator logged its OOM and the scheduler
// died in run_batch; the paste is cut before the RuntimeError line, so the allocator's own line is the only cause shown.
const SERVED = '[2026-07-01 09:31:33] INFO:     127.0.0.1:41296 - "POST /v1/responses HTTP/1.1" 200 OK';
const ALLOC =
  '[383554] [2026-07-01 09:31:38:047] torch_npu.memory: [ERROR] [383554] NPU out of memory. Tried to allocate 72.00 MiB (NPU 0; 61.27 GiB total capacity; 56.05 GiB already allocated; 56.05 GiB current active; 5.04 MiB free; 58.39 GiB reserved in total by PyTorch).If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.';
const SCHED = [
  '[2026-07-01 09:31:38 TP0 EP0] Scheduler hit an exception: Traceback (most recent call last):',
  '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 4123, in run_scheduler_process',
  '    scheduler.run_event_loop()',
  '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1467, in run_event_loop',
  '    dispatch_event_loop(self)',
  '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 3988, in dispatch_event_loop',
  '    scheduler.event_loop_overlap()',
  '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1531, in event_loop_overlap',
  '    batch_result = self.run_batch(batch)',
];

describe("torch_npu's allocator OOM line", () => {
  it('is the cause of a scheduler death cut before its exception line', () => {
    const got = readAttempts([SERVED, ALLOC, ...SCHED], 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);
    expect(got).toHaveLength(1);
    expect(got[0]?.[0]).toBe('sglang');
    expect(got[0]?.[1]).toBe('failed');
    expect(got[0]?.[2]).toContain('NPU out of memory. Tried to allocate 72.00 MiB');
  });

  it('does not take lines that only mention NPU memory', () => {
    for (const near of [
      '[2026-07-01 09:31:38 TP0] NPU out of memory? check the KV pool size',
      '[2026-07-01 09:31:38 TP0] Memory pool end. avail mem=5.71 GB',
      '[2026-07-01 09:31:38 TP0] Decode out of memory happened. #retracted_reqs: 1, #new_token_ratio: 0.0980 -> 0.1919',
    ]) {
      const got = readAttempts([SERVED, near], 2026);
      expect(got.map((a) => a.fatal?.headline ?? null), near).toEqual([null]);
    }
  });
});
