import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { ENGINES } from './engines';
import { findRootCause } from './find-root-cause';

const attemptOf = (lines: string[], year = 2025) => analyse(parseLog(lines.join('\n'), { year }).entries).attempts;

describe('traceback tails a paste starts inside', () => {
  it("Ray's re-raised remote exception (`RayTaskError(AssertionError): …`, a class named after both) closes the traceback and is its cause (imoneoi/openchat#144)", () => {
    const [a] = attemptOf([
      '  File "/home/paperspace/.local/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 336, in engine_step',
      '    request_outputs = await self.engine.step.remote()',
      'ray.exceptions.RayTaskError(AssertionError): ray::_AsyncLLMEngine.step() (pid=6864, ip=10.64.1.155, actor_id=b299ec669ee352fcadac362a01000000, repr=<vllm.engine.async_llm_engine._AsyncLLMEngine object at 0x7ff2f75fff70>)',
    ]);
    expect(a!.fatal?.headline).toMatch(/^ray\.exceptions\.RayTaskError\(AssertionError\): ray::_AsyncLLMEngine\.step\(\)/);
  });

  it("an unlogged tail from the last frame's `raise` line is a finished traceback: the process died of it (foundation-model-stack/fastsafetensors#36)", () => {
    const [a] = attemptOf([
      '(EngineCore_DP0 pid=1088)     raise Exception(f"is_gds_supported({device.index}) failed")',
      '(EngineCore_DP0 pid=1088) Exception: is_gds_supported(1) failed',
      '(EngineCore_DP0 pid=1088) INFO 12-17 23:28:01 [ray_executor.py:121] Shutting down Ray distributed executor. If you see error log from logging.cc regarding SIGTERM received, please ignore because this is the expected termination process in Ray.',
    ]);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal?.headline).toBe('Exception: is_gds_supported(1) failed');
  });

  it('a logged code line right before its exception line: the exception is read as one (not as the code line), so the chain after it stays one traceback', () => {
    const [a] = attemptOf([
      'ERROR 05-06 01:55:26 [core.py:383]     raise ValueError(msg)',
      'ERROR 05-06 01:55:26 [core.py:383] ValueError: No available memory for the cache blocks.',
      'ERROR 05-06 01:55:26 [core.py:383] ',
      'ERROR 05-06 01:55:26 [core.py:383] The above exception was the direct cause of the following exception:',
      'ERROR 05-06 01:55:26 [core.py:383] ',
      'ERROR 05-06 01:55:26 [core.py:383] Traceback (most recent call last):',
      'ERROR 05-06 01:55:26 [core.py:383]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 316, in __init__',
      'ERROR 05-06 01:55:26 [core.py:383]     self._initialize_kv_caches(vllm_config)',
      'ERROR 05-06 01:55:26 [core.py:383] RuntimeError: KV cache setup failed',
    ]);
    expect(a!.errors.map((e) => [e.headline, e.chain?.length])).toEqual([['ValueError: No available memory for the cache blocks.', 2]]);
  });

  it("a class whose name does not say exception is known by the last frame's `raise` of it: its line is the traceback's end and the cause (sgl-project/sglang#9707)", () => {
    const frames = [
      '  File "/usr/local/lib/python3.12/dist-packages/triton_kernels/matmul_ogs_details/opt_flags.py", line 286, in make_opt_flags',
      '    raise InapplicableConstraint("cannot enforce `is_persistent=True` constraint")',
    ];
    const [a] = attemptOf([...frames, 'triton_kernels.matmul_ogs_details.opt_flags.InapplicableConstraint: cannot enforce `is_persistent=True` constraint']);
    expect(a!.fatal?.headline).toBe('triton_kernels.matmul_ogs_details.opt_flags.InapplicableConstraint: cannot enforce `is_persistent=True` constraint');
    // Another class's name after that raise is no exception line of it: the traceback stays cut at the raise.
    const [b] = attemptOf([...frames, 'other.module.SomethingElse: cannot enforce']);
    expect(b!.fatal?.headline ?? '').not.toContain('SomethingElse');
  });

  it("multiprocessing's `Process Name:` banner means the child's target raised: the traceback it heads ends the attempt, its top frame cut or not (gpustack/gpustack#4891)", () => {
    const lines = [
      '(EngineCore_DP0 pid=21) ERROR 03-13 08:47:28 [core.py:1100]   File "/usr/local/lib/python3.12/dist-packages/vllm/tracing/otel.py", line 178, in sync_wrapper',
      '(EngineCore_DP0 pid=21) ERROR 03-13 08:47:28 [core.py:1100]     return func(*args, **kwargs)',
      '(EngineCore_DP0 pid=21) Process EngineCore_DP0:',
      '(EngineCore_DP0 pid=21) ERROR 03-13 08:47:28 [core.py:1100]            ^^^^^^^^^^^^^^^^^^^^^',
      '(EngineCore_DP0 pid=21) ERROR 03-13 08:47:28 [core.py:1100]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/abstract.py", line 103, in __init__',
      '(EngineCore_DP0 pid=21) ERROR 03-13 08:47:28 [core.py:1100]     self._init_executor()',
    ];
    const [a] = attemptOf(lines, 2026);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal).toBeNull();
    // Without the banner, otel's wrapper frames alone show where, not that the process ended.
    const [b] = attemptOf(lines.filter((l) => !l.endsWith('Process EngineCore_DP0:') && !/abstract\.py|_init_executor/.test(l)), 2026);
    expect(b!.outcome).toBe('running');
    // The executor's constructor frame does: V1 builds its executor only at start-up (vllm-project/vllm#44411).
    const [c] = attemptOf(lines.filter((l) => !l.endsWith('Process EngineCore_DP0:')), 2026);
    expect(c!.outcome).toBe('failed');
  });
});

describe('a cancelled task is a consequence, under every engine', () => {
  it("uvicorn's lifespan CancelledError at shutdown is not the cause of KServe's failed start (kserve/kserve#5056)", () => {
    const [a] = attemptOf(
      [
        '  File "/usr/lib/python3.12/asyncio/queues.py", line 158, in get',
        '    await getter',
        'asyncio.exceptions.CancelledError',
        '',
        '2026-02-11 02:15:04.629 1 kserve ERROR [__main__.py:<module>():337] Failed to start model server: Engine core initialization failed. See root cause above. Failed core proc(s): {}',
      ],
      2026,
    );
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['vllm', 'failed', null]);
  });

  it.each(['asyncio.exceptions.CancelledError', 'asyncio.CancelledError', 'concurrent.futures._base.CancelledError', 'CancelledError'])('%s is never the root cause', (headline) => {
    const block = { id: '0:1', attemptIndex: 0, pid: 1, kind: 'traceback' as const, headline, seqs: [1], at: null, signature: headline, recurring: false };
    expect(findRootCause([block])).toBeNull();
    for (const engine of ENGINES) expect(findRootCause([block], -1, 5, engine)).toBeNull();
  });
});

describe("a Go server's cancelled request context is a consequence", () => {
  it('Ollama aborting a load because its client hung up names no cause: the server is up (punnerud/Local_Knowledge_Graph#1)', () => {
    const [a] = attemptOf(
      [
        'time=2024-09-20T22:44:48.892+02:00 level=WARN source=server.go:597 msg="client connection closed before server finished loading, aborting load"',
        'time=2024-09-20T22:44:48.892+02:00 level=ERROR source=sched.go:456 msg="error loading llama server" error="timed out waiting for llama runner to start: context canceled"',
        '[GIN] 2024/09/20 - 22:44:48 | 499 |  1.057118814s |       127.0.0.1 | POST     "/api/embed"',
      ],
      2024,
    );
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['ollama', 'running', null]);
  });
});

describe('a lone exception line: the last line of a traceback whose frames were not shown', () => {
  // vllm-project/vllm-ascend#3046: SGLang on an Ascend NPU, the error as quoted, CANN's report of it on the lines after.
  const quoted = [
    'RuntimeError: arange_out_op_api:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:36 NPU function error: call aclnnArange failed, error code is 561103',
    '[ERROR] 2025-09-19-14:34:08 (PID:5625, Device:0, RankID:-1) ERR00100 PTA call acl api failed.',
    'EZ9999: Inner Error!',
    'EZ9999: [PID: 5625] 2025-09-19-14:34:08.166.059 Parse dynamic kernel config fail.',
    '        TraceBack (most recent call last):',
    '       AclOpKernelInit failed opType',
    '       ArangeAiCore ADD_TO_LAUNCHER_LIST_AICORE failed.',
  ];

  it('with no error after it, before start-up finished, it is Python reporting what killed the process', () => {
    const [a] = attemptOf(quoted);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal?.headline).toContain('NPU function error: call aclnnArange failed');
  });

  // 0.1's ModelRpcServer.exposed_step logged each failed step as `Exception in ModelRpcClient:` and stepped on (no re-raise).
  it('one the process went on erring after was caught (a loop logging each step): not an end by itself', () => {
    const [a] = attemptOf([
      quoted[0]!,
      '',
      'Exception in ModelRpcClient:',
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.10/dist-packages/sglang/srt/managers/router/model_rpc.py", line 184, in exposed_step',
      '    self.forward_step()',
    ]);
    expect(a!.outcome).toBe('running');
  });
});
