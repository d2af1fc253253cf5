import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';
import { lineSignal } from './rule-sets';
import { VLLM } from './vllm';

// The block vllm-project/vllm-ascend#1578 pasted alone (an LWS pod on Atlas 310P whose TP=2 asked for NPU 1): the tail of a V0
// worker's logged exception, CANN's runtime and ACL report why the device could not be set, indented inside its message.
const TAIL = [
  '(VllmWorkerProcess pid=1817) ERROR 07-01 22:45:31 [multiproc_worker_utils.py:239]         rtSetDevice execute failed, reason=[device id error][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]',
  '(VllmWorkerProcess pid=1817) ERROR 07-01 22:45:31 [multiproc_worker_utils.py:239]         open device 1 failed, runtime result = 107001.[FUNC:ReportCallError][FILE:log_inner.cpp][LINE:161]',
  '(VllmWorkerProcess pid=1817) ERROR 07-01 22:45:31 [multiproc_worker_utils.py:239] ',
];

describe("Ascend's runtime refusing the process its NPU", () => {
  it('ends the start and names the runtime\'s reason, indented in a logged message (vllm-project/vllm-ascend#1578)', () => {
    expect(readStories(TAIL, 2025)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: expect.stringContaining('rtSetDevice execute failed, reason=[device id error]') }]);
  });

  it("reads CANN's and ACL's own lines, in MindIE's plog (gpustack/gpustack#3352) and Ascend's samples alike", () => {
    for (const text of [
      '[ERROR] RUNTIME(42,mindie_llm_backend_connector):2025-11-18-09:33:13.673.884 [error_message_manage.cc:53]58 FuncErrorReason:rtSetDevice execute failed, reason=[device id error]',
      '[ERROR] ASCENDCL(42,mindie_llm_backend_connector):2025-11-18-09:33:13.673.913 [device.cpp:54]58 aclrtSetDeviceImpl: open device 0 failed, runtime result = 107001.',
      'aclrtSetDevice: open device 0 failed, runtime result = 507033',
    ]) {
      const s = lineSignal(VLLM, text);
      expect([s?.cause, s?.end], text).toEqual([true, 'failed']);
    }
  });

  it("takes not CANN's other rt calls, nor words that only look alike", () => {
    for (const text of [
      '        The argument is invalid.Reason: rtGetDevMsg execute failed, reason=[context pointer null]',
      'rtSetDevice execute failed',
      'open device failed, runtime result = 107001.',
      'Failed to open device 0, retrying',
      'open device 0 succeeded, runtime result = 0.',
    ]) {
      const s = lineSignal(VLLM, text);
      expect([s?.cause ?? false, s?.end ?? null], text).toEqual([false, null]);
    }
  });

  it("keeps a frame's code line a code line: only a deeper message line that a rule names opens no traceback", () => {
    const got = readStories([
      'ERROR 06-03 14:54:23 engine.py:400] Traceback (most recent call last):',
      'ERROR 06-03 14:54:23 engine.py:400]   File "/usr/local/lib/python3.10/site-packages/vllm/worker/worker.py", line 120, in init_device',
      'ERROR 06-03 14:54:23 engine.py:400]     raise RuntimeError(f"CUDA error: {err}")',
      'ERROR 06-03 14:54:23 engine.py:400] RuntimeError: CUDA error: invalid device ordinal',
    ], 2025);
    expect(got).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: 'RuntimeError: CUDA error: invalid device ordinal' }]);
  });
});
