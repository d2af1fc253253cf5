import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const run = (lines: string[]) => analyse(parseLog(lines.join('\n'), { year: 2026 }).entries);
const brief = (lines: string[]) => run(lines).attempts.map((a) => ({ outcome: a.outcome, mainPid: a.mainPid, fatal: a.fatal?.headline ?? null, exit: a.exitStatus }));

describe('analyse tells what really happened (issue 10)', () => {
  it('the seed grep: two Worker_TP0 PIDs are two attempts; the superseded one failed with no exit line seen', () => {
    const lines = [
      'Feb 20 23:36:21 llm-two vllm-kimi[221343]: (Worker_TP0 pid=221343) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
      'Feb 20 23:37:52 llm-two vllm-kimi[222636]: (Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
    ];
    const analysis = run(lines);
    expect(analysis.attempts.map((a) => [a.mainPid, a.outcome, a.exitStatus, a.isCurrent, a.engine])).toEqual([
      [221343, 'failed', 'no exit line seen', false, 'vllm'],
      [222636, 'running', null, true, 'vllm'],
    ]);
  });

  it('the same startup line printed twice without PIDs (bare output) is a second run', () => {
    const lines = [
      'INFO 02-20 23:36:00 [api_server.py:1885] vLLM API server version 0.15.1',
      'INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /m...',
      'INFO 02-20 23:40:00 [api_server.py:1885] vLLM API server version 0.15.1',
    ];
    const analysis = run(lines);
    expect(analysis.attempts.map((a) => [a.outcome, a.phases.map((p) => p.name)])).toEqual([
      ['failed', ['spawned', 'loading_weights']],
      ['running', ['spawned']],
    ]);
  });

  it('eight ranks loading in one attempt stay one attempt', () => {
    const lines = Array.from({ length: 8 }, (_, r) => `(Worker_TP${r} pid=${100 + r}) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /m...`);
    expect(run(lines).attempts).toHaveLength(1);
  });

  it('a server that died after ready is failed even with no exit line; the cause is the first fatal line (vllm-project/vllm #27513 shape)', () => {
    const lines = [
      '(APIServer pid=50) INFO 10-25 10:00:00 [api_server.py:1885] vLLM API server version 0.11.0',
      '(APIServer pid=50) INFO:     Application startup complete.',
      '(EngineCore_DP0 pid=80) ERROR 10-25 10:05:00 [core.py:710] EngineCore encountered a fatal error.',
      '(EngineCore_DP0 pid=80) ERROR 10-25 10:05:00 [core.py:710] Traceback (most recent call last):',
      '(EngineCore_DP0 pid=80) ERROR 10-25 10:05:00 [core.py:710]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 701, in run_engine_core',
      '(EngineCore_DP0 pid=80) ERROR 10-25 10:05:00 [core.py:710]     engine_core.run_busy_loop()',
      '(EngineCore_DP0 pid=80) ERROR 10-25 10:05:00 [core.py:710] torch.AcceleratorError: CUDA error: an illegal memory access was encountered',
      '(APIServer pid=50) ERROR 10-25 10:05:00 [async_llm.py:480] AsyncLLM output_handler failed.',
      '(APIServer pid=50) ERROR 10-25 10:05:00 [async_llm.py:480] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
    ];
    const [a] = brief(lines);
    expect(a).toMatchObject({ outcome: 'failed', mainPid: 50, fatal: 'torch.AcceleratorError: CUDA error: an illegal memory access was encountered' });
  });

  it('a segfault while serving ends the attempt: failed, the segfault named when nothing else is printed', () => {
    const lines = [
      'INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)',
      'INFO:     127.0.0.1:40000 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
      'Segmentation fault (core dumped)',
    ];
    expect(brief(lines)[0]).toMatchObject({ outcome: 'failed', fatal: 'Segmentation fault (core dumped)' });
  });

  it('an orderly shutdown after ready, with nothing fatal, is stopped', () => {
    const lines = [
      '(APIServer pid=7) INFO:     Application startup complete.',
      '(APIServer pid=7) INFO:     Shutting down',
      '(APIServer pid=7) INFO:     Application shutdown complete.',
      '(APIServer pid=7) INFO:     Finished server process [7]',
    ];
    expect(brief(lines)[0]).toMatchObject({ outcome: 'stopped', fatal: null });
  });

  // vLLM re-raises a worker's start-up error in the engine core, and the engine core's in the API server: the server is going down,
  // whether or not the API server (here named by its tag; in a journal, by journald's PID) printed its own end yet.
  it('a worker\'s exception during start-up ends the attempt though the API server printed no end of its own', () => {
    const lines = [
      '(APIServer pid=10) INFO 11-06 10:50:00 [api_server.py:1885] vLLM API server version 0.11.0',
      '(Worker_TP1 pid=31) ERROR 11-06 10:51:00 [multiproc_executor.py:585] WorkerProc hit an exception.',
      '(Worker_TP1 pid=31) ERROR 11-06 10:51:00 [multiproc_executor.py:585] Traceback (most recent call last):',
      '(Worker_TP1 pid=31) ERROR 11-06 10:51:00 [multiproc_executor.py:585]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 263, in determine_available_memory',
      '(Worker_TP1 pid=31) ERROR 11-06 10:51:00 [multiproc_executor.py:585]     self.model_runner.profile_run()',
      '(Worker_TP1 pid=31) ERROR 11-06 10:51:00 [multiproc_executor.py:585] RuntimeError: Error in memory profiling. Initial free memory 79.1 GiB, current free memory 80.2 GiB.',
    ];
    expect(brief(lines)[0]).toMatchObject({ outcome: 'failed', mainPid: 10, fatal: 'RuntimeError: Error in memory profiling. Initial free memory 79.1 GiB, current free memory 80.2 GiB.' });
    const journal = lines.map((l) => `Nov 06 10:51:00 gpu-3 vllm[10]: ${l}`);
    expect(brief(journal)[0]).toMatchObject({ outcome: 'failed', mainPid: 10 });
  });

  it("Python's report of an uncaught exception ends the attempt even cut before its exception line; a logged traceback does not", () => {
    const start = ['INFO 01-11 15:51:02 llm_engine.py:70] Initializing an LLM engine with config: model=\'/m\', tensor_parallel_size=1, seed=0)', 'INFO 01-11 15:51:18 llm_engine.py:275] # GPU blocks: 229, # CPU blocks: 512'];
    const frames = ['  File "load_llm.py", line 8, in <module>', "    llm = LLM(model='/m')"];
    const uncaught = run([...start, 'Traceback (most recent call last):', ...frames]).attempts[0]!;
    expect([uncaught.outcome, uncaught.fatal, uncaught.phases.map((p) => p.name)]).toEqual(['failed', null, ['init', 'kv_cache', 'failed']]);
    const logged = run([...start, 'ERROR 01-11 15:51:18 llm_engine.py:280] Error in warm-up', 'ERROR 01-11 15:51:18 llm_engine.py:280] Traceback (most recent call last):', ...frames.map((f) => `ERROR 01-11 15:51:18 llm_engine.py:280] ${f}`)]).attempts[0]!;
    expect(logged.outcome).toBe('running');
  });

  it('a traceback through the engine client built at start-up, header and exception cut, is start-up failing (runpod-workers/worker-vllm#213)', () => {
    const v = '/usr/local/lib/python3.10/dist-packages/vllm';
    const frames = [
      '  File "/src/engine.py", line 165, in _initialize_llm',
      '    engine = AsyncLLMEngine.from_engine_args(self.engine_args)',
      `  File "${v}/v1/engine/core_client.py", line 98, in make_async_mp_client`,
      '    return AsyncMPClient(*client_args)',
      `  File "${v}/v1/engine/core_client.py", line 677, in __init__`,
      '    super().__init__(',
    ];
    expect(brief(frames)[0]).toMatchObject({ outcome: 'failed', fatal: null });
    // The launcher's own frame alone says nothing about vLLM.
    expect(brief(frames.slice(0, 2))[0]?.outcome).not.toBe('failed');
  });

  it("an engine core's frames behind its parent's tag and its own are read as the engine core's (kaito-project/kaito#1956)", () => {
    const tag = '(APIServer pid=5693) (EngineCore_DP0 pid=7960) ';
    const lines = [
      `${tag}  File "/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 120, in __init__`,
      `${tag}    num_gpu_blocks, num_cpu_blocks, kv_cache_config = self._initialize_kv_caches(`,
    ];
    expect(brief(lines)[0]).toMatchObject({ outcome: 'failed', mainPid: 5693, fatal: null });
  });

  it("PyTorch's at-exit warning ends the attempt: failed after a cause, stopped without one", () => {
    const exit = '[rank0]:[W902 15:21:52.625339019 ProcessGroupNCCL.cpp:1479] Warning: destroy_process_group() was not called before program exit, which can leak resources.';
    const crashed = run(['(EngineCore_0 pid=58) ERROR 09-02 15:21:50 [core.py:700] RuntimeError: Error building extension \'sampling\'', exit]).attempts[0]!;
    expect([crashed.outcome, crashed.fatal?.headline]).toEqual(['failed', "RuntimeError: Error building extension 'sampling'"]);
    expect(run(['INFO 09-02 15:21:50 [launcher.py:80] Shutting down', exit]).attempts[0]!.outcome).toBe('stopped');
  });

  it("V0's `Worker … died, exit code:` is a stop for SIGINT/SIGTERM (-2, -15) and a crash for any other code", () => {
    const died = (code: number) => run(['INFO 08-17 23:20:00 llm_engine.py:174] Initializing an LLM engine (v0.5.3) with config: model=\'/m\'', `ERROR 08-17 23:28:45 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 1221546 died, exit code: ${code}`, 'INFO 08-17 23:28:45 multiproc_worker_utils.py:123] Killing local vLLM worker processes']).attempts[0]!.outcome;
    expect([died(-15), died(-2), died(-6), died(-9)]).toEqual(['stopped', 'stopped', 'failed', 'failed']);
  });

  it("docker's restart of a 0.17 container shows its ASCII-art banner again: two attempts, the first failed at its exception", () => {
    const banner = (t: string) => `(APIServer pid=1) INFO 04-08 ${t} [utils.py:297]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.17.1`;
    const lines = [banner('20:30:54'), '(APIServer pid=1) ValueError: Free memory on device cuda:0 (3.1/23.5 GiB) on startup is less than desired GPU memory utilization (0.9, 21.2 GiB).', banner('20:31:20')];
    expect(brief(lines).map((a) => [a.outcome, a.fatal])).toEqual([
      ['failed', 'ValueError: Free memory on device cuda:0 (3.1/23.5 GiB) on startup is less than desired GPU memory utilization (0.9, 21.2 GiB).'],
      ['running', null],
    ]);
  });

  it("Ray's ActorDiedError text names the cause of a start still running", () => {
    const a = run(['(EngineCore_0 pid=5) INFO 07-09 13:20:00 [core.py:90] Initializing a V1 LLM engine (v0.8.5) with config: model=\'/m\'', 'ERROR 07-09 13:21:18 [core.py:396] The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR']).attempts[0]!;
    expect([a.outcome, a.fatal?.headline]).toEqual(['running', 'The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR']);
  });

  it('a lone exception line whose traceback header is above the window outranks a later wrapper', () => {
    const lines = [
      'Jan 28 10:40:06 gpu1 vllm[900]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.88 GiB.',
      'Jan 28 10:40:07 gpu1 vllm[900]: RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}',
      'Jan 28 10:40:08 gpu1 systemd[1]: vllm.service: Main process exited, code=exited, status=1/FAILURE',
    ];
    expect(brief(lines)[0]).toMatchObject({ outcome: 'failed', fatal: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.88 GiB.' });
  });

  it('an ERROR line carrying an exception outranks systemd\'s bare exit line', () => {
    const lines = [
      'Feb 20 23:37:05 llm-two vllm-kimi[221343]: (Worker_TP2 pid=221592) ERROR 02-20 23:37:05 [multiproc_executor.py:597] WorkerProc failed to start: RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
      'Feb 20 23:37:10 llm-two systemd[1]: vllm-kimi-k25.service: Main process exited, code=exited, status=1/FAILURE',
    ];
    expect(brief(lines)[0]!.fatal).toContain('RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
  });

  it('an attempt that began before the window gets its main PID by role, and no spawn', () => {
    const lines = [
      '(Worker_TP0 pid=301) INFO 11-06 10:51:39 [monitor.py:34] torch.compile takes 11.68 s in total',
      '(APIServer pid=300) INFO 11-06 10:52:00 [api_server.py:1333] Starting vLLM API server 0 on http://0.0.0.0:8000',
    ];
    const [a] = run(lines).attempts;
    expect([a!.mainPid, a!.startedBeforeWindow, a!.phases.map((p) => p.name), a!.phases[0]!.sincePreviousUs]).toEqual([300, true, ['compile', 'ready'], null]);
  });

  it('uvicorn\'s "Started server process [N]" names the API server in bare output', () => {
    const lines = ['INFO 01-02 10:00:00 [loader.py:458] Loading weights took 38.52 seconds', 'INFO:     Started server process [4242]', 'INFO:     Application startup complete.'];
    expect(run(lines).attempts[0]!.mainPid).toBe(4242);
  });

  it('a kernel Xid is shown on the attempt it hit, beside the server\'s own error', () => {
    const lines = [
      'Mar 01 10:00:00 gpu1 vllm[500]: (APIServer pid=500) INFO 03-01 10:00:00 [api_server.py:1885] vLLM API server version 0.11.0',
      'Mar 01 10:01:00 gpu1 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=\'<unknown>\', name=<unknown>, GPU has fallen off the bus.',
      'Mar 01 10:01:01 gpu1 vllm[500]: (APIServer pid=500) ERROR 03-01 10:01:01 [core.py:1] RuntimeError: CUDA error: unspecified launch failure',
      'Mar 01 10:01:02 gpu1 systemd[1]: vllm.service: Main process exited, code=exited, status=1/FAILURE',
    ];
    const [a] = run(lines).attempts;
    expect(a!.fatal?.headline).toBe('RuntimeError: CUDA error: unspecified launch failure');
    expect(a!.gpuFault?.headline).toContain('NVRM: Xid (PCI:0000:3b:00): 79');
  });

  it.each([
    ['NVRM: GPU 0000:3b:00.0: GPU has fallen off the bus.'],
    ['NVRM: fallen off the bus and is not responding to commands.'],
  ])('a GPU lost from the bus without an Xid (%s) is a GPU fault too', (fault) => {
    const lines = [
      'Mar 01 10:00:00 gpu1 vllm[500]: (APIServer pid=500) INFO 03-01 10:00:00 [api_server.py:1885] vLLM API server version 0.11.0',
      `Mar 01 10:01:00 gpu1 kernel: ${fault}`,
      'Mar 01 10:01:01 gpu1 vllm[500]: (APIServer pid=500) ERROR 03-01 10:01:01 [core.py:1] RuntimeError: CUDA error: unspecified launch failure',
    ];
    const [a] = run(lines).attempts;
    expect(a!.fatal?.headline).toBe('RuntimeError: CUDA error: unspecified launch failure');
    expect(a!.gpuFault?.headline).toBe(fault);
  });

  it("systemd-coredump's report names the process that died, ahead of systemd's exit line", () => {
    const lines = [
      'Jun 01 10:00:00 gpu1 ollama[1200]: time=2025-06-01T10:00:00.000Z level=INFO source=server.go:405 msg="starting llama server"',
      'Jun 01 10:00:05 gpu1 systemd-coredump[1300]: [🡕] Process 1200 (ollama) of user 998 dumped core.',
      'Jun 01 10:00:05 gpu1 systemd[1]: ollama.service: Main process exited, code=dumped, status=11/SEGV',
      "Jun 01 10:00:05 gpu1 systemd[1]: ollama.service: Failed with result 'core-dump'.",
    ];
    const [a] = run(lines).attempts;
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['failed', '[🡕] Process 1200 (ollama) of user 998 dumped core.']);
  });
});
