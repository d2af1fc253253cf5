import { describe, expect, it } from 'vitest';
import { parseVllmLine } from '@/lib/journal/vllm-prefix';
import { ENGINES, detectEngine } from './index';
import { isWrapperText, lineSignal } from './rule-sets';
import { LLAMACPP } from './llamacpp';
import { OLLAMA } from './ollama';
import { SGLANG } from './sglang';
import { VLLM } from './vllm';

const textOf = (line: string): string => parseVllmLine(line)?.text ?? line;

describe('rules every engine shares', () => {
  // uvicorn's own line: vLLM's prefix leaves its level word in the text, bare output prints it as is (Blaizzy/nativ#81).
  it.each([
    [VLLM, '(APIServer pid=1) ERROR:    Application startup failed. Exiting.'],
    [VLLM, 'ERROR:    Application startup failed. Exiting.'],
    [null, 'ERROR:    Application startup failed. Exiting.'],
    [SGLANG, 'Application startup failed. Exiting.'],
  ])('uvicorn giving up on the lifespan ends the process (%#)', (profile, line) => {
    expect(lineSignal(profile, textOf(line))?.end).toBe('failed');
  });

  // sgl-project/sglang#10216 (PyTorch 2.8) and #3932 (2.5): ProcessGroupNCCL logs this only on the branch that then aborts the
  // communicators and throws from its watchdog thread, which takes the process down.
  it.each([
    '[E909 08:45:30.167701534 ProcessGroupNCCL.cpp:2252] [PG ID 2 PG GUID 3 Rank 7]  failure detected by watchdog at work sequence id: 40231 PG status: last enqueued work: 40267, last completed work: 40230',
    '[E227 16:30:43.526290891 ProcessGroupNCCL.cpp:1785] [PG ID 2 PG GUID 3 Rank 3] Exception (either an error or timeout) detected by watchdog at work: 32, last enqueued NCCL work: 32, last completed NCCL work: 31.',
  ])("the NCCL watchdog's failed-collective line ends the process and names the cause (%#)", (text) => {
    expect([lineSignal(null, text)?.end, lineSignal(null, text)?.cause]).toEqual(['failed', true]);
    expect(lineSignal(SGLANG, text)?.end).toBe('failed');
  });

  // gpustack/gpustack#1254 (vLLM V0's engine logs the exception's text alone over its traceback): PyTorch could not count the
  // devices, the driver's error named (802: the NVSwitch fabric not initialised). torch.cuda.is_available() only warns of it.
  it.each([
    [VLLM, 'ERROR 02-20 16:43:12 engine.py:389] Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized'],
    [SGLANG, 'RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW'],
    [null, 'Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda driver combination'],
  ])("PyTorch's failed device count names the driver's error (%#)", (profile, line) => {
    expect(lineSignal(profile, textOf(line))?.cause).toBe(true);
  });

  it("torch.cuda.is_available()'s warning of the same failure is not a cause", () => {
    const line = "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:128: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)";
    expect(lineSignal(VLLM, line)?.cause ?? false).toBe(false);
  });

  // vllm-project/vllm#24036 (vLLM V0's engine logs the message over its traceback) and #16334 (the DistStoreError's line): the
  // rendezvous store on rank 0 gave up on ranks that never joined, a cause under any engine; the process ends by its traceback.
  it.each([
    'Timed out after 601 seconds waiting for clients. 1/8 clients joined.',
    'torch.distributed.DistStoreError: Timed out after 601 seconds waiting for clients. 1/4 clients joined.',
  ])("TCPStore's timeout waiting for the other ranks names the cause (%#)", (text) => {
    expect([lineSignal(null, text)?.end ?? null, lineSignal(null, text)?.cause]).toEqual([null, true]);
    expect(lineSignal(VLLM, text)?.cause).toBe(true);
  });

  // sgl-project/sglang#7139 whole; a captured devai-sglang.log (code corpus) as quoted, cut before its closing `failed.`.
  it.each([
    '/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1500: indexSelectSmallIndex: block: [32,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.',
    '/pytorch/aten/src/ATen/native/cuda/TensorCompare.cu:112: _assert_async_cuda_kernel: block: [0,0,0], thread: [0,0,0] Assertion `probability tensor contains either `inf`, `nan`',
    // Tencent/AngelSlim#16 (SGLang 0.4.9, text read off a screenshot): a lambda's kernel prints as `operator()`, the line wrapped before `failed.`.
    "/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [127,0,0] Assertion '-sizes[i] < index && index < sizes [1] se",
  ])('a CUDA device-side assert names the cause, whole or cut (%#)', (text) => {
    expect(lineSignal(null, text)?.cause).toBe(true);
  });

  // ROCm/vllm#527 (vLLM's skinny GEMM on a 7900 XTX) and ROCm/hip#3368 (a sample kernel): HIP's __assert_fail prints this, then
  // traps; the runtime aborts the queue and the process. vLLM's build-tree path names the engine; a CUDA device assert ends nothing.
  it.each([
    ['/app/vllm/build/temp.linux-x86_64-cpython-312/csrc/rocm/skinny_gemms.hip:497: void wvSplitK_hf_sml_(const int, const int, const scalar_t *, const scalar_t *__restrict, scalar_t *, const int, const int) [scalar_t = __hip_bfloat16, THRDS = 64, YTILE = 2, WvPrGrp = 16, A_CHUNK = 8, UNRL = 2, N = 2]: Device-side assertion `false\' failed.', 'vllm'],
    ['vectoradd_hip.cpp:50: void vectoradd_float(float *__restrict, const float *__restrict, const float *__restrict, int, int): Device-side assertion `0\' failed.', null],
  ])("HIP's device-side assert ends the process and names the cause (%#)", (text, engine) => {
    expect([lineSignal(null, text)?.end, lineSignal(null, text)?.cause]).toEqual(['failed', true]);
    expect(detectEngine(ENGINES, text)?.id ?? null).toBe(engine);
  });

  it("a CUDA device-side assert is a cause, not an end", () => {
    const text = '/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1500: indexSelectSmallIndex: block: [32,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.';
    expect([lineSignal(null, text)?.end ?? null, lineSignal(null, text)?.cause]).toEqual([null, true]);
  });

  // vllm-project/vllm#2669: the memory monitor's own account of a kill names the cause under any engine; what the killed worker
  // was, and whether the server lives on, is the engine's to say.
  it("Ray's memory-monitor kill line is a cause under any engine", () => {
    const text = 'Memory on the node (IP: 10.0.0.2, ID: 70) where the task (actor ID: 0d, name=Worker.run, pid=308, memory used=11.15GB) was running was 12.49GB / 13.15GB (0.950003), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 79) because it was the most recently scheduled task;';
    expect([lineSignal(null, text)?.end ?? null, lineSignal(null, text)?.cause]).toEqual([null, true]);
  });

  // vllm-project/vllm#6783: Ray's C++ logger repeats absl's signal report behind its own prefix, the bare line above the window.
  it("absl's signal report behind Ray's logging.cc prefix ends the process and is its cause", () => {
    const text = textOf('(RayWorkerWrapper pid=24036) [2024-07-25 10:46:00,050 E 24036 24036] logging.cc:440: *** SIGSEGV received at time=1721904360 on cpu 140 ***');
    expect([lineSignal(VLLM, text)?.end, lineSignal(VLLM, text)?.cause]).toEqual(['failed', true]);
    expect(lineSignal(null, text)?.end).toBe('failed');
  });

  // vllm-project/vllm#13437: the same report of SIGTERM, bare and behind Ray's prefix, as V1's engine core is stopped at LLM exit.
  it("absl's report of SIGTERM is a requested stop, no failure and no cause", () => {
    for (const text of ['*** SIGTERM received at time=1739834838 on cpu 88 ***', '[2025-02-17 15:27:18,341 E 2669821 2669821] logging.cc:460: *** SIGTERM received at time=1739834838 on cpu 88 ***']) {
      expect([lineSignal(VLLM, text)?.end, lineSignal(VLLM, text)?.cause, lineSignal(VLLM, text)?.requested]).toEqual(['stopped', false, true]);
      expect(lineSignal(null, text)?.end).toBe('stopped');
    }
  });

  // vllm-project/vllm#15102: Ray's memory monitor killed a vLLM rank; the engine core logs the OutOfMemoryError and dies.
  it("Ray's OOM kill of a task is a cause under any engine, and ends vLLM, whose ranks Ray does not restart", () => {
    const text = textOf('ERROR 03-21 17:27:44 [core.py:340] ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.');
    expect([lineSignal(VLLM, text)?.end, lineSignal(VLLM, text)?.cause]).toEqual(['failed', true]);
    expect([lineSignal(null, text)?.end ?? null, lineSignal(null, text)?.cause]).toEqual([null, true]);
  });

  // ray-project/ray#50975: Ray Serve's controller stops a vLLM replica whose start-up raised (the replica's own exception cut).
  it("Ray Serve's controller stopping a replica ends the server it hosts, under any engine", () => {
    const line = "(ServeController pid=770463) ERROR 2025-02-27 23:48:16,631 controller 770463 -- Exception in Replica(id='0m8tuxh6', deployment='VLLMDeployment', app='default'), the replica will be stopped.";
    const text = line.slice(line.indexOf(' -- ') + 4);
    expect(lineSignal(VLLM, text)?.end).toBe('failed');
    expect(lineSignal(null, text)?.end).toBe('failed');
  });

  // huggingface/text-generation-inference#895: the router's `thread 'main' panicked` cut above its backtrace.
  it("a Rust backtrace frame of the main thread (the crate's `main`, the runtime's `lang_start`) ends the process; a worker thread's does not", () => {
    expect(lineSignal(null, '  19:     0x5646943087d3 - text_generation_router::main::{{closure}}::h244e8c765637c4e4')?.end).toBe('failed');
    expect(lineSignal(null, '  25:     0x55d5b1f0b2c3 - std::rt::lang_start::{{closure}}::h5a3b1c2d3e4f5a6b')?.end).toBe('failed');
    expect(lineSignal(null, '  18:     0x5646943087d3 - text_generation_router::server::run::{{closure}}::h6c1c060143d372f8')).toBeNull();
  });

  // huggingface/text-generation-inference#3317: Inference Endpoints (and Spaces) print this when the container's process ended.
  it("Hugging Face's `Exit code: N. Reason:` ends the server it reports on, under any engine", () => {
    const line = 'Exit code: 1. Reason: :"backends/v3/src/client/mod.rs","line_number":45,"span":{"batch_id":"Some(69)","name":"clear_cache"}}';
    expect(lineSignal(VLLM, line)?.end).toBe('failed');
    expect(lineSignal(null, line)?.end).toBe('failed');
    expect(lineSignal(null, 'Exit code: 1 and more')).toBeNull();
  });

  // triton-inference-server/tensorrtllm_backend#712: a Python model's stub imports TensorRT-LLM and its MPI start-up fails.
  it("Open MPI's `It looks like … failed for some reason` names the cause under any engine, and does not end the process alone", () => {
    for (const step of ['orte_init', 'MPI_INIT', 'orte_ess_init']) {
      const line = `It looks like ${step} failed for some reason; your parallel process is`;
      expect(lineSignal(null, line)?.cause).toBe(true);
      expect(lineSignal(VLLM, line)?.end ?? null).toBeNull();
    }
    expect(lineSignal(null, 'likely to abort.  There are many reasons that a parallel process can')).toBeNull();
  });

  // kvcache-ai/Mooncake#842: an SGLang PD decode server's processes' faulthandler dumps interleaved on one stderr.
  it("faulthandler's header glued inside another process's line ends the process; a quoted mention does not", () => {
    const glued = '  File "/workspace/sglang/python/sglang/srt/disaggregation/utils.pyFatal Python error: "Segmentation fault';
    expect(lineSignal(SGLANG, glued)?.end).toBe('failed');
    expect(lineSignal(null, glued)?.end).toBe('failed');
    expect(lineSignal(null, 'FAIL_MARKERS = ("Fatal Python error: Bus error",')).toBeNull();
    expect(lineSignal(null, 'grep for Fatal Python error: Aborted in the log')).toBeNull();
  });

  // sgl-project/sglang#30453 (SGLang on Ascend A3): torch_npu's RuntimeError only points at CANN's report, which names the fault.
  it("CANN's error-manager report names the cause; torch_npu's 'Inner error is reported as above' only points at it", () => {
    const report = 'EZ9999[PID: 163686] 2026-07-07-07:20:43.817.613 (EZ9999):  Kernel task happen error, retCode=0x25, [aicore timeout].[FUNC:PreCheckTaskErr][FILE:davinci_kernel_task.cc][LINE:1493]';
    expect(lineSignal(SGLANG, report)?.cause).toBe(true);
    expect(lineSignal(null, report)?.cause).toBe(true);
    expect(lineSignal(null, 'RuntimeError: call aclnnInplaceCopy failed, detail:[PID: 4346] 2025-11-30-05:12:25.730.116 AclNN_Parameter_Error(EZ1001): The self tensor cannot be larger than 8 dimensions.')?.cause).toBe(true);
    expect(lineSignal(null, 'EZ9999: Inner Error!')).toBeNull();
    expect(isWrapperText([SGLANG], 'RuntimeError: The Inner error is reported as above. The process exits for this inner error, and the current copy params are srclen=24, dstlen=24, kind=1.')).toBe(true);
  });

  // ggml-org/llama.cpp#16695 (CANN on a 310P), #12077 (MUSA): ggml's runtime-error report before GGML_ABORT, not its abort line.
  it("ggml's MUSA and CANN error reports name the cause; the abort line after them does not", () => {
    expect(lineSignal(LLAMACPP, 'CANN error: EL0003: [PID: 1445] 2025-10-21-03:40:09.141.920 The argument is invalid.')?.cause).toBe(true);
    expect(lineSignal(null, 'MUSA error: operation not supported')?.cause).toBe(true);
    expect(lineSignal(LLAMACPP, '/model/llama.cpp-b6765/ggml/src/ggml-cann/ggml-cann.cpp:69: CANN error')?.cause).toBeFalsy();
  });

  it('a CUDA device-side assert names the cause under any engine', () => {
    const line = '/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1500: indexSelectSmallIndex: block: [32,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.';
    expect(lineSignal(VLLM, line)?.cause).toBe(true);
    expect(lineSignal(null, line)?.cause).toBe(true);
    expect(lineSignal(null, 'Assertion `x` is what the docs call it')).toBeNull();
  });

  // sgl-project/sglang#3932, a two-node SGLang on H200: the watchdog's first line names the collective that timed out.
  it('PyTorch NCCL watchdog detecting a failed or timed-out collective names the cause under any engine', () => {
    const line = '[rank3]:[E227 16:30:43.526290891 ProcessGroupNCCL.cpp:1785] [PG ID 2 PG GUID 3 Rank 3] Exception (either an error or timeout) detected by watchdog at work: 32, last enqueued NCCL work: 32, last completed NCCL work: 31.';
    expect(lineSignal(SGLANG, line)?.cause).toBe(true);
    expect(lineSignal(null, line)?.cause).toBe(true);
    expect(lineSignal(null, 'Exception (either an error or timeout) detected by watchdog at work: none')).toBeNull();
  });

  // DeepAuto-AI/hip-attention#59: an SGLang rank's Gloo group, before its scheduler's traceback; vLLM's Ray workers print the same.
  it('a failed Gloo connectFullMesh names the cause under any engine', () => {
    const line = '[rank4]:[E421 02:05:38.764490322 ProcessGroupGloo.cpp:143] Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error';
    expect(lineSignal(SGLANG, line)?.cause).toBe(true);
    expect(lineSignal(VLLM, 'RuntimeError: Gloo connectFullMesh failed with Connection reset by peer')?.cause).toBe(true);
    expect(lineSignal(null, 'Gloo connectFullMesh failed')).toBeNull();
  });

  // Intel Gaudi's Synapse status in the PyTorch bridge's logger (HabanaAI/vllm-fork#484) and RuntimeError (huggingface/tgi-gaudi#54).
  it.each([
    '[19:08:34.165045][PT_BRIDGE       ][error][tid:44F8A] /npu-stack/pytorch-integration/backend/synapse_helpers/graph.cpp: 599Graph compile failed. synStatus=synStatus 26 [Generic failure]. compile',
    'RuntimeError: synStatus=20 [Device already acquired] Device acquire failed.',
  ])('a Gaudi Synapse status names the cause under any engine (%#)', (line) => {
    expect(lineSignal(VLLM, line)?.cause).toBe(true);
    expect(lineSignal(null, line)?.cause).toBe(true);
  });

  it('a Synapse status code without its name is no cause', () => {
    expect(lineSignal(null, '[19:08:34.165033][SYN_API       ][error][tid:44F8A] synGraphCompile: SYN_API_CALL failed status: 26[synFail]. graphHandle 0x557b3b2885e0')).toBeNull();
  });

  // ROCr aborts the process whose kernel faulted (vllm-project/vllm#35169: a worker during graph capture).
  it.each([
    'Memory access fault by GPU node-5 (Agent handle: 0x460e3a50) on address 0x7ec4dfe0e000. Reason: Write access to a read-only page.',
    'Memory access fault by GPU node-2 (Agent handle: 0x5a0d7202eab0) on address 0x7d35a0c00000. Reason: Unknown.',
  ])("ROCm's GPU memory access fault ends the process and names the cause under any engine (%#)", (line) => {
    expect(lineSignal(VLLM, line)).toMatchObject({ end: 'failed', cause: true });
    expect(lineSignal(null, line)).toMatchObject({ end: 'failed', cause: true });
  });

  // gpustack/gpustack#5568: SGLang's launcher reading its dead scheduler's pipe; the crash that closed it is elsewhere.
  it('a bare EOFError (a stream closed by a process that is gone) is a wrapper, one with its own message is not', () => {
    expect(isWrapperText([], 'EOFError')).toBe(true);
    expect(isWrapperText([], 'EOFError: Ran out of input')).toBe(false);
  });

  // zsh names SIGABRT `IOT instruction` on Linux, in its own notice and in a job notice (ggml-org/llama.cpp#12878).
  it.each([
    'zsh: IOT instruction  ./build/bin/llama-server -m model.gguf',
    '[1]    130838 IOT instruction  ./build/bin/llama-server -m  -ngl 49 --ctx-size 2048',
  ])('a shell reporting SIGABRT as IOT instruction ends the process (%#)', (line) => {
    expect(lineSignal(null, line)?.end).toBe('failed');
  });

  // fish's job summary (share/functions/fish_job_summary.fish): the 2023 server dying of a bad grammar (ggml-org/llama.cpp#4492).
  it.each([
    ["fish: Job 1, './server -m \"/Users/behnam/Down…' terminated by signal SIGSEGV (Address boundary error)", 'failed'],
    ["fish: Process 4121, 'llama-server' from job 2, 'llama-server -m m.gguf | tee …' terminated by signal SIGABRT (Abort)", 'failed'],
    ['fish: “./server” terminated by signal SIGKILL (Forced quit)', 'failed'],
    ["fish: Job 1, 'llama-server -m m.gguf' terminated by signal SIGTERM (Polite quit request)", 'stopped'],
  ])("fish's notice of a job a signal ended ends the process: a crash or a kill fails it, SIGTERM stops it (%#)", (line, end) => {
    expect(lineSignal(null, line)?.end).toBe(end);
  });
  it("fish's notice of a job that only stopped (SIGTSTP) or ended on its own is no death by signal", () => {
    expect(lineSignal(null, "fish: Job 1, 'llama-server -m m.gguf' has stopped")?.end).toBeUndefined();
  });

  // bash running a script reports a child a signal ended (jobs.c, non-interactive): a SageMaker container's serve script
  // (triton-inference-server/server#8296), and the padded form with `(core dumped)`; `Terminated` is a request to end.
  it.each([
    ['/usr/bin/serve: line 182: 135 Aborted tritonserver --allow-sagemaker=true --allow-http=false --model-control-mode=explicit $SAGEMAKER_ARGS', 'failed'],
    ['./start.sh: line 12:  4711 Segmentation fault      (core dumped) python3 -m vllm.entrypoints.openai.api_server --model m', 'failed'],
    ['/entrypoint.sh: line 3:     7 Killed                  llama-server -m m.gguf', 'failed'],
    ['/entrypoint.sh: line 3:     7 Terminated              llama-server -m m.gguf', 'stopped'],
  ])("bash's report of a script's child a signal ended ends the process (%#)", (line, end) => {
    expect(lineSignal(null, line)?.end).toBe(end);
  });
  // An interactive bash names the signal that ended its foreground job alone on a line (intel/ipex-llm#12960: SIGILL, a CPU
  // without the instructions the image was built for); a line that only mentions the words ends nothing.
  it.each(['Illegal instruction', 'Bus error', 'Floating point exception'])("an interactive shell's `%s` ends the process", (line) => {
    expect(lineSignal(null, line)?.end).toBe('failed');
    expect(lineSignal(VLLM, line)?.end).toBe('failed');
  });
  // intel/ipex-llm#12922: bash's report of the start script's child names ipex-llm's copy of vLLM's entrypoint: vLLM ran.
  it("a script's job line that names ipex-llm's vLLM entrypoint tells vLLM, and its SIGILL ends the process", () => {
    const line = 'start-vllm-service.sh: line 18:  1669 Illegal instruction     (core dumped) python -m ipex_llm.vllm.cpu.entrypoints.openai.api_server --port 8001 --device cpu';
    expect(detectEngine(ENGINES, line)?.id).toBe('vllm');
    expect(lineSignal(null, line)?.end).toBe('failed');
  });
  it('a line that names SIGILL inside a sentence ends nothing', () => {
    expect(lineSignal(null, 'Illegal instruction detected, falling back to the generic kernel')?.end).toBeUndefined();
  });
  // The same reports under a translated locale: bash's `(core dumped)` and glibc's strsignal(SIGSEGV) come from their catalogs
  // (ymcui/Chinese-LLaMA-Alpaca-2#291: zh_CN, full-width colon and parentheses; the interactive shell's `段错误 (核心已转储)`).
  it.each([
    "./chat.sh: 第 18 行： 57623 段错误               （核心已转储） ./main -m \"$MODEL_PATH\" --color -i -c 4096",
    '段错误 (核心已转储)',
    'Speicherzugriffsfehler (Speicherabzug geschrieben)',
    'Ошибка сегментирования (стек памяти сброшен на диск)',
    'セグメンテーション違反です (コアダンプ)',
    "Violación de segmento (`core' generado)",
    'Erreur de segmentation',
  ])("a shell's translated report of a segfault or core dump ends the process (%#)", (line) => {
    expect(lineSignal(null, line)?.end).toBe('failed');
  });
  // llama.cpp's argument parser wrapping an option handler's exception (lmstudio-ai/lmstudio-bug-tracker#2231): main() returns 1.
  it("llama.cpp's `error while handling argument` ends the process and names the cause", () => {
    const line = 'error while handling argument "--chat-template-file": error: failed to open file';
    expect([lineSignal(LLAMACPP, line)?.end, lineSignal(LLAMACPP, line)?.cause]).toEqual(['failed', true]);
    expect(lineSignal(LLAMACPP, 'error while handling argument: see below')?.end).toBeUndefined();
  });
  it('the translated words inside other text are no death by signal', () => {
    expect(lineSignal(null, '已放弃核心已转储的说明')?.end).toBeUndefined();
    expect(lineSignal(null, 'msg="段错误排查指南"')?.end).toBeUndefined();
  });
  it("bash's other errors with a line number are no death by signal", () => {
    expect(lineSignal(null, './start.sh: line 7: 42 Done                    sleep 1')?.end).toBeUndefined();
  });

  // glibc's loader could not start a binary (mpazdzioch/llamacpp-webui-glue#4). A cause under any engine; the end of the attempt
  // only for llama-server's own binary: Ollama goes on after its runner's failed exec, on another runner or the CPU.
  it("the dynamic loader's missing library names the cause, and ends llama-server's attempt only", () => {
    const server = '/llama-server: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory';
    expect(lineSignal(LLAMACPP, server)).toMatchObject({ end: 'failed', cause: true });
    // llama.cpp's RPC backend server the same (EvilFreelancer/docker-llama.cpp-rpc#1).
    expect(lineSignal(LLAMACPP, '/app/rpc-server: error while loading shared libraries: libggml-cpu.so: cannot open shared object file: No such file or directory')?.end).toBe('failed');
    const runner = '/usr/lib/ollama/runners/cuda_v12/ollama_llama_server: error while loading shared libraries: libcudart.so.12: cannot open shared object file: No such file or directory';
    expect(lineSignal(OLLAMA, runner)?.cause).toBe(true);
    expect(lineSignal(OLLAMA, runner)?.end).toBeNull();
  });

  // glibc's assert report ends the program it names, abort() following in __assert_fail (intel/ipex-llm#13225, #12598): under
  // llama.cpp for its own binaries; Ollama's runner dies of it but Ollama lives on, and a CUDA device-side assert (backtick-closed) is no end.
  it("glibc's assert report ends llama.cpp's own binary, and is only a cause for Ollama's runner", () => {
    const server = "llama-server-bin: /home/runner/llm.cpp/bigdl-core-xe/llama_backend/sdp_xmx_kernel.cpp:439: auto ggml_sycl_op_sdp_xmx_casual(fp16 *, sycl::queue &)::(anonymous class)::operator()() const: Assertion `false' failed.";
    expect(lineSignal(LLAMACPP, server)).toMatchObject({ end: 'failed', cause: true });
    const runner = "ollama_llama_server: /home/runner/llm.cpp/bigdl-core-xe/llama_backend/sdp_xmx_kernel.cpp:439: auto ggml_sycl_op_sdp_xmx_casual(fp16 *, sycl::queue &)::(anonymous class)::operator()() const: Assertion `false' failed.";
    expect(lineSignal(OLLAMA, runner)?.end).toBeNull();
    const device = '/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1500: indexSelectSmallIndex: block: [0,0,0], thread: [0,0,0] Assertion `srcIndex < srcSelectDimSize` failed.';
    expect(lineSignal(LLAMACPP, device)?.end).toBeNull();
  });

  // The HIP runtime finding no kernels for the GPU's arch, before the crash (ggml-org/llama.cpp#19949).
  it('the HIP runtime finding no code object for the GPU names the cause under any engine', () => {
    const line = ':1:hip_fatbin.cpp           :687 : 114369963532 us:  No compatible code objects found for: gfx1152, value of HIP_FORCE_SPIRV_CODEOBJECT: 0';
    expect(lineSignal(VLLM, line)?.cause).toBe(true);
    expect(lineSignal(null, line)?.cause).toBe(true);
    expect(lineSignal(null, '"hipErrorNoBinaryForGpu: Unable to find code object for all current devices!"')?.cause).toBe(true);
  });

  // UCX's signal handler under TensorRT-LLM (Tlntin/Qwen-TensorRT-LLM#60, tensorrtllm_backend#273): it lets the signal kill the process.
  it.each([
    '[dsw-6138-7785b6c584-qtx6w:371163:0:371172] Caught signal 11 (Segmentation fault: address not mapped to object at address (nil))',
    '[e2e-102-219:6082 :0:6592] Caught signal 11 (Segmentation fault: address not mapped to object at address (nil))',
  ])("UCX's `Caught signal` ends the process under any engine (%#)", (line) => {
    expect(lineSignal(null, line)?.end).toBe('failed');
    expect(lineSignal(VLLM, line)?.end).toBe('failed');
  });

  it('the words without UCX\'s process tag end nothing', () => {
    expect(lineSignal(null, 'handler: Caught signal 11 (Segmentation fault) in a test')).toBeNull();
  });
  // vllm-project/vllm#17618: Colab's cell output, IPython's own report of `LLM(...)` raising (its message line cut off the paste).
  it("IPython's traceback header (class, then `Traceback (most recent call last)` right-justified) ends the engine built in the cell", () => {
    expect(lineSignal(VLLM, 'RuntimeError                              Traceback (most recent call last)')?.end).toBe('failed');
    expect(lineSignal(null, 'torch.OutOfMemoryError                    Traceback (most recent call last)')?.end).toBe('failed');
    // Python's own header, and a warning's, are no such report.
    expect(lineSignal(null, 'Traceback (most recent call last):')?.end ?? null).toBeNull();
    expect(lineSignal(null, 'UserWarning                               Traceback (most recent call last)')?.end ?? null).toBeNull();
  });
});

// vllm-project/vllm#3688: PyTorch's CudaIPCTypes.cpp warns this only from its static global's destructors, as a process exits.
describe("PyTorch's CUDA IPC exit warning", () => {
  const line = '[W CudaIPCTypes.cpp:15] Producer process has been terminated before all shared CUDA tensors released. See Note [Sharing CUDA tensors]';

  it('is an exit of its own, a stop unless a cause came before it', () => {
    expect(lineSignal(null, line)?.end).toBe('stopped');
    expect(lineSignal(VLLM, '[rank0]:[W925 12:12:17.096459736 CudaIPCTypes.cpp:16] Producer process has been terminated before all shared CUDA tensors released. See Note [Sharing CUDA tensors]')?.end).toBe('stopped');
  });

  it('a comment quoting its words without the sentence is nothing', () => {
    expect(lineSignal(null, '# num_workers != 0 warns: Producer process has been terminated')?.end).toBeUndefined();
  });
});

// vllm-project/vllm#5495 (ray 2.10), vllm-project/vllm#13557 (later wording): Ray's core worker logs this at ERROR and
// QuickExit()s; a driver's worker id is its job id padded with 0xff, so only then is the exiting process the server itself.
describe("Ray's driver failing to register with its raylet", () => {
  it.each([
    '[2024-06-13 16:11:51,588 E 13261 13261] core_worker.cc:228: Failed to register worker 01000000ffffffffffffffffffffffffffffffffffffffffffffffff to Raylet. IOError: [RayletClient] Unable to register worker with raylet. No such file or directory',
    '[2025-02-19 13:33:40,672 E 15244 15244] core_worker.cc:496: Failed to register worker to Raylet: IOError: [RayletClient] Unable to register worker with raylet. Failed to read data from the socket: End of file worker_id=01000000ffffffffffffffffffffffffffffffffffffffffffffffff',
  ])('ends the process and names the cause (%#)', (text) => {
    expect([lineSignal(null, text)?.end, lineSignal(null, text)?.cause]).toEqual(['failed', true]);
    expect(lineSignal(VLLM, text)?.end).toBe('failed');
  });

  it("a spawned worker's id (random, not a job's padded id) is not the server's end", () => {
    const text = '[2025-02-19 13:33:40,672 E 15244 15244] core_worker.cc:496: Failed to register worker to Raylet: IOError: [RayletClient] Unable to register worker with raylet. worker_id=9c1e3b0a2f77d1c4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4';
    expect(lineSignal(null, text)?.end).toBeUndefined();
  });
});

// vllm-project/vllm#1725, #1700 (a 0.2 rank, `(RayWorker pid=N)`), #427 (the driver): Ray's terminate handler logs an uncaught
// C++ exception, then the stack, then aborts the process.
describe("Ray's terminate handler", () => {
  it.each([
    '[2023-11-20 09:55:58,328 E 281502 281502] logging.cc:97: Unhandled exception: N3c105ErrorE. what(): CUDA error: an illegal memory access was encountered',
    '[2023-07-11 15:20:41,680 E 42067 42067] logging.cc:97: Unhandled exception: St13runtime_error. what(): NCCL Error 5: invalid usage',
  ])('ends the process and names the exception (%#)', (text) => {
    expect([lineSignal(null, text)?.end, lineSignal(null, text)?.cause]).toEqual(['failed', true]);
    expect(lineSignal(VLLM, text)?.end).toBe('failed');
  });

  it('its stack line after it is no second end', () => {
    expect(lineSignal(null, '[2023-07-11 15:20:41,788 E 42067 42067] logging.cc:104: Stack trace: ')?.end).toBeUndefined();
  });
});
