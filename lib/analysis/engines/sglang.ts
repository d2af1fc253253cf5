import { tqdmGluedAt } from '@/lib/journal/bare-line';
import type { Level } from '@/lib/journal/types';
import { containerEventImage } from './container-image';
import type { EnginePrefix, EngineProfile } from './types';
import { MANAGER_OWN_PATH } from './common';

// `[2025-03-01 10:00:00 DP0 TP1] text`: srt/managers/scheduler.py appends one token per parallel rank after the time;
// the main process prints the time alone; SGLang before 0.4 printed `[23:17:01 TP7]`, its diffusion runtime prints
// `[12-11 17:52:52]`; trimmed pastes keep `[TP0]` alone.
const PREFIX = /^\[(?:((?:(?:\d{4}-)?\d\d-\d\d )?\d\d:\d\d:\d\d(?:[.,]\d{1,6})?)((?: [A-Z][A-Z_]*\d+)*)|([A-Z][A-Z_]*\d+(?: [A-Z][A-Z_]*\d+)*))\] ?/;
// uvicorn's level word behind SGLang's stamp: `[2025-06-04 16:47:58] INFO:     127.0.0.1:47588 - "POST …`.
const UVICORN_LEVEL = /^(INFO|WARNING|ERROR|DEBUG|CRITICAL): +/;
const LEVELS: Readonly<Record<string, Level>> = { INFO: 'info', WARNING: 'warning', ERROR: 'error', DEBUG: 'debug', CRITICAL: 'critical' };

// A logging config seen in 0.5 deployments prints level, PID, ranks and source: `2026-03-18 11:22:05.874 INFO 120984 [ TP0 scheduler_metrics_mixin.py:415] …`,
// and repeats that header on every line of a multi-line message. A log reader that takes the leading date and time as the
// line's own stamp leaves the rest (`ERROR 31423 [ TP6 PP0 scheduler.py:2547] …`), the same header without its time.
const LEVEL_PID_PREFIX = /^(?:(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?) )?(DEBUG|INFO|WARNING|ERROR|CRITICAL) \d+ \[ ?((?:[A-Z][A-Z_]*\d+ )*)[\w.-]+\.py:\d+\] ?/;
// The first letters of those levels: a line opening with another letter is no such header.
const LEVEL_LEADS = new Set([68, 73, 87, 69, 67]);

function sglangPrefix(message: string): EnginePrefix | null {
  const lead = message.charCodeAt(0);
  if ((lead >= 48 && lead <= 57 && message.charCodeAt(4) === 45) || LEVEL_LEADS.has(lead)) {
    const m = LEVEL_PID_PREFIX.exec(message);
    if (m !== null) {
      const ranks = (m[3] as string).trimEnd();
      return { text: message.slice(m[0].length), role: ranks === '' ? null : ranks, level: LEVELS[m[2] as string] ?? null, stamp: m[1] ?? null };
    }
  }
  if (lead !== 91) {
    // A line printed onto a tqdm bar (`Capturing batches …| 22/23 [00:13<00:00,  2.05it/s][… DP0 TP0] …`) is that line.
    const glued = tqdmGluedAt(message);
    return glued === -1 ? null : sglangPrefix(message.slice(glued));
  }
  const m = PREFIX.exec(message);
  if (m === null) return null;
  let text = message.slice(m[0].length);
  const first = text.charCodeAt(0);
  const uvicorn = first >= 65 && first <= 90 ? UVICORN_LEVEL.exec(text) : null;
  if (uvicorn !== null) text = text.slice(uvicorn[0].length);
  return {
    text,
    role: m[2] ? m[2].slice(1) : (m[3] ?? null),
    level: uvicorn === null ? null : (LEVELS[uvicorn[1] as string] ?? null),
    stamp: m[1] ?? null,
  };
}

// HiCache's host pool (srt/mem_cache/memory_pool_host.py HostKVCache): `Allocating 120.00 GB host memory for hierarchical KV cache.`
const HOST_KV_POOL = /\bAllocating [\d.]+ GB host memory for hierarchical KV cache\b/;

// srt/managers/tokenizer_manager.py _handle_batch_output: `Received output for rid='e71f…' but the state was deleted in TokenizerManager.`
const STATE_DELETED = /\bReceived output for rid=\S+ but the state was deleted in TokenizerManager\b/;

// torch_memory_saver's failed driver check (csrc/utils.h), which exits the process: `[torch_memory_saver.cpp] CUresult error: 2
// (out of memory)  file=csrc/utils.h func=cu_mem_create line=194`, or `cudaError error: …` for a runtime call.
const TMS_CHECK_FAILED = /^\[torch_memory_saver\.cpp\] (?:CUresult|cudaError) error: \d+ \(/;

// The CHECK_CUDA macro of the attention kernels sgl-kernel builds in (FlashMLA's csrc/utils.h, flash-attention's hopper
// kernels, from which FlashMLA took it): `fprintf(stderr, "CUDA error (%s:%d): %s\n", __FILE__, __LINE__, …)`, then exit(1):
// `CUDA error (_deps/repo-flashmla-src/csrc/smxx/get_mla_metadata.cu:93): no kernel image is available for execution on the device`.
// The scheduler is gone without a traceback; the launcher finds its pipe closed or its exit code.
const KERNEL_CHECK_CUDA_EXIT = /^CUDA error \(\S+\.(?:cu|cuh|h|hpp|cpp):\d+\): \S/;

// A prefill rank's registration with the PD bootstrap server (the KV manager's _register_to_bootstrap in srt/disaggregation:
// mooncake, nixl, common conn.py) catches what the PUT /route raised or answered and logs it with logger.error, then returns:
// `Prefill instance failed to register to bootstrap server: HTTPConnectionPool(…)` (`Prefill Failed to …` before 0.5). The start
// goes on (no end, no cause); the decode side then fails that prefill's requests, each on its own.
const REGISTER_TO_BOOTSTRAP_FAILED = /Prefill (?:instance failed|Failed) to (?:register|connect) to bootstrap server: \S/;

// The Mooncake KV manager of a PD prefill (srt/disaggregation/mooncake/conn.py, its transfer worker's failure handler): when a
// KV chunk's send to a decode's Mooncake session returns an error, it marks that session failed, logs it with logger.error,
// `Session 10.112.116.43:16917 failed.` (the session id is the decode's host:rpc_port), and fails that request's room
// (record_failure: `Failed to send kv chunk of …`), then goes on. Behind SGLang's stamp, with or without rank tokens.
const MOONCAKE_SESSION_FAILED = /Session \S+:\d+ failed\.$/;
const MOONCAKE_SESSION_FAILED_STAMPED = new RegExp(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: [A-Z][A-Z_]*\d+)*\] /.source + MOONCAKE_SESSION_FAILED.source);

// ModelRunner's weight-update API for RL trainers (init_weights_update_group, update_weights_from_distributed / _tensor) catches
// what the group set-up or the load raised, logs it with logger.error and returns (False, message) to the caller, who gets it as
// the HTTP answer: the server goes on serving (with partly updated weights after a failed load).
const WEIGHT_UPDATE_FAILED = /Failed to (?:initialize custom process group|update parameter online): \S/;

// The exception line of a failed graph capture (see `detect` and `ends`).
const CAPTURE_FAILED = /^Exception: Capture cuda graph failed: \S/;

export const SGLANG: EngineProfile = {
  id: 'sglang',
  detect: [
    containerEventImage('lmsysorg/sglang'),
    { needle: 'server_args=', pattern: /\bserver_args=\w*ServerArgs\(/ },
    { needle: 'Load weight', pattern: /\bLoad weight (?:begin\. avail mem=|end\. )/ },
    { needle: 'KV Cache is allocated', pattern: /\bKV Cache is allocated\. / },
    // The EAGLE/MTP draft worker (srt/speculative/eagle_worker.py init_cuda_graphs) captures its own graphs after the target's:
    // `Capture draft cuda graph begin. …`, then `Capture draft extend cuda graph begin. …`, each with its `end. Time elapsed: …`.
    { needle: 'Capture ', pattern: /\bCapture (?:draft (?:extend )?)?(?:cuda|npu) graph (?:begin|end)\. / },
    // model_runner's piecewise (torch.compile'd, per token count) capture, on by default in 0.5 releases.
    { needle: 'piecewise CUDA graph', pattern: /\bCapture piecewise CUDA graph (?:begin\. avail mem=|end\. Time elapsed: )/ },
    // The graph runners (srt/model_executor/cuda_graph_runner.py CudaGraphRunner, the EAGLE draft runners, the NPU ones) wrap
    // whatever RuntimeError capture raised in SGLang's own words, `raise Exception(f"Capture cuda graph failed: {e}\n…")`: the
    // exception line of the traceback, with or without the frames above it.
    { needle: 'Capture cuda graph failed: ', pattern: CAPTURE_FAILED },
    { needle: ' CUDA graph ', pattern: /\bCapture (?:target|draft) (?:decode|prefill|verify|extend) CUDA graph (?:begin\. backend=|end\. elapsed=)/ },
    // cuda_graph_runner's and the piecewise runner's tqdm bars name SGLang's own capture (`Capturing batches (avail_mem=…)`,
    // `Capturing num tokens (num_tokens=… avail_mem=…)`); an embedding engine (verl, slime) prints them bare, beside nothing else of its.
    { needle: 'Capturing ', pattern: /^Capturing (?:batches \((?:bs=\d+ )?|num tokens \(num_tokens=\d+ )avail_mem=[\d.]+ ?GB\): +\d+%/ },
    { needle: ' batch', pattern: /\b(?:Prefill|Decode) batch[.,] #(?:new-seq|running-req): \d+/ },
    { needle: 'max_total_num_tokens=', pattern: /\bmax_total_num_tokens=\d+, chunked_prefill_size=/ },
    // SGLang 0.1's router (srt/managers/router/model_rpc.py), unstamped: `new fill batch. #seq: 1. #cached_token: 478. …`.
    { needle: 'new fill batch', pattern: /^new fill batch\. #seq: \d+\. #cached_token: \d+\./ },
    // 0.1's model runner and router, unstamped: `Rank 0: load weight begin.`, `Rank 0: max_total_num_token=44713, max_prefill_num_token=…`.
    { needle: 'Rank ', pattern: /^Rank \d+: (?:load weight (?:begin|end)\.$|max_total_num_token=\d+, max_prefill_num_token=)/ },
    { needle: 'Init torch distributed', pattern: /\bInit torch distributed (?:begin|ends)\./ },
    // ServerArgs (srt/server_args.py; model_runner.py in 0.4) picks the attention backend the user left unset and says so on
    // every such start, before any scheduler runs: `Attention backend not set. Use flashinfer backend by default.`, since 0.5
    // `Attention backend not explicitly specified. Use {backend} backend by default.` (0.5.5+: `[time] WARNING server_args.py:N: …`).
    { needle: 'Attention backend not ', pattern: /\bAttention backend not (?:explicitly specified|set)\. Use \w+ backend by default\./ },
    // srt/distributed/device_communicators/pynccl.py, beside vLLM's own `vLLM is using nccl==`.
    { needle: 'sglang is using nccl', pattern: /^sglang is using nccl==\d/ },
    // The tokenizer manager's SIGTERM drain (srt/managers/tokenizer_manager.py: SignalHandler, sigterm_watchdog; 0.4 wrote
    // `remaining number of requests N`, the frame a repr with spaces when a real signal came in) and the tree
    // kill every exit path of the main process logs (srt/utils/common.py kill_process_tree): SGLang's own wording.
    { needle: 'SIGTERM received.', pattern: /\bSIGTERM received\. (?:signum=.* frame=.*\. )?Draining requests and shutting down\.\.\./ },
    { needle: 'Gracefully exiting...', pattern: /\bGracefully exiting\.\.\. [Rr]emaining number of requests:? \d+/ },
    // srt/utils wait_port_available, which the launcher calls for each port it needs (the HTTP port, `metrics_port`, the
    // scheduler's): `port 30000 is in use. Waiting for 15 seconds for port to be available. port is used by a process
    // already. process.name()='…' …` while it waits, and when the wait runs out it raises `ValueError: metrics_port at 40290
    // is not available in 30 seconds. metrics_port is used by a process already. process.name()=…` (f-string `=` reprs).
    { needle: ' is used by a process already. process.name()=', pattern: /\b\w+ is used by a process already\. process\.name\(\)=/ },
    { needle: 'kill_process_tree called', pattern: /^kill_process_tree called: parent_pid=\d+, include_parent=(?:True|False), pid=\d+$/ },
    // SGLang gives uvicorn its own stamp: `[2025-06-04 16:47:58] INFO:     127.0.0.1:47588 - "POST …`; vLLM's uvicorn lines carry none.
    { needle: ':  ', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] (?:INFO|WARNING|ERROR|DEBUG|CRITICAL): +\S/ },
    { needle: 'ready to roll', pattern: /The server is fired up and ready to roll!/ },
    // The OpenAI serving layer's per-request catch-all (srt/entrypoints/openai/serving_base.py) behind the main process's stamp.
    { needle: '] Error in request: ', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] Error in request: \S/ },
    // SGLang's tokenizer loader (srt/utils/hf_transformers_utils.py get_tokenizer), when the model's tokenizer files give transformers
    // v5 only its generic backend, warns and goes on, once per process that loads the tokenizer (the launcher's tokenizer manager,
    // each scheduler): `Tokenizer for <name> is still TokenizersBackend after retries with --trust-remote-code. …` (`loaded as
    // generic TokenizersBackend. Set --trust-remote-code …` without the flag). Behind SGLang's stamp, with or without rank tokens.
    { needle: ' TokenizersBackend', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: [A-Z][A-Z_]*\d+)*\] Tokenizer for \S+ (?:is still TokenizersBackend after retries with --trust-remote-code|loaded as generic TokenizersBackend)\. / },
    // The tool-call detectors' per-request lines (below, under phases) behind the same stamp: the words are SGLang's own.
    { needle: '] Failed to parse JSON part: ', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] Failed to parse JSON part: .*, JSON parse error: \S/ },
    { needle: '] Error in parse_streaming_increment: ', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] Error in parse_streaming_increment: \S/ },
    // The scheduler's own stamp: configure_logger's `[%(asctime)s{prefix}]`, the prefix its rank tokens (` DP1 TP2 EP2`, TP whenever
    // tp_size > 1), whatever message follows (`[2025-04-01 09:58:02 TP0] Custom allreduce is disabled …`).
    // run_scheduler_process builds that prefix in a fixed order, DP, PP, ATTN_CP (attention context parallel), MOE_DP, then TP and EP,
    // each only when its size is above 1 (`[2026-07-18 03:03:06 ATTN_CP6 TP6] …`); older releases put PP after TP.
    { needle: 'TP', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: (?:DP|PP|ATTN_CP|MOE_DP)\d+)* TP\d+(?: [A-Z]{2,3}\d+)*\] \S/ },
    // The same rank tokens with the time cut off, as pastes trimmed by hand leave them (`[TP0] EAGLE draft …`, `[DP1 TP2] …`;
    // sgl-project/sglang#25512, #26265, #31965, #6229, #31336): PREFIX already reads the bracket as SGLang's. Only the scheduler's
    // logger opens a line with an all-capitals rank bracket; vLLM tags ranks `(Worker_TP0 pid=…)`, torch `[rank0]:`.
    { needle: 'TP', pattern: /^\[(?:(?:DP|PP|ATTN_CP|MOE_DP)\d+ )*TP\d+(?: [A-Z]{2,3}\d+)*\] \S/ },
    // HiCache's host tier (srt/mem_cache/memory_pool_host.py), allocated by each scheduler after its device KV pool.
    { needle: 'host memory for hierarchical KV cache', pattern: HOST_KV_POOL },
    // The level-and-PID line format with SGLang's rank tokens before the source file (see LEVEL_PID_PREFIX).
    { needle: ' [ ', pattern: /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})? )?(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \d+ \[ (?:[A-Z][A-Z_]*\d+ )+[\w.-]+\.py:\d+\] / },
    // The message ends in the traceback, which a paste may have moved to the next lines: the colon can end the line.
    { needle: 'hit an exception', pattern: /\b(?:Scheduler|DataParallelController|DetokenizerManager|TokenizerManager) hit an exception:(?: |$)/ },
    { needle: 'sigquit from a child', pattern: /Received sigquit from a child proces/ },
    // The data-parallel controller (srt/managers/data_parallel_controller.py launch_tensor_parallel_group) names each DP rank
    // it starts with `--dp-size` > 1 (without DP attention): `Launch DP1 starting at GPU #4.`. vLLM has no such line.
    { needle: 'Launch DP', pattern: /\bLaunch DP\d+ starting at GPU #\d+\.$/ },
    // The PD bootstrap server a prefill instance runs (disaggregation/common/conn.py CommonKVBootstrapServer, aiohttp) logs the
    // decode peers' lookups of its ranks: `"GET /route?engine_rank=0 HTTP/1.1" 200 …` (later `&target_dp_group=…`).
    { needle: '/route?engine_rank=', pattern: /"GET \/route\?engine_rank=-?\d+\S* HTTP\/1\.[01]" \d{3}\b/ },
    // The same server's other routes (the ranks' PUT /route, /register_dp_rank, /query_dp_ranks, and /health, which the decode's
    // heartbeat checker polls) in aiohttp's access format (`%a %t "%r" %s %b …`) behind SGLang's own stamp (Mooncake#1151).
    { needle: '] "', pattern: /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] \S+ \[\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\] "(?:GET|PUT|POST) \/(?:route|health|register_dp_rank|query_dp_ranks)\b\S* HTTP\/1\.[01]" \d{3}\b/ },
    // The disaggregation schedulers' per-request failure (srt/disaggregation/prefill.py, decode.py, encode): `Prefill bootstrap
    // failed for request rank=2 req.rid='…' req.bootstrap_room=…` (f-string `{req.rid=}`), then the request's abort.
    { needle: ' failed for request rank=', pattern: /\b(?:Prefill|Decode|Encode) (?:bootstrap|transfer|handshake) failed for request rank=-?\d+ (?:decode_req\.)?req\.rid=/ },
    // The Mooncake KV manager's failed decode session (see MOONCAKE_SESSION_FAILED): SGLang's own words behind its stamp.
    { needle: '] Session ', pattern: MOONCAKE_SESSION_FAILED_STAMPED },
    // That bootstrap server's start (CommonKVBootstrapServer, started by a prefill instance) and a prefill rank's failed
    // registration with it, which can race it at start-up (sgl-project/sglang#23430).
    { needle: 'CommonKVBootstrapServer started', pattern: /\bCommonKVBootstrapServer started successfully on \S+$/ },
    { needle: ' to bootstrap server: ', pattern: new RegExp('\\b' + REGISTER_TO_BOOTSTRAP_FAILED.source) },
    // The launcher's wait for its schedulers (srt/entrypoints/engine.py _wait_for_scheduler_ready) raises what
    // _scheduler_died_error builds when a scheduler process exits before it reported ready: `Rank 0 scheduler died during
    // initialization (exit code: -3). If exit code is -9 (SIGKILL), …`.
    { needle: 'scheduler died during initialization', pattern: /\bRank \d+ scheduler died during initialization \(exit code: -?\d+\)/ },
    // The scheduler's retraction of running requests when the KV pool runs short (0.4 `Decode out of memory happened.`, later
    // `KV cache pool is full. Retract requests.`), and the tokenizer manager's abort of a request whose client went away.
    { needle: '#retracted_reqs: ', pattern: /\b(?:Decode out of memory happened|KV cache pool is full\. Retract requests)\. #retracted_reqs: \d+/ },
    { needle: 'disconnected from the client side', pattern: /\bRequest is disconnected from the client side \(type \d+\)\. Abort request\b/ },
    { needle: 'but the state was deleted in TokenizerManager', pattern: STATE_DELETED },
    // 0.5's SIGQUIT handler (srt/entrypoints/engine.py), the same fact in newer words.
    { needle: 'SIGQUIT received.', pattern: /\bSIGQUIT received\. .*It usually means one child failed/ },
    { needle: 'scheduler is dead', pattern: /\bRank \d+ scheduler is dead\. Please check if there are relevant logs/ },
    // The main process's SubprocessWatchdog (srt/utils/watchdog.py, sgl-project/sglang#18421) names a child that exited.
    { needle: ') crashed with exit code ', pattern: /\bSubprocess \w+ \(pid=\d+\) crashed with exit code -?\d+\./ },
    // The warmup thread of srt/server.py (http_server.py since 0.4): SGLang's own words, whatever frames follow.
    { needle: 'Initialization failed. ', pattern: /\bInitialization failed\. (?:warmup error: |Please see the error messages above)/ },
    { needle: 'atchdog timeout (self.', pattern: /\b[Ww]atchdog timeout \(self\.watchdog_timeout=/ },
    // The weight-update API's own reports behind SGLang's stamp (srt/model_executor/model_runner.py; RL frameworks' patches of it
    // keep the words but log through their own loggers): see `survived`.
    { needle: 'Failed to ', pattern: new RegExp(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: [A-Z][A-Z_]*\d+)*\] /.source + WEIGHT_UPDATE_FAILED.source) },
    // Frames of the package; `sglang/api.py` is its front-end module whose `Runtime(…)` starts the server (FastChat's sglang_worker).
    // Python prints a frame's path as the module was found on sys.path, so a relative entry (a checkout's python/ dir, or a paste
    // cut back to the package) leaves it starting at the package: `File "sglang/srt/managers/scheduler.py", line 3979, in …`.
    // The dotted module names are what `python -m` takes and what runpy's warnings print: `sglang.launch_server`, srt's modules,
    // and the diffusion runtime's (`python3 -m sglang.multimodal_gen.runtime.launch_server`, the server `sglang serve` starts
    // for a diffusion model: python/sglang/multimodal_gen/runtime/launch_server.py).
    { needle: 'sglang', pattern: /(?:\/|\bFile ")sglang\/(?:srt|cli|multimodal_gen)\/|\bsglang\.(?:launch_server|srt|multimodal_gen)\b|\/sglang\/api\.py", line \d/ },
    // SGLang's own kernel wheel (sgl-kernel, built from the repository's sgl-kernel/ and imported as `sgl_kernel` by srt's layers
    // at import time): its installed files in a path (`…/site-packages/sgl_kernel/common_ops.abi3.so`, `…/sgl_kernel/__init__.py`)
    // and its loader's own prefix (sgl_kernel/load_utils.py: `[sgl_kernel] CRITICAL: Could not load any common_ops library!`).
    { needle: 'sgl_kernel', pattern: /[/\\]sgl_kernel[/\\]\S|^\[sgl_kernel\] [A-Z]+: / },
    // Only SGLang's HTTP server routes /health_generate (srt/entrypoints/http_server.py: a one-token generation, answered 200 once
    // the server is Up and 503 while it is Starting or that generation went unanswered): an access line for it answered 200 or 503
    // is a probe of an SGLang server, stamp and padding as the paste left them. A 404 is a server without the route.
    { needle: '/health_generate', pattern: /"GET \/health_generate HTTP\/1\.[01]" (?:200|503)\b/ },
    // argparse's refusal of `python -m sglang.launch_server` (and sglang_router.launch_server): prepare_server_args builds its
    // parser with the default prog, the script's name, so the usage dump and the error line carry `launch_server.py`; under the
    // 2026 `sglang serve` CLI (sglang/cli/serve.py → prepare_server_args) that name is the console script's, `sglang`.
    { needle: 'launch_server.py', pattern: /^(?:usage: launch_server\.py \[|launch_server\.py: error: \S)/ },
    { needle: 'usage: sglang [', pattern: /^usage: sglang \[/ },
    { needle: 'sglang: error: ', pattern: /^sglang: error: \S/ },
    // The router's Python package (sgl-router, later sgl-model-gateway's bindings: sglang_router/launch_router.py, router.py) and
    // its launch commands: launch_router logs `Error starting router: …` through a logger no handler was set up for (Python prints
    // the bare message) and re-raises, so a failed router start is a traceback through these frames and nothing else of SGLang's.
    { needle: 'sglang_router', pattern: /\/sglang_router\/\w+\.py", line \d+|\bsglang_router\.launch_(?:router|server)\b/ },
    // The diffusion runtime's stage profiler (multimodal_gen/runtime/utils/perf_logger.py StageProfiler, used by the pipeline
    // executors): each stage of a request logs `[DenoisingStage] started...` and `[DenoisingStage] finished in 2.3205 seconds`
    // behind that runtime's `[MM-DD HH:MM:SS]` stamp. FastVideo, whose executors it adapted, logs in vLLM's format instead.
    { needle: 'Stage] ', pattern: /^\[\d\d-\d\d \d\d:\d\d:\d\d\] \[[A-Z]\w*Stage\] (?:started\.\.\.|finished in \d+(?:\.\d+)? seconds)/ },
    // The diffusion runtime's component loader (multimodal_gen's pipeline loading its modules one by one under the `Loading required
    // modules` bar) reports each module it built with SGLang's own implementation: `Loaded text_encoder: FSDPQwen3ForCausalLM
    // (sgl-diffusion version). model size: 7.5 GB, …` (`native version` where it fell back to the diffusers/transformers class).
    { needle: ' version). model size: ', pattern: /\bLoaded \w+: \w+ \((?:sgl-diffusion|native) version\)\. model size: / },
    // GPUStack v2's worker starts an SGLang instance through its SGLang backend (gpustack/worker/backends/sglang.py `_start`:
    // `logger.info(f"Starting SGLang model instance: {name}")`, then `Creating SGLang container workload: …` and `With image: …`),
    // the wrapper naming the engine it launches before any line of the engine (gpustack/gpustack#4377, #5218, #5641), as vLLM's
    // profile reads its `gpustack.worker.backends.vllm` twin. The backend's logger name alone where the parser kept it as the line's logger.
    { needle: 'gpustack.worker.backends.sglang', pattern: /\bgpustack\.worker\.backends\.sglang(?: - INFO - Starting SGLang model instance: |$)/ },
    // NVIDIA Dynamo's Rust worker for its SGLang engine logs under its own tracing target while it waits for the subprocess.
    { needle: '::engines::sglang::', pattern: /\bdynamo_llm::engines::sglang::\w+: / },
    // The process titles SGLang sets (setproctitle), as py-spy dumps, native frames and `top` show them.
    { needle: 'sglang::', pattern: /\bsglang::(?:scheduler|detokenizer|data_parallel_controller|semi_pd)/ },
    // A native backtrace's frame in SGLang's own C++ code (its `sglang::` namespace, e.g. the n-gram speculative trie:
    // `sglang::ngram::Trie::squeeze(unsigned long)`): the crashing process is SGLang's.
    { needle: 'sglang::', pattern: /^sglang::\w+(?:::~?\w+)+\(/ },
    // sglang_router (Rust) launched beside its workers: its own prefix before 0.2, its crate's log target after.
    { needle: '[Router (', pattern: /^\[Router \((?:Rust|Python)\)\] \d{4}-\d\d-\d\d \d\d:\d\d:\d\d - [A-Z]+ - / },
    { needle: 'sglang_router_rs::', pattern: /\b(?:INFO|WARN|ERROR|DEBUG) sglang_router_rs::\w/ },
    // The same router since its crate was renamed sgl-model-gateway (0.5.x wheels, lightseekorg/smg after): log target `smg::…`.
    { needle: ' smg::', pattern: /\b(?:INFO|WARN|ERROR|DEBUG|TRACE) smg::\w+(?:::\w+)*: / },
  ],
  // Up to 0.4 SGLang loaded weights (and found its platform) through vLLM, whose lines it printed as vLLM prints them.
  embeds: ['vllm'],
  prefix: sglangPrefix,
  uniqueRole: /^[A-Z][A-Z_]*\d+(?: [A-Z][A-Z_]*\d+)*$/,
  // The Ray actors that RL frameworks run SGLang in name their class after it: slime's `SGLangEngine`, verl's `SGLangHttpServer`
  // (its server mode; the in-process engine lives in `WorkerDict`, shared with training), a user's `SGLangWorker`.
  roles: /^SGLang[A-Z]\w*$/,
  phases: [
    { phase: 'init', needle: 'Init torch distributed begin', pattern: /\bInit torch distributed begin\./ },
    { phase: 'loading_weights', needle: 'Load weight begin', pattern: /\bLoad weight begin\b/ },
    // SGLang's loader prints vLLM's shard bar (and printed it through vLLM up to 0.4).
    { phase: 'loading_weights', needle: 'checkpoint shards:', pattern: /^Loading (?:safetensors|pt) checkpoint shards: +\d+% Completed/ },
    // Its multi-threaded loader (0.5, srt/model_loader/weight_utils.py) names its bar so; it is on by default in later releases.
    { phase: 'loading_weights', needle: 'Multi-thread loading shards:', pattern: /^Multi-thread loading shards: +\d+% Completed/ },
    // The diffusion runtime loads a pipeline's modules (text encoder, tokenizer, VAE, transformer) in turn, each announced behind its
    // `[MM-DD HH:MM:SS]` stamp as `Loading vae from /…/vae. avail mem: 42.28 GB`, often printed onto the `Loading required modules` bar.
    { phase: 'loading_weights', needle: '. avail mem: ', pattern: /^Loading \w+ from \S.*\. avail mem: [\d.]+ GB$/ },
    { phase: 'weights_loaded', needle: 'Load weight end', pattern: /\bLoad weight end\b/ },
    // 0.1's ModelRunner.load_model (srt/managers/router/model_runner.py), unstamped: `Rank 0: load weight begin.` … `Rank 0: load weight end.`.
    { phase: 'loading_weights', needle: ': load weight begin.', pattern: /^Rank \d+: load weight begin\.$/ },
    { phase: 'weights_loaded', needle: ': load weight end.', pattern: /^Rank \d+: load weight end\.$/ },
    { phase: 'kv_cache', needle: 'KV Cache is allocated', pattern: /\bKV Cache is allocated\b/ },
    { phase: 'kv_cache', needle: 'Memory pool end', pattern: /\bMemory pool end\. avail mem=/ },
    // The scheduler logs the KV pool's size in tokens once its model worker built the pool (srt/managers/scheduler.py, after
    // TpModelWorker's ModelRunner allocated the memory pool and captured its graphs): the KV cache is there, whatever printed before.
    { phase: 'kv_cache', needle: 'max_total_num_tokens=', pattern: /\bmax_total_num_tokens=\d+, chunked_prefill_size=/ },
    { phase: 'kv_cache', needle: 'host memory for hierarchical KV cache', pattern: HOST_KV_POOL },
    { phase: 'cuda_graphs', needle: ' graph ', pattern: /\bCapture (?:draft (?:extend )?)?(?:cuda|npu) graph (?:begin|end)\b/ },
    { phase: 'cuda_graphs', needle: 'piecewise CUDA graph', pattern: /\bCapture piecewise CUDA graph (?:begin|end)\b/ },
    // Later 0.5 releases name each graph set by model and mode, with its backend (srt/model_executor, eagle_worker):
    // `Capture target decode CUDA graph begin. backend=full, …`, `Capture draft extend CUDA graph end. elapsed=…`.
    { phase: 'cuda_graphs', needle: ' CUDA graph ', pattern: /\bCapture (?:target|draft) (?:decode|prefill|verify|extend) CUDA graph (?:begin|end)\b/ },
    // cuda_graph_runner's tqdm bar, one step per batch size: `Capturing batches (bs=64 avail_mem=13.97 GB):   0%|…| 0/11 [00:21<?, ?it/s]`;
    // the piecewise runner's, one step per token count: `Capturing num tokens (num_tokens=4 avail_mem=31.80 GB): 100%|…| 42/42 […]`.
    // It must end in tqdm's own counters: Ray's `… [repeated 22x across cluster]` sums up other processes' bars.
    { phase: 'cuda_graphs', needle: 'Capturing ', pattern: /^Capturing (?:batches \((?:bs=\d+ )?|num tokens \(num_tokens=\d+ )avail_mem=[\d.]+ ?GB\): +\d+%.*\| \d+\/\d+ \[[^\]]*\]$/ },
    // uvicorn's "Application startup complete" comes before the warmup request: only this line means served.
    { phase: 'ready', needle: 'ready to roll', pattern: /The server is fired up and ready to roll!/ },
    // Serving proves it too when that line is above the window: the warmup posts to /generate (or /encode) and stops
    // before the scheduler's first decode log (every decode_log_interval=40 steps); clients' OpenAI calls and decode logs come after.
    { phase: 'ready', needle: 'gen throughput', pattern: /\bDecode batch[.,] #running-req: \d+.* gen throughput \(token\/s\): [\d.]+/ },
    // The warmup is one short request per DP rank (prefilled with none running or queued, nothing cached): a prefill beside running
    // or queued requests is client traffic, and so is one with a prefix-cache hit, which needs an earlier request sharing its prefix.
    { phase: 'ready', needle: 'Prefill batch', pattern: /\bPrefill batch[.,] #new-seq: \d+.* #(?:cached-token|running-req|queue-req): [1-9]/ },
    // 0.1's prefill line beside running or queued requests is client traffic, like the Prefill batch one.
    { phase: 'ready', needle: 'new fill batch', pattern: /^new fill batch\. #seq: \d+\..* #(?:remaining|running)_req: [1-9]/ },
    // The scheduler retracts running requests back to the queue when the KV pool cannot hold their next tokens, and goes on
    // (srt/managers/scheduler.py update_running_batch): only clients' decoding requests fill the pool; the warmup's one cannot.
    { phase: 'ready', serving: true, needle: '#retracted_reqs: ', pattern: /\b(?:Decode out of memory happened|KV cache pool is full\. Retract requests)\. #retracted_reqs: [1-9]/ },
    // The tokenizer manager aborts a request whose HTTP client went away (srt/managers/tokenizer_manager.py): a client's request was in
    // flight, so the HTTP server was serving; the abort frees that request's resources only.
    { phase: 'ready', serving: true, needle: 'disconnected from the client side', pattern: /\bRequest is disconnected from the client side \(type \d+\)\. Abort request\b/ },
    // The scheduler's output for a request whose state the tokenizer manager already dropped (its client went away, or a retraction
    // ended it): _handle_batch_output logs it with logger.error and goes on (`continue`). The scheduler was decoding a request
    // that came through the HTTP server, so the server was serving; a flood of these is noise, not a cause.
    { phase: 'ready', serving: true, needle: 'but the state was deleted in TokenizerManager', pattern: STATE_DELETED },
    // A prefill scheduler moves a request to its inflight queue only after the request's prefill forward ran, and polls its KV
    // sender there (srt/disaggregation/prefill.py process_disagg_prefill_inflight_queue); a failed send is logged with
    // logger.warning and that request aborted, the loop steps on: the server ran a real request (the warmup's FakeKVSender
    // never fails). Not `Prefill bootstrap failed` nor the decode's `Decode transfer failed`: those can come before any forward.
    // The same failure one step lower: the transfer worker sends a request's KV chunks only once its prefill forward produced them
    // (MooncakeKVSender.send, from the prefill's batch result) and logs `Session <host:port> failed.` when a send errs: a real request
    // ran (the warmup's FakeKVSender sends nothing). The request fails, the server goes on.
    { phase: 'ready', serving: true, needle: 'Session ', pattern: new RegExp('^' + MOONCAKE_SESSION_FAILED.source) },
    { phase: 'ready', serving: true, needle: 'Prefill transfer failed for request rank=', pattern: /\bPrefill transfer failed for request rank=-?\d+ req\.rid=/ },
    // uvicorn serves only once every scheduler reported its model loaded (_launch_subprocesses waits for their `ready` before
    // launch_server runs uvicorn, srt/entrypoints/http_server.py). The warmup asks /get_model_info (/model_info) and posts
    // /generate (/encode), with the API key when there is one: a request to the OpenAI API (/v1/…) answered 2xx–4xx, a
    // client's 401 or 400 included, is a client's served by the loaded server. Not /v1/models, which probes poll during the warmup.
    { phase: 'ready', serving: true, needle: 'HTTP/1.', pattern: new RegExp(String.raw`^(?!.*${MANAGER_OWN_PATH})` + /.*"(?:GET|POST|PUT|PATCH|DELETE) \/v1\/(?!models\b)\S* HTTP\/1\.[01]" [2-4]\d\d\b/.source) },
    // /health (and /health_generate) answer 503 while the server is Starting and 200 once the warmup set it Up (the status-gated
    // health check, sgl-project/sglang#8115, 0.4.10); before it /health answered 200 whenever uvicorn served, which it does only
    // after every scheduler reported its model loaded: at worst the warmup's second early. The diffusion server's own warmup
    // polls its /health from loopback and gets 200 before it is done (multimodal_gen's warmup bypass paths, sgl-project/sglang#33787):
    // a probe from another host counts, a loopback one does not.
    { phase: 'ready', serving: true, needle: 'GET /health', pattern: /^(?:INFO: +)?(?!(?:127\.0\.0\.1|::1|localhost):)\S+ - "GET \/health(?:_generate)? HTTP\/1\.[01]" 200\b/ },
    // The same handler logs `Health check failed. Server couldn't get a response from detokenizer for last 20 seconds. …` only
    // after it sent its one-token request and heard nothing back for HEALTH_CHECK_TIMEOUT; while the server is Starting it answers
    // 503 without logging (srt/entrypoints/http_server.py health_generate). The server had come up; the line marks it UnHealthy and
    // answers 503, and the process serves on (a later request may pass): up, with the stall for the on-call to read.
    { phase: 'ready', serving: true, needle: 'Health check failed. ', pattern: /\bHealth check failed\. Server couldn't get a response from detokenizer for last \d+ seconds\./ },
    // uvicorn caught a request's exception: the HTTP server is serving (a warmup that fails so still ends in its own end line).
    { phase: 'ready', needle: 'Exception in ASGI application', pattern: /^Exception in ASGI application$/ },
    // The OpenAI serving layer's catch-all around one request (srt/entrypoints/openai/serving_base.py handle_request: `except
    // Exception as e: logger.error(f"Error in request: {e}")`, logger.exception in later releases, then a 500 error response): a
    // client's /v1 request reached the handlers, which uvicorn runs only once the model is loaded; the server serves on.
    { phase: 'ready', serving: true, needle: 'Error in request: ', pattern: /^Error in request: \S/ },
    // The tool-call detectors (srt/function_call/*_detector.py) parse a request's output for `--tool-call-parser`: a segment that
    // is no JSON is logged (`Failed to parse JSON part: <text>, JSON parse error: <error>`, logger.warning in detect_and_parse)
    // and skipped, and BaseFormatDetector logs what a streamed chunk raised (`Error in parse_streaming_increment: <error>`) and
    // returns it as text: that request goes on, the server serves on. Only a request's output is parsed, so it was serving
    // (sgl-project/sglang#7491, #7479).
    { phase: 'ready', serving: true, needle: 'Failed to parse JSON part: ', pattern: /^Failed to parse JSON part: .*, JSON parse error: \S/ },
    { phase: 'ready', serving: true, needle: 'Error in parse_streaming_increment: ', pattern: /^Error in parse_streaming_increment: \S/ },
    // The OpenAI routes of the HTTP server (srt/entrypoints/http_server.py, srt/server.py before 0.4: `@app.post("/v1/chat/completions")
    // async def openai_v1_chat_completions`) run only for a client's request (the warmup posts /generate or /encode): a traceback
    // through one, its header and exception cut or not, is a request being served, which uvicorn answers 500 and goes on.
    { phase: 'ready', serving: true, needle: ', in openai_v1_', pattern: /^\s*File "[^"]*[/\\]sglang[/\\]srt[/\\](?:entrypoints[/\\]http_server|server)\.py", line \d+, in openai_v1_\w+$/ },
  ],
  startup: [{ needle: 'server_args=', pattern: /\bserver_args=\w*ServerArgs\(/, spawn: true }],
  ends: [
    // A child that dies sends SIGQUIT to the main process, whose handler kills the whole tree (srt/entrypoints/engine.py).
    { needle: 'sigquit from a child', pattern: /Received sigquit from a child proces/, outcome: 'failed' },
    { needle: 'SIGQUIT received.', pattern: /\bSIGQUIT received\. .*It usually means one child failed/, outcome: 'failed' },
    { needle: 'Received SIGQUIT from', pattern: /\bReceived SIGQUIT from scheduler process/, outcome: 'failed' },
    { needle: 'hit an exception', pattern: /\b[A-Z]\w+ hit an exception:(?: |$)/, outcome: 'failed' },
    // The warmup thread's report before it kills the tree (srt/entrypoints/http_server.py), and what launching raises when a
    // scheduler did not report ready (srt/entrypoints/engine.py; 0.1–0.3's Runtime after the server it started failed): the start is over.
    // The report carries the traceback since 0.2's logger.error(f"… warmup error: {last_traceback}") before its kill; 0.1–0.2
    // printed str(e) and re-raised in the warmup thread only (`raise e`), killing nothing: uvicorn served on, never warmed.
    { needle: 'Initialization failed. ', pattern: /\bInitialization failed\. (?:warmup error: ?Traceback\b|Please see the error messages above)/, outcome: 'failed' },
    { needle: 'scheduler is dead', pattern: /\bRank \d+ scheduler is dead\./, outcome: 'failed' },
    // SubprocessWatchdog found a child (scheduler, detokenizer) gone with a non-zero code and SIGQUITs the main process, whose
    // handler kills the tree; it catches deaths no Python handler reported (std::terminate, a signal). Without fail-stop it only warns.
    { needle: ') crashed with exit code ', pattern: /\bSubprocess \w+ \(pid=\d+\) crashed with exit code -?\d+\. Triggering SIGQUIT for cleanup/, outcome: 'failed' },
    // A node of rank ≥ 1 joins its schedulers and names each one that exited (srt/entrypoints/engine.py): non-zero, it died.
    { needle: 'terminated with ', pattern: /\bScheduler or DataParallelController \d+ terminated with (?:-\d+|[1-9]\d*)$/, outcome: 'failed' },
    // The scheduler's, DP controller's and detokenizer's top functions catch any exception, log its traceback (0.3 bare, since 0.4
    // behind `… hit an exception:`) and kill or SIGQUIT their parent: a traceback through one of them is that process's death.
    { needle: ', in run_', pattern: /\bFile "[^"]*\/managers\/\w+\.py", line \d+, in run_(?:scheduler|data_parallel_controller|detokenizer)_process$/, outcome: 'failed' },
    // A model class is built only in load_model, at start-up; its forward runs in a scheduler step or in start-up's capture and
    // warm-up, where the scheduler's top function or the capture's handler ends the process: a traceback through either is a
    // death. Pastes that lost their newlines keep the code line (and the exception) behind the frame (OpenBMB/MiniCPM#310).
    // Two-batch overlap splits a layer's forward into stages (`op_comm_prepare_attn`, `op_dispatch_b`, …), which srt/operations.py's
    // execute_operations / execute_overlapped_operations run from the model's forward (two_batch_overlap.py model_forward_maybe_tbo):
    // these frames are a forward pass too (sgl-project/sglang#9435, a traceback middle through a DeepEP dispatch).
    { needle: '", line ', pattern: /\bFile "[^"]*\/sglang\/srt\/models\/\w+\.py", line \d+, in (?:__init__|forward|op_\w+)(?:$|\s)/, outcome: 'failed' },
    { needle: 'operations.py", line ', pattern: /\bFile "[^"]*\/sglang\/srt\/operations\.py", line \d+, in execute_(?:overlapped_)?operations$/, outcome: 'failed' },
    // The main process's launch_server (srt/server.py, since 0.4 srt/entrypoints/http_server.py) catches nothing around uvicorn.run;
    // its caller only kills the children on the way out: a traceback through it is the main process's death.
    { needle: ', in launch_server', pattern: /\bFile "[^"]*\/sglang\/srt\/(?:entrypoints\/http_server|server)\.py", line \d+, in launch_server$/, outcome: 'failed' },
    // The main process's SIGQUIT handler (0.4.0's srt/server.py, since then srt/entrypoints/engine.py): "The child processes will
    // send SIGQUIT to this process when any error happens", and the handler kills the whole tree. A frame of it is that teardown
    // under way (0.4.3 re-entered it through kill_process_tree's SIGQUIT to itself): the server is going down, whatever the child's cause.
    { needle: ', in sigquit_handler', pattern: /\bFile "[^"]*\/sglang\/srt\/(?:entrypoints\/engine|server)\.py", line \d+, in sigquit_handler$/, outcome: 'failed' },
    // The launcher's wait for its schedulers (srt/entrypoints/engine.py: `_launch_subprocesses`, later `_wait_for_scheduler_ready`)
    // re-raises a dead scheduler's closed pipe (EOFError) or a failed start (`Initialization failed.`) up through launch_server or
    // Engine(), which catch nothing: a traceback through it is the launch's end, even where the paste lost its outer frames.
    { needle: 'engine.py", line ', pattern: /\bFile "[^"]*\/sglang\/srt\/entrypoints\/engine\.py", line \d+, in (?:_launch_subprocesses|_wait_for_scheduler_ready)$/, outcome: 'failed' },
    // 0.3–0.4 log it as the whole message (`logger.error(get_exception_traceback())`), so its header stands right behind SGLang's
    // stamp: no other SGLang logger call starts a message with it. A bare header is any process's.
    { needle: 'Traceback (most recent call last)', pattern: /^Traceback \(most recent call last\):$/, outcome: 'failed', prefixed: true },
    // 0.2–0.3: run_tp_server logs a rank's exception and re-raises out of its process; the controllers' start functions log
    // theirs, then kill their TP processes and their parent. ModelTpServer.exposed_step (0.1's controller/tp_worker.py to 0.2's
    // managers/tp_worker.py) logs `Exception in ModelTpServer:` and re-raises into one of those: the step's death is the server's.
    // 0.1's ModelRpcServer logged `Exception in ModelRpcClient:` without re-raising and stepped on: not here.
    { needle: 'Exception in ', pattern: /^Exception in (?:run_tp_server|ModelTpServer|ControllerSingle|ControllerMulti):$/, outcome: 'failed' },
    // 0.1's launch_server prints what its router and detokenizer sent back only when one did not say `init ok`, then exits 1
    // (srt/server.py); the router's state is the traceback of its failed start.
    { needle: ' init state: ', pattern: /^(?:router|detoken) init state: /, outcome: 'failed' },
    // Later 0.1 prints `Initialization failed. router_init_state: …` (and exits 1), 0.2–0.3 raise it as RuntimeError out of
    // launch_server, both after killing the children (srt/server.py): the server is gone.
    { needle: '_init_state: ', pattern: /^(?:RuntimeError: )?Initialization failed\. (?:router|controller|detoken)_init_state: /, outcome: 'failed' },
    // sglang_router's Python launcher logs why the router did not start, then re-raises (launch_router.py). Its logger has a
    // handler only in the old `[Router (Python)]` format; without one Python's last-resort handler prints the bare message.
    { needle: 'Error starting router: ', pattern: /^(?:\[Router \(Python\)\] .* - ERROR - )?Error starting router: \S/, outcome: 'failed' },
    // The hard watchdog of a stuck scheduler or tokenizer dumps its state, then SIGQUITs the parent (srt/utils/watchdog.py); a soft one only logs.
    { needle: 'atchdog timeout (self.', pattern: /\b[Ww]atchdog timeout \(self\.watchdog_timeout=[\d.]+(?:, self\.soft=False)?\)/, outcome: 'failed' },
    // The tokenizer manager's SIGTERM handler (srt/managers/tokenizer_manager.py SignalHandler) logs this and sets gracefully_exit;
    // sigterm_watchdog drains, logs `Gracefully exiting... Remaining number of requests N.` and kill_process_tree()s the whole
    // tree, itself with SIGKILL (docker's exit 137). The 2026 SubprocessWatchdog then sees its children gone by SIGTERM and logs
    // `Subprocess scheduler_0 (pid=…) crashed with exit code -15. Triggering SIGQUIT for cleanup...` and the SIGQUIT handler's
    // `It usually means one child failed.`: the stop's own teardown, not a death (the stop was asked for).
    { needle: 'SIGTERM received.', pattern: /\bSIGTERM received\. .*(?:Draining requests and shutting down|Shutting down)/, outcome: 'stopped', requested: true },
    { needle: 'Application shutdown complete', pattern: /Application shutdown complete/, outcome: 'stopped' },
    // argparse rejects the command line (`launch_server.py: error: unrecognized arguments: …`) after its usage dump and exits 2
    // from prepare_server_args, before launch_server starts any scheduler; the usage line alone is printed only on the way out.
    // Two needles each, not `: error: ` or `usage: `: the latter is in every batch line (`token usage: 0.51`).
    { needle: 'launch_server.py: error: ', pattern: /^launch_server\.py: error: \S/, outcome: 'failed', beforeChildren: true },
    { needle: 'sglang: error: ', pattern: /^sglang: error: \S/, outcome: 'failed', beforeChildren: true },
    { needle: 'usage: launch_server.py', pattern: /^usage: launch_server\.py \[/, outcome: 'failed', beforeChildren: true },
    { needle: 'usage: sglang [', pattern: /^usage: sglang \[/, outcome: 'failed', beforeChildren: true },
    // torch_memory_saver (--enable-memory-saver, which RL frameworks turn on to release and resume the engine's memory between
    // rollouts) checks each driver call with CURESULT_CHECK / CUDA_ERROR_CHECK (csrc/utils.h): print, then exit(1). The scheduler
    // process is gone without a Python traceback, so no handler of SGLang's reports it; what failed is on the line.
    { needle: '[torch_memory_saver.cpp] ', pattern: TMS_CHECK_FAILED, outcome: 'failed' },
    // That exception leaves ModelRunner's start in the scheduler process, whose run_scheduler_process logs it and SIGQUITs the
    // launcher, which kills the tree (an offline Engine's scheduler is the same subprocess): the start is over at the capture.
    { needle: 'Capture cuda graph failed: ', pattern: CAPTURE_FAILED, outcome: 'failed' },
    // FlashMLA's and flash-attention's CHECK_CUDA print the failed call's error with the source line, then exit(1) (see above).
    { needle: 'CUDA error (', pattern: KERNEL_CHECK_CUDA_EXIT, outcome: 'failed' },
    { needle: 'Finished server process', pattern: /Finished server process \[\d+\]/, outcome: 'stopped' },
  ],
  wrappers: [
    /Received sigquit from a child proces/,
    /\bSIGQUIT received\. signum=/,
    /\bReceived SIGQUIT from scheduler process/,
    /\b[A-Z]\w+ hit an exception:(?: |$)/,
    /\bException in (?:run_tp_server|ModelTpServer|ModelRpcClient|ControllerSingle|ControllerMulti)\b/,
    /\bChild process unexpectedly failed with an exit code -?\d+/,
    /\bRank \d+ scheduler is dead\./,
    // ModelRunner.load_model waits for every TP rank at a monitored barrier and raises this on the ranks that got there: the
    // rank that did not is the one that failed (srt/model_executor/model_runner.py); its own error is the cause.
    /\bTP rank \d+ could finish the model loading, but there are other ranks that didn't finish loading\b/,
    // It names the child and its exit code only; what the child died of is above it, when it could print it.
    /\bSubprocess \w+ \(pid=\d+\) crashed with exit code -?\d+\./,
    /^Exit code: \d+$/,
    /\bInitialization failed\. (?:Please see the error messages above|warmup error: ?Traceback\b)/,
    // 0.1 (late) to 0.3: launch_server kills its children and prints or raises what a child sent back instead of `init ok`
    // (`Initialization failed. router_init_state: …`, `RuntimeError: Initialization failed. controller_init_state: …`, srt/server.py):
    // the child's own traceback is that state, the exception at its end the cause.
    /\bInitialization failed\. (?:router|controller|detoken)_init_state: /,
    /\bScheduler or DataParallelController \d+ terminated with -?\d+/,
    // The frame of a top function that caught the exception: it only says where, the exception line below says what.
    /\bFile "[^"]*\/managers\/\w+\.py", line \d+, in run_(?:scheduler|data_parallel_controller|detokenizer)_process$/,
    /\bFile "[^"]*\/sglang\/srt\/(?:entrypoints\/http_server|server)\.py", line \d+, in launch_server$/,
    // popen_launch_server (sglang/test/test_utils.py), used by SGLang's benchmarks and CI.
    /Server process exited with code -?\d+\. Check server logs for errors/,
    /^(?:router|detoken) init state: /,
    // argparse's usage line points at the `PROG: error: …` line right after it, which says what was rejected.
    /^usage: (?:launch_server\.py|sglang) \[/,
  ],
  survived: [new RegExp('^' + WEIGHT_UPDATE_FAILED.source)],
  // launch_router's bare `Error starting router: …` (see `ends`) sums up the exception it re-raises: the traceback's own
  // exception line, when the paste kept it, is named first; the summary only where the traceback was cut.
  bareEnds: [{ needle: 'Error starting router: ', pattern: /^Error starting router: \S/ }],
  causes: [
    // 0.1–0.2's warmup thread printed what its request raised (`print(f"Initialization failed. warmup error: {e}")`, srt/server.py)
    // before re-raising it in that thread: the message is the cause, and only the warmup thread ended.
    { needle: 'warmup error: ', pattern: /\bInitialization failed\. warmup error: (?!Traceback\b)\S/ },
    // ScheduleBatch.alloc_token_slots logs this, then raises it as RuntimeError out of the scheduler's loop: the pool had no room
    // for a batch it had already scheduled (a retraction, `Decode out of memory happened.`, is the harmless kind).
    { needle: ' out of memory. Try to lower', pattern: /\b(?:Prefill|Decode) out of memory\. Try to lower your batch size\b/ },
    // A quantised linear layer's create_weights (srt/layers/quantization awq.py, gptq.py, the bitsandbytes 4-bit path, as in vLLM's)
    // refuses a partition its group size or packing does not divide: `ValueError: The input size is not aligned with the quantized
    // weight shape. This can be caused by too large tensor parallel size.` (`output size` for the other side). Layers are built only
    // in load_model, so the start dies of it. A model wrapper that prints what its construction raised before re-raising it
    // (srt/models/minicpmv.py: `print(f"Failed to instantiate MiniCPMV: {e}")`) carries the same words above a traceback that may be cut.
    { needle: 'aligned with the quantized weight shape', pattern: /\bThe (?:input|output) size is not aligned with the quantized weight shape\b/ },
    { needle: 'Not enough memory', pattern: /\bNot enough memory(?:\. Please try to increase --mem-fraction-static| to allocate KV cache)/ },
    // A soft watchdog (self.soft=True) only logs and keeps watching: a warning the server goes on after, no cause.
    { needle: 'atchdog timeout (self.', pattern: /\b[Ww]atchdog timeout \(self\.watchdog_timeout=[\d.]+(?:, self\.soft=False)?\)/ },
    // After "Rank N scheduler is dead" the main process prints the child's exit code; a negative one is the signal that killed it.
    { needle: 'Exit code: -', pattern: /^Exit code: -\d+$/ },
    { needle: 'Error starting router: ', pattern: /^(?:\[Router \(Python\)\] .* - ERROR - )?Error starting router: \S/ },
    // cuda_graph_runner wraps the capture's real error into its own exception: the line names it, even when the traceback above is cut.
    { needle: 'graph failed: ', pattern: /^Exception: Capture (?:cuda|CUDA|npu|NPU) graph failed: \S/ },
    // srt's forward context (enable_piecewise_cuda_graph) logs a piecewise capture's or replay's exception this way, with a
    // --disable-piecewise-cuda-graph notice, then re-raises it out of the scheduler: the line names it, the traceback below may be cut.
    { needle: 'Piecewise CUDA Graph failed with error: ', pattern: /\bPiecewise CUDA Graph failed with error: \S/ },
    // The memory profile left a negative KV budget: the pool cannot hold one token, whatever SGLang does next.
    { needle: 'is larger than the profiled value -', pattern: /\bmax_total_tokens=\d+ is larger than the profiled value -\d+/ },
    // glibc's malloc_printerr names the heap corruption it found, then abort()s that process: a scheduler's native code (the
    // n-gram trie, sgl-kernel) dies so, faulthandler's `Fatal Python error: Aborted` after it, and the server with its scheduler.
    { needle: '(): ', pattern: /^(?:free\(\): (?:invalid (?:pointer|size|next size \((?:fast|normal)\))|double free detected in tcache 2)|munmap_chunk\(\): invalid pointer)$/ },
    { needle: 'double free or corruption', pattern: /^double free or corruption \((?:out|top|!prev|fasttop)\)$/ },
    { needle: '[torch_memory_saver.cpp] ', pattern: TMS_CHECK_FAILED },
  ],
  samples: [
    { line: '2026-06-17 16:49:19.449931+08:00 - gpustack.worker.backends.sglang - INFO - Starting SGLang model instance: qwen3-0.6b-sglang-0512-7JG4V', source: 'gpustack/gpustack#5641', detect: true },
    { line: "ValueError: metrics_port at 40290 is not available in 30 seconds. metrics_port is used by a process already. process.name()='sglang' process.cmdline()=", source: 'gpustack/gpustack#5842', detect: true },
    { line: '  File "/usr/local/lib/python3.10/dist-packages/sglang/api.py", line 40, in Runtime', source: 'lm-sys/FastChat#3498', detect: true },
    { line: 'File "/usr/local/lib/python3.10/dist-packages/sgl_kernel/__init__.py", line 13, in <module>', source: 'sgl-project/sglang#8701', detect: true },
    { line: '[sgl_kernel] CRITICAL: Could not load any common_ops library!', source: 'sgl-project/sglang#13948', detect: true },
    { line: "2025-03-27T13:39:33.390990Z  INFO dynamo_llm::engines::sglang::worker: Waiting for sglang0 to signal that it's ready", source: 'ai-dynamo/dynamo#480', detect: true },
    { line: '[2024-10-22 06:31:49 TP0] Traceback (most recent call last):', source: 'sgl-project/sglang#1751', detect: true, end: 'failed', role: 'TP0' },
    { line: '[2025-10-16 09:06:10 TP5] Load weight begin. avail mem=137.29 GB', source: 'sgl-project/sglang#11716', detect: true, phase: 'loading_weights', role: 'TP5' },
    { line: '[2025-10-16 09:06:09 TP7] Init torch distributed ends. mem usage=1.77 GB', source: 'sgl-project/sglang#11716', detect: true, role: 'TP7' },
    { line: '[2025-07-16 05:13:20] Init torch distributed begin.', source: 'sgl-project/sglang#8081', detect: true, phase: 'init' },
    { line: '[2025-11-12 15:33:02] WARNING server_args.py:1197: Attention backend not explicitly specified. Use flashinfer backend by default.', source: 'docs.sglang.ai vlm_query notebook (pages corpus)', detect: true },
    { line: '[2025-12-18 07:58:51] Launch DP1 starting at GPU #4.', source: 'sgl-project/sglang#15385', detect: true },
    { line: '[2025-05-28 09:43:43] 127.0.0.1 [28/May/2025:09:43:43 +0000] "GET /route?engine_rank=0 HTTP/1.1" 200 262 "-" "python-requests/2.32.3"', source: 'sgl-project/sglang#6694', detect: true },
    { line: "Prefill bootstrap failed for request rank=2 req.rid='d3fd6575d3b24b598367fcbdf1bdd21a' req.bootstrap_room=5975098084415727586 with exception KVTransferError(bootstrap_room=5975098084415727586): Request 5975098084415727586 timed out after 300.0s in KVPoll.Bootstrapping", source: 'sgl-project/sglang#10110', detect: true },
    { line: '[2025-12-01 11:24:33] 10.244.1.107 [01/Dec/2025:11:24:33 +0000] "GET /health HTTP/1.1" 200 154 "-" "python-requests/2.32.5"', source: 'kvcache-ai/Mooncake#1151', detect: true },
    { line: '[14:47:01 TP0] Exception in ModelTpServer:', source: 'sgl-project/sglang#1304', end: 'failed', wrapper: true, role: 'TP0' },
    { line: '[2025-08-04 10:10:08] Load weight end. type=XLMRobertaModel, dtype=torch.float16, avail mem=77.66 GB, mem usage=1.18 GB.', source: 'sgl-project/sglang#8741', detect: true, phase: 'weights_loaded' },
    { line: '[2025-11-30 12:50:10] KV Cache is allocated. #tokens: 2243474, K size: 59.91 GB, V size: 59.91 GB', source: 'sgl-project/sglang#11830', detect: true, phase: 'kv_cache' },
    { line: '[23:17:01 TP6] Memory pool end. avail mem=18.61 GB', source: 'sgl-project/sglang#1479', phase: 'kv_cache', role: 'TP6' },
    { line: '[2026-06-08 07:20:54 TP1] Capture cuda graph begin. This can take up to several minutes. avail mem=12.07 GB', source: 'sgl-project/sglang#27537', detect: true, phase: 'cuda_graphs', role: 'TP1' },
    { line: '[2025-11-10 19:59:09 TP0] Capture cuda graph end. Time elapsed: 11.39 s. mem usage=1.00 GB. avail mem=11.17 GB.', source: 'sgl-project/sglang#12978', detect: true, phase: 'cuda_graphs', role: 'TP0' },
    { line: '[2025-03-26 14:26:06 DP3 TP12] Capture draft cuda graph begin. This can take up to several minutes. avail mem=15.75 GB', source: 'sgl-project/sglang#4783', detect: true, phase: 'cuda_graphs', role: 'DP3 TP12' },
    { line: '[2026-09-12 00:23:08 TP0] Capture target prefill CUDA graph begin. backend=breakable, num_tokens=[4, 8, 12, 16, 20, 24, 28, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416, 448, 480, 512, 576, 640, 704, 768, 832, 896, 960, 1024, 1280, 1536, 1792, 2048], avail mem=5.59 GB', source: 'noonghunna/club-3090#1261', detect: true, phase: 'cuda_graphs', role: 'TP0' },
    { line: '[2025-11-30 11:18:05] INFO:     Application startup complete.', source: 'sgl-project/sglang#11830', detect: true },
    // No issue thread in the search corpus shows this line; it is quoted from a GLM-4.7-flash NPU deployment guide in its code corpus.
    { line: '[2026-03-11 13:53:33] The server is fired up and ready to roll!', source: 'code corpus: GLM-4.7-flash Ascend NPU guide (sglang http_server.py message)', detect: true, phase: 'ready' },
    { line: '[2025-04-17 16:15:33 TP0] Scheduler hit an exception: Traceback (most recent call last):', source: 'sgl-project/sglang#5491', detect: true, end: 'failed', wrapper: true, role: 'TP0' },
    { line: 'deepseek-v32-exp  | [2025-10-04 02:29:36 DP0 TP0] Scheduler hit an exception: Traceback (most recent call last):', source: 'sgl-project/sglang#11218', detect: true, end: 'failed', wrapper: true },
    { line: '[2025-10-31 02:16:22] Received sigquit from a child process. It usually means the child failed.', source: 'sgl-project/sglang#12421', detect: true, end: 'failed', wrapper: true },
    { line: "Message: 'Received sigquit from a child proces. It usually means the child failed.'", source: 'sgl-project/sglang#3685', detect: true, end: 'failed', wrapper: true },
    { line: '[2026-08-23 09:11:09] SIGQUIT received. signum=None, frame=None. It usually means one child failed.', source: 'sgl-project/sglang#36081', detect: true, end: 'failed', wrapper: true },
    { line: '[TP1] Scheduler hit an exception:', source: 'sgl-project/sglang#6229', detect: true, end: 'failed', wrapper: true, role: 'TP1' },
    { line: '[TP0] EAGLE draft cuda graph replay padding: raw_bs=3 graph_bs=4 raw_out_cache_loc=9 padded_out_cache_loc=12 steps=3 topk=1', source: 'sgl-project/sglang#25512', detect: true, role: 'TP0' },
    { line: 'Exception: Server process exited with code -9. Check server logs for errors.', source: 'sgl-project/sglang#12421', wrapper: true },
    { line: '[23:17:08 TP4] Exception in run_tp_server:', source: 'sgl-project/sglang#1479', end: 'failed', wrapper: true, role: 'TP4' },
    { line: 'Exception in ControllerSingle:', source: 'sgl-project/sglang#1087', end: 'failed', wrapper: true },
    { line: '[12-11 17:52:52] Rank 0 scheduler is dead. Please check if there are relevant logs.', source: 'gpustack/gpustack#3848', detect: true, end: 'failed', wrapper: true },
    { line: '[12-11 17:52:54] Exit code: -9', source: 'gpustack/gpustack#3848', cause: true },
    { line: '[2025-06-16 07:25:02 DP5 TP5] Connect to Mooncake store successfully.', source: 'sgl-project/sglang#6836', detect: true, role: 'DP5 TP5' },
    { line: '[2025-06-04 16:47:58] INFO:     127.0.0.1:47588 - "POST /v1/completions HTTP/1.1" 200 OK', source: 'ovg-project/kvcached#5', detect: true, phase: 'ready' },
    { line: '[2026-05-13 11:34:06] INFO:     192.168.100.188:52144 - "POST /v1/responses HTTP/1.1" 400 Bad Request', source: 'sgl-project/sglang#25127', detect: true, phase: 'ready' },
    { line: '[2026-07-25 14:35:07] INFO:     10.89.0.23:55166 - "GET /health HTTP/1.1" 200 OK', source: 'code corpus: a router\'s captured devai-sglang.log (store id 63587071958)', detect: true, phase: 'ready' },
    { line: '[2025-06-26 02:16:20 TP0] Decode batch. #running-req: 1, #token: 2102, token usage: 0.51, cuda graph: True, gen throughput (token/s): 93.51, #queue-req: 0', source: 'LMCache/LMCache#869', detect: true, phase: 'ready', role: 'TP0' },
    { line: '[2025-05-26 07:48:17 DP1 TP2] Prefill batch. #new-seq: 1, #new-token: 1024, #cached-token: 0, token usage: 0.90, #running-req: 51, #queue-req: 2', source: 'sgl-project/sglang#6624', detect: true, phase: 'ready', role: 'DP1 TP2' },
    // The warmup's own prefill, just before "fired up"; quoted from a docker log in the code corpus.
    { line: '[2025-02-04 05:29:21 TP0] Prefill batch. #new-seq: 1, #new-token: 7, #cached-token: 0, cache hit rate: 0.00%, token usage: 0.00, #running-req: 0, #queue-req: 0', source: 'code corpus: SGLang docker log (warmup prefill)', detect: true, role: 'TP0' },
    { line: '[2025-11-03 18:48:33 TP0] Prefill batch, #new-seq: 1, #new-token: 64, #cached-token: 128, token usage: 0.00, #running-req: 0, #queue-req: 0, ', source: 'sgl-project/sglang#12567', detect: true, phase: 'ready', role: 'TP0' },
    { line: '[2025-07-02 07:41:59 DP0 TP0] max_total_tokens=131072 is larger than the profiled value -561981. Use the profiled value instead.', source: 'sgl-project/sglang#7691', detect: true, cause: true, role: 'DP0 TP0' },
    { line: '[01-30 07:24:17] [InputValidationStage] started...', source: 'sgl-project/sglang#17990', detect: true },
    { line: '[12-25 23:23:27] [DenoisingStage] finished in 2.3205 seconds', source: 'sgl-project/sglang#15849', detect: true },
    { line: '[05-14 12:00:31] Loaded text_encoder: FSDPQwen3ForCausalLM (sgl-diffusion version). model size: 7.5 GB, consumed GPU mem: 0.03 GB, avail GPU mem: 42.28 GB', source: 'sgl-project/sglang#25254', detect: true },
    { line: '[05-14 12:00:31] Loading vae from /root/autodl-fs/data/z-image_turbo/Tongyi-MAI/Z-Image-Turbo/vae. avail mem: 42.28 GB', source: 'sgl-project/sglang#25254', phase: 'loading_weights' },
    { line: '[Router (Rust)] 2025-03-08 02:33:09 - INFO - Worker http://0.0.0.0:31000 health check is pending with error: error sending request for url (http://0.0.0.0:31000/health)', source: 'sgl-project/sglang#4208', detect: true },
    { line: '2025-10-07 23:31:33 ERROR sglang_router_rs::core::worker: src/core/worker.rs:517: Failed to connect gRPC client for worker grpc://localhost:20000: transport error', source: 'sgl-project/sglang#11310', detect: true },
    { line: '[2025-04-11 15:03:19 TP0] TpModelWorkerClient hit an exception: Traceback (most recent call last):', source: 'sgl-project/sglang#5284', detect: true, end: 'failed', wrapper: true, role: 'TP0' },
    { line: '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 2620, in run_scheduler_process', source: 'LMCache/LMCache#869', detect: true, end: 'failed', wrapper: true },
    { line: 'ValueError: Failed to allocate token prealloc indices', source: 'LMCache/LMCache#869' },
    { line: 'RuntimeError: Not enough memory. Please try to increase --mem-fraction-static.', source: 'sgl-project/sglang#23181', cause: true },
    { line: '2025-03-07 23:50:27,727 - __main__ - INFO - [2025-03-07 23:50:27 TP0] Load weight begin. avail mem=22.46 GB', source: 'allenai/olmocr#105', detect: true, phase: 'loading_weights' },
    { line: '[2025-08-02 19:24:30 TP3] Watchdog timeout (self.watchdog_timeout=300)', source: 'sgl-project/sglang#7783', detect: true, end: 'failed', cause: true, role: 'TP3' },
    // Newer SGLang names the watchdog's owner and mode; quoted from SGLang's hang-debugging guide in the code corpus.
    { line: 'Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=False)', source: 'code corpus: SGLang distributed-hang debugging guide (srt/utils/watchdog.py message)', detect: true, end: 'failed', cause: true },
    { line: '[2025-06-22 16:13:55 TP0] Pyspy failed to dump PID 63217.   Error: /bin/sh: py-spy: command not found', source: 'UCSB-AI/Soft-Thinking#10', detect: true, role: 'TP0' },
    { line: '[2025-08-17 17:15:54] ERROR:    Exception in ASGI application', source: 'sgl-project/sglang#9280', detect: true, phase: 'ready' },
    { line: '[2026-07-15 11:18:20] Tokenizer for gpt-20b_merge_lora is still TokenizersBackend after retries with --trust-remote-code. Model-specific tokenizer attributes may be missing.', source: 'sgl-project/sglang#31271', detect: true },
    { line: "[2025-08-21 20:42:31] Error in request: 'NoneType' object has no attribute 'schema_'", source: 'sgl-project/sglang#9461', detect: true, phase: 'ready' },
    { line: '  File "/home/john/Downloads/exit/lib/python3.11/site-packages/sglang/srt/entrypoints/http_server.py", line 495, in openai_v1_chat_completions', source: 'sgl-project/sglang#4236', detect: true, phase: 'ready' },
    { line: '[2025-11-01 16:50:36 TP0] sglang is using nccl==2.27.3', source: 'sgl-project/sglang#12496', detect: true, role: 'TP0' },
    // A warning SGLang recovers from (it falls back to NCCL's all-reduce): no cause.
    { line: '[2025-11-01 16:50:36 TP1] Setup Custom allreduce failed with CUDART error: peer access is not supported between these two devices. To silence this warning, specify --disable-custom-all-reduce explicitly.', source: 'sgl-project/sglang#12496', detect: true, role: 'TP1' },
    { line: '[2025-01-25 21:59:49] DetokenizerManager hit an exception: Traceback (most recent call last):', source: 'sgl-project/sglang#2812', detect: true, end: 'failed', wrapper: true },
    { line: 'CUDA Error: an illegal memory access was encountered (CUDA Error: 700an illegal memory access was encountered)  (/opt/conda/lib/python3.10/site-packages/flashinfer/data/include/flashinfer/attention/prefill.cuh700: line ) 2349/opt/conda/lib/python3.10/site-packages/flashinfer/data/include/flashinfer/attention/prefill.cuh at function cudaLaunchKernel((void*)kernel, nblks, nthrs, args, smem_size, stream): line 2349', source: 'sgl-project/sglang#5491', cause: true },
    // The line goes on for ~3 KB; the rules read only its head.
    { line: "[2025-02-09 03:12:21] server_args=ServerArgs(model_path='/data/textgen_cache/models/deepseek-v3', tokenizer_path='/data/textgen_cache/models/deepseek-v3', tokenizer_mode='auto'", source: 'sgl-project/sglang#3416', detect: true, startup: true },
    { line: 'launch_server.py: error: unrecognized arguments: --ss', source: 'code corpus: devopsrustem/slurmv4 3/9.sh (store id 33664614649)', detect: true, end: 'failed' },
    { line: 'usage: launch_server.py [-h] --model-path MODEL_PATH [--tokenizer-path TOKENIZER_PATH] [--tokenizer-mode {auto,slow}]', source: 'code corpus: devopsrustem/slurmv4 3/9.sh (store id 33664614649)', detect: true, end: 'failed', wrapper: true },
    { line: '  File "/app/sglang/sglang-latest/lib64/python3.12/site-packages/sglang_router/launch_router.py", line 52, in launch_router', source: 'code corpus: devopsrustem/slurmv4 3/9.sh (store id 33486838792)', detect: true },
    { line: "[Router (Python)] 2025-01-09 00:28:10 - ERROR - Error starting router: argument 'worker_urls': 'NoneType' object cannot be converted to 'Sequence'", source: 'sgl-project/sglang#2796', detect: true, end: 'failed', cause: true },
    { line: '[2024-11-26 14:25:58] Initialization failed. warmup error: Traceback (most recent call last):', source: 'sgl-project/sglang#2193', detect: true, end: 'failed', wrapper: true },
    { line: "Initialization failed. warmup error: HTTPConnectionPool(host='0.0.0.0', port=30000): Max retries exceeded with url: /generate (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f655bc34400>: Failed to establish a new connection: [Errno 111] Connection refused'))", source: 'sgl-project/sglang#748', detect: true, cause: true },
    { line: 'Rank 0: load weight begin.', source: 'sgl-project/sglang#138', detect: true, phase: 'loading_weights' },
    { line: 'Rank 1: load weight end.', source: 'sgl-project/sglang#99', detect: true, phase: 'weights_loaded' },
    { line: 'Rank 0: max_total_num_token=44713, max_prefill_num_token=7452, context_len=4096, model_mode=[]', source: 'sgl-project/sglang#138', detect: true },
    { line: 'router init state: Traceback (most recent call last):', source: 'sgl-project/sglang#99', end: 'failed', wrapper: true },
    { line: 'RuntimeError: Initialization failed. controller_init_state: Traceback (most recent call last):', source: 'sgl-project/sglang#1343', end: 'failed', wrapper: true },
    { line: 'Initialization failed. router_init_state: Traceback (most recent call last):', source: 'sgl-project/sglang#483', end: 'failed', wrapper: true },
    { line: 'RuntimeError: [address=0.0.0.0:37905, pid=4194] Initialization failed. Please see the error messages above.', source: 'xorbitsai/inference#3373', detect: true, end: 'failed', wrapper: true },
    { line: 'Loading safetensors checkpoint shards: 100% Completed | 1/1 [00:00<00:00,  3.28it/s]', source: 'sgl-project/sglang#2193', phase: 'loading_weights' },
    { line: 'Multi-thread loading shards: 100% Completed | 66/66 [00:03<00:00, 17.24it/s]', source: 'sgl-project/sglang#29170', phase: 'loading_weights' },
    { line: '[2026-05-27 03:36:40] Capture piecewise CUDA graph end. Time elapsed: 176.68 s. mem usage=5.12 GB. avail mem=31.68 GB.', source: 'sgl-project/sglang#26437', detect: true, phase: 'cuda_graphs' },
    { line: 'Capturing num tokens (num_tokens=4 avail_mem=31.80 GB): 100%|██████████| 42/42 [02:36<00:00,  3.73s/it]', source: 'sgl-project/sglang#26437', detect: true, phase: 'cuda_graphs' },
    { line: 'Capturing batches (bs=64 avail_mem=13.97 GB):   0%|                                                                                                                                                                                                                    | 0/11 [00:21<?, ?it/s]', source: 'sgl-project/sglang#14496', detect: true, phase: 'cuda_graphs' },
    // Ray's summary of other actors' bars is no milestone of this process.
    { line: 'Capturing batches (avail_mem=29.01 GB):  87%|████████▋ | 20/23 [00:07<00:00,  3.19it/s] [repeated 22x across cluster]', source: 'verl-project/verl#1611', detect: true },
    // Behind Ray's actor prefix (and its repeat count, read as the line itself) the capture's exception is SGLang's, and its end.
    { line: '(SGLangEngine pid=23902) Exception: Capture cuda graph failed: Ninja build failed. Ninja output: [repeated 2x across cluster]', source: 'THUDM/slime#1314', detect: true, end: 'failed', cause: true },
    { line: 'Exception: Capture cuda graph failed: HIP error: operation failed due to a previous error during capture', source: 'sgl-project/sglang#23580', detect: true, end: 'failed', cause: true },
    // The advice SGLang prints after a failed capture is no cause.
    { line: '(SGLangEngine pid=23902) Possible solutions: [repeated 2x across cluster]', source: 'THUDM/slime#1314' },
    { line: 'Process 30960: sglang::scheduler_DP2_TP0', source: 'sgl-project/sglang#5022', detect: true },
    { line: 'sglang::ngram::Trie::squeeze(unsigned long)', source: 'sgl-project/sglang#36495', detect: true },
    { line: 'munmap_chunk(): invalid pointer', source: 'sgl-project/sglang#36495', cause: true },
    { line: '[2026-02-25 15:04:37] Scheduler or DataParallelController 848532 terminated with 255', source: 'code corpus: SGLang 0.5.8 two-node notes (store id 33312097818)', end: 'failed', wrapper: true },
    // The joined process that exited cleanly is no death.
    { line: '[2026-02-25 15:04:39] Scheduler or DataParallelController 848334 terminated with 0', source: 'code corpus: SGLang 0.5.8 two-node notes (store id 33312097818)', wrapper: true },
    { line: '[2026-02-25 15:04:39] ERROR:    Application startup failed. Exiting.', source: 'code corpus: SGLang 0.5.8 two-node notes (store id 33312097818)', detect: true, end: 'failed' },
    { line: '/dvs/p4/build/sw/rel/gpgpu/toolkit/r12.8/main_nvshmem/src/host/init/init.cu:1045: non-zero status: 7 nvshmem setup connections failed ', source: 'code corpus: SGLang 0.5.8 two-node notes (store id 33312097818)', cause: true },
    // A prefill with requests queued behind it on a DP rank: more than the warmup's one request per rank, so clients are served.
    { line: '[2026-04-14 04:46:04 DP5 TP5] Prefill batch, #new-seq: 1, #new-token: 1280, #cached-token: 0, token usage: 0.01, #running-req: 0, #queue-req: 1, #pending-token: 13898, cuda graph: False, input throughput (token/s): 556.48', source: 'sgl-project/sglang#22757', detect: true, phase: 'ready', role: 'DP5 TP5' },
    // A soft watchdog only logs (srt/utils/watchdog.py sends no SIGQUIT when self.soft): the message format of that file, quoted from the code corpus.
    { line: 'Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=True)', source: 'code corpus: sgl-project/sglang python/sglang/srt/utils/watchdog.py (message format)', detect: true },
    // A CUDA device-side assert closes its expression with a backtick: the kernel's own failure, before the scheduler's wrapper.
    { line: '/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1500: indexSelectSmallIndex: block: [32,0,0], thread: [63,0,0] Assertion `srcIndex < srcSelectDimSize` failed.', source: 'sgl-project/sglang#7139', cause: true },
    { line: '/pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [64,0,0], thread: [224,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.', source: 'sgl-project/sglang#15638', cause: true },
    // SGLang's own note on ROCm that the error after it is harmless: no cause.
    { line: "[2025-04-27 07:30:56 TP0] The following error message 'operation scheduled before its operands' can be ignored.", source: 'sgl-project/sglang#5775', detect: true, role: 'TP0' },
    // The 0.5.x line format with ms stamp, level, PID and `[ TP0 file:line]`: the rules read the batch line inside it.
    { line: '2025-06-18 13:43:34 ERROR 31423 [ TP6 PP0 scheduler.py:2547] Scheduler hit an exception: Traceback (most recent call last):', source: 'sgl-project/sglang#7434', detect: true, end: 'failed', wrapper: true, role: 'TP6 PP0' },
    { line: '2026-03-18 11:22:05.874 INFO 120984 [ TP0 scheduler_metrics_mixin.py:415] Decode batch, #running-req: 2, #full token: 5046, full token usage: 0.01, mamba num: 2, mamba usage: 0.08, accept len: 2.64, accept rate: 0.66, cuda graph: True, gen throughput (token/s): 242.08, #queue-req: 0', source: 'sgl-project/sglang#21723', detect: true, phase: 'ready', role: 'TP0' },
    // The same format without milliseconds, its header repeated on each line of one record: the header alone tells SGLang (its rank tokens).
    { line: '2025-08-28 21:19:34 ERROR 125765 [ DP10 TP10 EP10 scheduler.py:2655] frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x33 (0x7f57ef167fe3 in /opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)', source: 'sgl-project/sglang#9867', detect: true, role: 'DP10 TP10 EP10' },
    // A frame of the scheduler's top function: the exception left its event loop, and SGLang kills the server over it.
    { line: '  File "/root/sglang/python/sglang/srt/managers/scheduler.py", line 1212, in run_scheduler_process', source: 'sgl-project/sglang#2037', detect: true, end: 'failed', wrapper: true },
    // Python's report of an exception that left the main process's launch_server: uvicorn.run raised, the server is gone.
    { line: '  File "sglang/python/sglang/srt/models/minicpm.py", line 145, in __init__ self.rotary_emb.cos_sin_cache = self.rotary_emb._compute_cos_sin_cache() TypeError: Phi3LongRoPEScaledRotaryEmbedding._compute_cos_sin_cache() missing 3 required positional arguments: \'max_position_embeddings\', \'rescale_factors\', and \'mscale\'', source: 'OpenBMB/MiniCPM#310', detect: true, end: 'failed' },
    { line: '  File "/sgl-workspace/sglang/python/sglang/srt/entrypoints/http_server.py", line 783, in launch_server', source: 'sgl-project/sglang#5114', detect: true, end: 'failed', wrapper: true },
    // The detect rule's `/sglang/srt/` reads a frame of any depth; only the top function's frame ends the process.
    { line: '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 1606, in event_loop_overlap', source: 'sgl-project/sglang#31103', detect: true },
    // 0.1's prefill line beside running requests: clients are served.
    { line: 'new fill batch. #seq: 1. #cached_token: 478. #new_token: 254. #remaining_req: 0. #running_req: 4. tree_cache_hit_rate: 80.81%.', source: 'sgl-project/sglang#393', detect: true, phase: 'ready' },
    // A line printed onto a tqdm bar is read behind the bar: its stamp, its ranks, its text.
    { line: "DeepGEMM warmup:   2%|█▌                                                                        | 11/512 [01:09<57:05,  6.84s/it][2025-12-22 11:36:30 TP1 EP1] Scheduler hit an exception: Traceback (most recent call last):", source: 'sgl-project/sglang#15598', detect: true, end: 'failed', wrapper: true, role: 'TP1 EP1' },
    { line: " 96%|█████████▌| 22/23 [00:13<00:00,  2.05it/s][2025-03-12 08:52:40 DP0 TP0] max_total_num_tokens=935444, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=4097, context_len=32768", source: 'sgl-project/sglang#4339', detect: true, phase: 'kv_cache', role: 'DP0 TP0' },
    { line: '2026-02-26 13:55:38  INFO smg::server: /home/runner/work/sglang/sglang/src/server.rs:985: Router ready | workers: []', source: 'code corpus: devopsrustem/slurmv4 3/9.sh (store id 33842805713)', detect: true },
    { line: '[2026-08-10 09:47:36] Subprocess scheduler_0 (pid=3417555) crashed with exit code -3. Triggering SIGQUIT for cleanup...', source: 'code corpus: Ascend DeepSeek-V4-Flash DP4 TP4 EP4 log (store id 57616064554)', detect: true, end: 'failed', wrapper: true },
    // The watchdog without fail-stop (one failed child isolated) only warns: the server goes on.
    { line: 'Subprocess scheduler_1 (pid=4242) crashed with exit code -9.', source: 'code corpus: sgl-project/sglang python/sglang/srt/utils/watchdog.py (message format)', detect: true, wrapper: true },
    { line: "ValueError: TP rank 1 could finish the model loading, but there are other ranks that didn't finish loading. It is likely due to unexpected failures (e.g., OOM) or a slow node.", source: 'kvcache-ai/ktransformers#1666', wrapper: true },
    // The scheduler's retraction under KV pressure while decoding clients' requests: serving, no cause.
    { line: '[2025-03-07 21:49:45 TP14] Decode out of memory happened. #retracted_reqs: 1, #new_token_ratio: 0.0980 -> 0.1919', source: 'sgl-project/sglang#4184', detect: true, phase: 'ready', role: 'TP14' },
    { line: '[2025-11-07 15:45:28] KV cache pool is full. Retract requests. #retracted_reqs: 1, #new_token_ratio: 0.0980 -> 0.7070', source: 'marin-community/marin#1838 (sglang-jax)', detect: true, phase: 'ready' },
    // What alloc_token_slots logs before it raises the same words out of the scheduler's loop: the cause.
    { line: '[2026-01-05 06:12:41] Decode out of memory. Try to lower your batch size.', source: 'sgl-project/sglang-jax#622', cause: true },
    { line: 'RuntimeError: Decode out of memory. Try to lower your batch size.', source: 'sgl-project/sglang-jax#113', cause: true },
    { line: "[2026-08-24 06:49:47] Received output for rid='e71f27aa5f7b44dd8283c751e2c15842' but the state was deleted in TokenizerManager.", source: 'sgl-project/sglang#35255', detect: true, phase: 'ready' },
    { line: '[http_server] Error: Request is disconnected from the client side (type 3). Abort request obj.rid=\'61165a643f00435ca1112901a78071f7\'', source: 'sgl-project/sglang#13419', detect: true, phase: 'ready' },
    // The KV pool's size, logged once the model worker built it: 0.5 adds the memory left over.
    { line: '[2026-04-23 07:32:00 TP0] max_total_num_tokens=4235604, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=16, context_len=262144, available_gpu_mem=13.91 GB', source: 'sgl-project/sglang#23548', detect: true, phase: 'kv_cache', role: 'TP0' },
    // Ranks under attention context parallelism: ATTN_CP before TP in the scheduler's prefix.
    { line: '[2026-07-18 03:03:06 ATTN_CP6 TP6] Allocating 120.00 GB host memory for hierarchical KV cache.', source: 'sgl-project/sglang#31600', detect: true, phase: 'kv_cache', role: 'ATTN_CP6 TP6' },
    // can_use_hicache_jit_kernel warns and returns False: HiCache falls back to its generic transfer path, no cause.
    { line: '[2026-07-18 03:04:05 ATTN_CP5 TP5] Unsupported element_size = 656 for JIT HiCache kernel', source: 'sgl-project/sglang#31600', detect: true, role: 'ATTN_CP5 TP5' },
    { line: '[torch_memory_saver.cpp] CUresult error: 2 (out of memory)  file=csrc/utils.h func=cu_mem_create line=194', source: 'sgl-project/sglang#14092', end: 'failed', cause: true },
    // Caught by init_weights_update_group and answered to the trainer: the NCCL error reads as a cause, `survived` keeps it from
    // being one (the server goes on).
    { line: '[2025-07-15 02:18:13] Failed to initialize custom process group: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5', source: 'areal-project/AReaL#177', detect: true, cause: true },
    // A model wrapper's print of what its quantised layers raised while it was built: the cause, above the scheduler's traceback.
    { line: 'Failed to instantiate MiniCPMV: The input size is not aligned with the quantized weight shape. This can be caused by too large tensor parallel size.', source: 'sgl-project/sglang#4972', cause: true },
    // The shell's Killed under a zh_CN locale, after the warmup's failure.
    { line: '已杀死', source: 'sgl-project/sglang#16855', end: 'failed' },
  ],
};
