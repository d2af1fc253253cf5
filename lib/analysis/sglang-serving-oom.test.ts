import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026, true);

describe('SGLang under KV-cache pressure and client aborts while serving', () => {
  it('a retraction (requests put back in the queue) is the scheduler decoding clients\' requests: served, no cause', () => {
    expect(
      read([
        '[2026-03-07 21:49:33 TP3] KV cache pool is full. Retract requests. #retracted_reqs: 2, #new_token_ratio: 0.1474 -> 0.1845',
        '[2026-03-07 21:49:45 TP3] Decode out of memory happened. #retracted_reqs: 1, #new_token_ratio: 0.0980 -> 0.1919',
      ]),
    ).toEqual([{ engine: 'sglang', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  it('an allocation that fails after scheduling is logged, then raised out of the scheduler: its words are the cause', () => {
    const [a] = read([
      '[2026-01-05 06:12:41 TP0] Decode out of memory. Try to lower your batch size.',
      'Try to allocate 168 tokens.',
      '[2026-01-05 06:12:41 TP0] Scheduler hit an exception: Traceback (most recent call last):',
      '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1414, in run_scheduler_process',
    ]);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toContain('Decode out of memory. Try to lower your batch size.');
  });

  it('asyncio\'s report of a disconnected client\'s task is a request in flight, not a death', () => {
    expect(
      read([
        '[2026-01-12 21:03:30] Task exception was never retrieved',
        'future: <Task finished name=\'Task-9\' coro=<<async_generator_asend without __name__>()> exception=ValueError("Request is disconnected from the client side (type 1). Abort request obj.rid=\'f2ea\'")>',
        'Traceback (most recent call last):',
        '  File "/usr/lib/python3.12/asyncio/locks.py", line 212, in wait',
        '    await fut',
        'asyncio.exceptions.CancelledError',
      ]),
    ).toEqual([{ engine: 'sglang', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  // srt/utils/watchdog.py's SubprocessWatchdog (sgl-project/sglang#18421): a child killed by a signal prints nothing itself.
  it('the subprocess watchdog finding a child gone ends a serving attempt; its warning-only form does not', () => {
    const serving = '[2026-08-12 11:48:40 TP0] Decode batch, #running-req: 3, #token: 2102, token usage: 0.51, cuda graph: True, gen throughput (token/s): 93.51, #queue-req: 0';
    const [dead] = read([serving, '[2026-08-12 11:48:55] Subprocess scheduler_0 (pid=986533) crashed with exit code -9. Triggering SIGQUIT for cleanup...']);
    expect([dead?.outcome, dead?.phases]).toEqual(['failed', ['ready', 'failed']]);
    const [warned] = read([serving, '[2026-08-12 11:48:55] Subprocess scheduler_1 (pid=986534) crashed with exit code -9.']);
    expect(warned?.outcome).toBe('ready');
  });

  // srt/model_executor/model_runner.py: the ranks that reached the load barrier raise this; the rank that failed prints why.
  it("a rank's 'other ranks didn't finish loading' yields to the failing rank's own error, printed after it", () => {
    const tb = (rank: string, exception: string) => [
      `[2025-12-04 07:44:24 ${rank}] Scheduler hit an exception: Traceback (most recent call last):`,
      '  File "/usr/local/lib/python3.12/dist-packages/sglang/srt/managers/scheduler.py", line 2712, in run_scheduler_process',
      '    scheduler = Scheduler(',
      '  File "/usr/local/lib/python3.12/dist-packages/sglang/srt/model_executor/model_runner.py", line 849, in load_model',
      '    raise ValueError(',
      exception,
    ];
    const [a] = read([
      ...tb('TP1', "ValueError: TP rank 1 could finish the model loading, but there are other ranks that didn't finish loading. It is likely due to unexpected failures (e.g., OOM) or a slow node."),
      ...tb('TP3', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.75 GiB. GPU 3 has a total capacity of 79.10 GiB of which 1.02 GiB is free.'),
    ]);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toContain('CUDA out of memory');
  });
});
