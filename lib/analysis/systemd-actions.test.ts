import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { makeEntries, systemdLine } from './test-entries';

const inv = 'b7e1c2d4e5b64f7a8b9c0d1e2f3a4b5c';
const unit = 'vllm-kimi-k25.service';
const sys = (text: string, extra: Parameters<typeof systemdLine>[1] = {}) => systemdLine(`${unit}: ${text}`, { inv, unit, ...extra });
const api = (text: string, level: 'info' | 'error' = 'info') => ({ pid: 4100, inv, unit, role: 'APIServer', level, source: 'api_server.py:1', text });

describe('systemd acting on the server is the cause of what the server prints next', () => {
  it('names a start timeout (Type=notify, TimeoutStartSec), not the traceback SIGTERM set off', () => {
    const a = analyse(
      makeEntries([
        systemdLine(`Starting ${unit} - vLLM...`, { inv, unit }),
        api('Starting to load model /shared/kimi-k2.5-nvfp4...'),
        sys('start operation timed out. Terminating.'),
        api('asyncio.exceptions.CancelledError', 'error'),
        sys('Main process exited, code=killed, status=15/TERM'),
        sys("Failed with result 'timeout'."),
        systemdLine(`Failed to start ${unit} - vLLM.`, { inv, unit }),
      ]),
    ).attempts;
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ outcome: 'failed', exitStatus: 'code=killed, status=15/TERM, result=timeout' });
    expect(a[0]!.fatal?.headline).toBe(`${unit}: start operation timed out. Terminating.`);
  });

  it('names the OOM killer over the errors of the dying process', () => {
    const a = analyse(
      makeEntries([
        api('Starting to load model /shared/kimi-k2.5-nvfp4...'),
        sys('A process of this unit has been killed by the OOM killer.', { messageId: 'fe6faa94e7774663a0da52717891d8ef' }),
        api('ValueError: Worker proc VllmWorker-3 died unexpectedly', 'error'),
        sys('Main process exited, code=killed, status=9/KILL'),
        sys("Failed with result 'oom-kill'."),
      ]),
    ).attempts;
    expect(a[0]).toMatchObject({ outcome: 'failed', exitStatus: 'code=killed, status=9/KILL, result=oom-kill' });
    expect(a[0]!.fatal?.headline).toContain('killed by the OOM killer');
  });

  it('keeps a cause the server printed before systemd acted (it hung after it)', () => {
    const a = analyse(
      makeEntries([
        api('Starting to load model /shared/kimi-k2.5-nvfp4...'),
        api('RuntimeError: CUDA error: an illegal memory access was encountered', 'error'),
        sys('Watchdog timeout (limit 3min)!'),
        sys('Main process exited, code=killed, status=6/ABRT'),
        sys("Failed with result 'watchdog'."),
      ]),
    ).attempts;
    expect(a[0]).toMatchObject({ outcome: 'failed', exitStatus: 'code=killed, status=6/ABRT, result=watchdog' });
    expect(a[0]!.fatal?.headline).toContain('illegal memory access');
  });
});

describe('a restart the start limit refused', () => {
  it('gives its counter to no attempt: the next start is a manual one', () => {
    const a = analyse(
      makeEntries([
        sys('Main process exited, code=exited, status=1/FAILURE'),
        sys('Scheduled restart job, restart counter is at 5.'),
        systemdLine(`Stopped ${unit} - vLLM.`, { inv, unit }),
        sys('Start request repeated too quickly.'),
        sys("Failed with result 'exit-code'."),
        systemdLine(`Failed to start ${unit} - vLLM.`, { inv, unit }),
        systemdLine(`Starting ${unit} - vLLM...`, { inv: 'c8e1c2d4e5b64f7a8b9c0d1e2f3a4b5c', unit }),
      ]),
    ).attempts;
    expect(a.map((x) => [x.outcome, x.restartCounter])).toEqual([
      ['failed', null],
      ['running', null],
    ]);
  });
});
