import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: vllm-project/vllm#3407 (0.3, TP=2 over Ray: the engine loop died of a CUDA OOM on a long request).
const OOM = "future: <Future finished exception=OutOfMemoryError('CUDA out of memory. Tried to allocate 96.00 MiB. GPU 0 has a total capacty of 14.54 GiB of which 60.94 MiB is free. Process 868956 has 14.47 GiB memory in use. Of the allocated memory 12.85 GiB is allocated by PyTorch, and 391.40 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF')>";
const FRAME = '  File "/workspace/vllm/engine/async_llm_engine.py", line 29, in _raise_exception_on_finish';
const CALLBACK = 'Exception in callback functools.partial(<function _raise_exception_on_finish at 0x7fdaecb5edd0>, request_tracker=<vllm.engine.async_llm_engine.RequestTracker object at 0x7fdaea3d7b20>)';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => ({ outcome: a.outcome, phases: a.phases.map((p) => p.name), fatal: a.fatal?.headline ?? null }));

describe("0.2–0.4's loop-end callback proves the loop was serving", () => {
  it('the OOM, a traceback through _raise_exception_on_finish and asyncio\'s callback report: served, then failed of the OOM', () => {
    const got = read([OOM, 'Traceback (most recent call last):', FRAME, '    task.result()', '', CALLBACK]);
    expect(got.map((a) => [a.outcome, a.phases])).toEqual([['failed', ['ready', 'failed']]]);
    expect(got[0]?.fatal).toContain('CUDA out of memory');
  });

  it('the frame alone, or the callback report alone, is the same serving loop ending', () => {
    expect(read([FRAME]).map((a) => a.phases)).toEqual([['ready', 'failed']]);
    expect(read([CALLBACK]).map((a) => a.phases)).toEqual([['ready', 'failed']]);
  });

  it("asyncio's `handle:` line under the report proves nothing by itself", () => {
    const got = read(['handle: <Handle functools.partial(<function _raise_exception_on_finish at 0x7fdaecb5edd0>, request_tracker=<vllm.engine.async_llm_engine.RequestTracker object at 0x7fdaea3d7b20>)>']);
    expect(got.flatMap((a) => a.phases)).not.toContain('ready');
  });
});
