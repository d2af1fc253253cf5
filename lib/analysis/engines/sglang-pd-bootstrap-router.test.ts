import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return { engine: a!.engine, outcome: a!.outcome, fatal: a!.fatal?.headline ?? null, phases: a!.phases.map((p) => p.name) };
};

describe('SGLang PD prefill: a failed KV send is a served request', () => {
  // kvcache-ai/Mooncake#2177: the inflight queue's failure, logged after the request's prefill forward ran.
  it('`Prefill transfer failed for request` proves the server ran a request: ready, no cause', () => {
    expect(
      read([
        '[2026-05-21 16:41:11 ATTN_CP7 TP7 EP7] Session 10.112.116.43:16917 failed.',
        "[2026-05-21 16:41:11 ATTN_CP7 TP7 EP7] Prefill transfer failed for request rank=7 req.rid='20260521164110.335_yewi' req.bootstrap_room=666643570191291695 with exception KVTransferError(bootstrap_room=666643570191291695): Decode instance could be dead, remote mooncake session 10.112.116.43:16917 is not alive",
      ]),
    ).toEqual({ engine: 'sglang', outcome: 'ready', fatal: null, phases: ['ready'] });
  });

  // sgl-project/sglang#12293: the bootstrap queue's failure comes before any forward of that request.
  it('`Prefill bootstrap failed for request` proves nothing served', () => {
    expect(
      read([
        "[2025-11-11 21:44:24 DP2 TP2 EP2] Prefill bootstrap failed for request rank=2 req.rid='9c8925b205154f369628a4ae6e504216' req.bootstrap_room=806626514800541158 with exception KVTransferError(bootstrap_room=806626514800541158): Aborted by AbortReq.",
      ]),
    ).toEqual({ engine: 'sglang', outcome: 'running', fatal: null, phases: [] });
  });
});

describe('SGLang PD bootstrap server registration', () => {
  const register =
    '[2026-04-21 11:36:21] Prefill instance failed to register to bootstrap server: HTTPConnectionPool(host=\'0.0.0.0\', port=8998): Max retries exceeded with url: /route (Caused by NewConnectionError("HTTPConnection(host=\'0.0.0.0\', port=8998): Failed to establish a new connection: [Errno 111] Connection refused"))';

  // sgl-project/sglang#23430: the registration raced the bootstrap server's start; it is logged and the start goes on.
  it("reads the registration race as SGLang's, still starting", () => {
    expect(read([register, '[2026-04-21 11:36:21] CommonKVBootstrapServer started successfully on 0.0.0.0:8998'])).toEqual({
      engine: 'sglang',
      outcome: 'running',
      fatal: null,
      phases: [],
    });
  });

  // The registration failure, then the prefill scheduler crash of sgl-project/sglang#27643, cut before its exception.
  it('a failed registration names no cause of a later death', () => {
    expect(
      read([
        register,
        '[2026-06-09 11:38:45 TP5] Scheduler hit an exception: Traceback (most recent call last):',
        '  File "sgl-venv-0.5.11/lib/python3.11/site-packages/sglang/srt/managers/scheduler.py", line 4041, in run_scheduler_process',
        '    scheduler.run_event_loop()',
      ]),
    ).toMatchObject({ engine: 'sglang', outcome: 'failed', fatal: null });
  });
});

describe("SGLang's launcher and router start failures", () => {
  // sgl-project/sglang#39611: a CI server start whose scheduler could not bind its rendezvous port.
  it("`Rank N scheduler died during initialization` is the launcher's own: SGLang, failed, the error above it the cause", () => {
    expect(
      read([
        'torch.distributed.DistNetworkError: The server socket has failed to listen on any local',
        'network address. port: 45623, useIpv6: false, code: -98, name: EADDRINUSE, message: address already in use',
        '...',
        'RuntimeError: Rank 0 scheduler died during initialization (exit code: -3)',
        'RuntimeError: Server process exited with code 1',
      ]),
    ).toMatchObject({ engine: 'sglang', outcome: 'failed', fatal: 'torch.distributed.DistNetworkError: The server socket has failed to listen on any local' });
  });

  // sgl-project/sglang#12535: launch_router's logger.error without a handler prints the bare message, then it re-raises.
  it('a bare `Error starting router:` is the router giving up, its message the cause', () => {
    const a = read([
      '$ python3 -m sglang_router.launch_router --log-level debug --pd-disaggregation --host 0.0.0.0 --port 8000 --policy random --prometheus-host 0.0.0.0 --prometheus-port 9090',
      '',
      'Error starting router: PD disaggregation mode requires --prefill',
      'Traceback (most recent call last):',
    ]);
    expect([a.engine, a.outcome, a.fatal]).toEqual(['sglang', 'failed', 'Error starting router: PD disaggregation mode requires --prefill']);
  });
});
