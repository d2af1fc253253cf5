import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { uncausedEnd } from '@/lib/analysis/uncaused-end';

// An attempt with no cause in the window is explained by the line it ended on. When that end is a traceback the process logged
// on its way out, the line that says why is the report's exception line, not the first frame the window happens to show.
describe('the line an uncaused failure ended on', () => {
  it("is the exception line of the engine core's logged traceback, not its first visible frame (vllm-project/vllm#44411)", () => {
    const lines = [
      '(EngineCore pid=395145) ERROR 06-03 12:30:47 [core.py:1165]   File "/venv/lib/python3.13/site-packages/vllm/v1/executor/multiproc_executor.py", line 747, in wait_for_ready',
      '(EngineCore pid=395145) ERROR 06-03 12:30:47 [core.py:1165]     raise e from None',
      '(EngineCore pid=395145) ERROR 06-03 12:30:47 [core.py:1165] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.',
      '(EngineCore pid=395145) Process EngineCore:',
      '(EngineCore pid=395145) Traceback (most recent call last):',
      '(EngineCore pid=395145)   File "/usr/lib/python3.13/multiprocessing/process.py", line 313, in _bootstrap',
      '(EngineCore pid=395145)     self.run()',
    ];
    const [a] = readAttempts(lines, 2026);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal).toBeNull();
    const end = uncausedEnd(a!);
    expect(end?.line).toContain('Exception: WorkerProc initialization failed');
    expect(a!.phases.at(-1)).toMatchObject({ name: 'failed', line: end?.line });
  });

  it("stays systemd's exit line when systemd reported the end", () => {
    const lines = [
      'Jun 03 12:30:40 gpu1 systemd[1]: Started vllm.service - vLLM.',
      'Jun 03 12:30:47 gpu1 vllm[395100]: (EngineCore pid=395145) ERROR 06-03 12:30:47 [core.py:1165]   File "/venv/lib/python3.13/site-packages/vllm/v1/executor/multiproc_executor.py", line 747, in wait_for_ready',
      'Jun 03 12:30:47 gpu1 vllm[395100]: (EngineCore pid=395145) ERROR 06-03 12:30:47 [core.py:1165]     raise e from None',
      'Jun 03 12:30:47 gpu1 vllm[395100]: (EngineCore pid=395145) ERROR 06-03 12:30:47 [core.py:1165] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.',
      'Jun 03 12:30:49 gpu1 systemd[1]: vllm.service: Main process exited, code=exited, status=1/FAILURE',
    ];
    const [a] = readAttempts(lines, 2026);
    expect(a!.outcome).toBe('failed');
    expect(a!.phases.at(-1)!.line).toContain('Main process exited');
  });
});
