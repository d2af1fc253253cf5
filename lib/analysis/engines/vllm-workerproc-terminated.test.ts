import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2026 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

const term = (role: string, pid: number) => `(${role} pid=${pid}) WARNING 04-03 16:05:24 [multiproc_executor.py:866] WorkerProc was terminated`;
// vllm-project/vllm#19196: Ctrl+C while the shards load; every worker's SIGINT handler raised SystemExit.
const BAR = 'Loading safetensors checkpoint shards:  29% Completed | 2/7 [00:05<00:14,  2.96s/it]';

describe("V1's multiproc worker ending on a signal (`WorkerProc was terminated`)", () => {
  it('reads the workers going down on an interrupt, nothing failed before, as the stop', () => {
    expect(read([term('Worker_DP0_TP0', 1387), BAR, term('Worker_DP1_TP2', 1386), term('Worker_DP0_TP3', 1391)])).toEqual([{ outcome: 'stopped', fatal: null }]);
  });

  it("keeps the executor's teardown after a worker's own failure a failure", () => {
    const failed = [
      '(Worker_TP1 pid=2001) ERROR 04-03 16:05:20 [multiproc_executor.py:700] WorkerProc failed to start.',
      '(Worker_TP1 pid=2001) ERROR 04-03 16:05:20 [multiproc_executor.py:700] Traceback (most recent call last):',
      '(Worker_TP1 pid=2001) ERROR 04-03 16:05:20 [multiproc_executor.py:700]   File "/usr/lib/python3.12/site-packages/vllm/v1/executor/multiproc_executor.py", line 600, in worker_main',
      '(Worker_TP1 pid=2001) ERROR 04-03 16:05:20 [multiproc_executor.py:700] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.',
    ];
    const got = read([...failed, term('Worker_TP0', 2000)]);
    expect(got.map((a) => a.outcome)).toEqual(['failed']);
    expect(got[0]!.fatal).toContain('CUDA out of memory');
  });

  it('takes only the exact line', () => {
    for (const text of ['WorkerProc was terminated by the OOM killer', 'SharedModelWorkerProc was terminated early'])
      expect(read([BAR, `(Worker_TP0 pid=7) WARNING 04-03 16:05:24 [multiproc_executor.py:866] ${text}`]).map((a) => a.outcome)).not.toEqual(['stopped']);
  });
});
