import { containerEventImage } from './container-image';
import { llamacppPrefix } from './llamacpp-prefix';
import type { EndRule, EngineProfile, LineRule, PhaseRule } from './types';

// Strings from llama.cpp's tools/server/server.cpp, src/llama-*.cpp, ggml.c and ggml-cuda.cu, checked against
// the issue threads in __fixtures__/engines/llamacpp/SOURCES.md. Ollama's runner prints the same loader lines.

// common/arg.cpp's common_params_parse_ex wraps what an option's handler threw (a file it cannot open, a bad value) as
// `error while handling argument "<flag>": <what>` plus the usage; common_params_parse prints it and returns false, and the
// program's main() returns 1 before anything loads.
const ARG_HANDLER_ERROR = /^error while handling argument "[^"]*": \S/;

// ggml-metal sets its context's error flag when a command buffer fails (its status: `error: Insufficient Memory
// (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)`) and from then on refuses every graph (`ggml_metal_graph_compute:
// backend is in error state from a previous command buffer failure - recreate the backend to recover`): the process lives and
// answers, but no later decode computes, whatever it printed after (the server's `model loaded` after a failed warm-up).
// ggml_metal_synchronize prints the status line, then `error: ` and the command buffer's localizedDescription: Apple's text and
// its code, `kIOGPU…` on Apple Silicon, `kIOAccel…` (`Ignored (for causing prior/excessive GPU errors) (00000004:
// kIOAccelCommandBufferCallbackErrorSubmissionsIgnored)`) from the older accelerator family; the out-of-memory one is known by
// its text alone too (`error: Insufficient Memory (...)` where a paste cut the code).
const METAL_COMMAND_BUFFER_ERRORS: readonly LineRule[] = [
  { needle: 'CommandBufferCallbackError', pattern: /\(\w+:kIO(?:GPU|Accel)CommandBufferCallbackError\w+\)/ },
  { needle: 'Insufficient Memory (', pattern: /^error: Insufficient Memory \(/ },
];
export const LLAMACPP_LASTING: readonly LineRule[] = METAL_COMMAND_BUFFER_ERRORS;

/** Loader and context lines: shared with Ollama, whose runner is llama.cpp. */
export const LLAMACPP_PHASES: readonly PhaseRule[] = [
  // `ggml_init_cublas` is the name before 2024-03.
  { phase: 'init', needle: 'devices', pattern: /(?:ggml_cuda_init|ggml_init_cublas): found \d+ (?:CUDA|ROCm) devices/ },
  { phase: 'loading_weights', needle: 'loading model', pattern: /(?:^|\s)(?:load_model|main): loading model\b/ },
  // The same line in the server's two formats before 2024-10, whose prefix holds the function: `INFO [ main] loading model | tid=…`.
  { phase: 'loading_weights', needle: 'loading model', pattern: /^loading model(?: \||$)/ },
  // `--fit` (on by default since late 2025) runs inside the model load, before the weights are read: it can hang there.
  { phase: 'loading_weights', needle: 'fitting params to device memory', pattern: /^(?:common_init_\w*|llama_params_fit\w*): fitting params to device memory\b/ },
  // Everything the loader prints while it reads the GGUF: metadata, vocabulary summary, tensor placement; a vision projector's too.
  // The loader's own `llama_model_loader: failed to load model from …` says the load never began.
  // llama_model_loader::load_all_data, which reads the tensors' data into their buffers, opens with how it uploads them
  // (`load_all_data: using async uploads for device Vulkan0, …`, `… is not the default buffer type … for async uploads`).
  { phase: 'loading_weights', needle: ': ', pattern: /(?:^|\s)(?:llama_model_loader|llm_load_print_meta|print_info|llm_load_tensors|load_tensors|load_all_data|clip_model_load): +(?!failed to )\S/ },
  // The GGML-era loader (llama.cpp of 2023-03 to 2023-08, before GGUF): `llama.cpp: loading model from <file>`, then
  // llama_model_load_internal's hyperparameters and buffer sizes while it reads the ggml/ggjt file.
  { phase: 'loading_weights', needle: 'llama', pattern: /^(?:llama\.cpp: loading model from \S|llama_model_load_internal: +\S)/ },
  { phase: 'kv_cache', needle: 'KV', pattern: /(?:^|\s)llama_kv_cache(?:_init|_unified)?: +\S+ KV buffer size = / },
  { phase: 'kv_cache', needle: 'KV self size', pattern: /KV self size += +[\d.]+ MiB/ },
  // The same in 2023, in MB, once llama_init_from_file (from 2023-06 llama_new_context_with_model) allocated the context's
  // cache after the weights: `llama_init_from_file: kv self size  = 3200.00 MB`.
  { phase: 'kv_cache', needle: 'kv self size', pattern: /^(?:llama_init_from_file|llama_new_context_with_model): kv self size += +[\d.]+ MB$/ },
  // Warm-up runs one batch on the finished context, KV cache included.
  { phase: 'kv_cache', needle: 'warming up the model', pattern: /warming up the model with an empty run/ },
  // The context (after its KV lines above) is built only once llama_model_load() has returned.
  // Not its refusal of a missing model (`llama_new_context_with_model: model cannot be NULL`): no weights were loaded then.
  { phase: 'weights_loaded', needle: ': ', pattern: /(?:^|\s)(?:llama_new_context_with_model|llama_context|llama_init_from_model): +(?!model cannot be NULL$)\S/ },
  // The server sets up its slots once load_model() has the model and its context: `srv load_model: initializing, n_slots = 1, …`
  // (2026), `srv load_model: initializing slots, n_slots = 4` (late 2025, the slot set-up moved into load_model's `// setup slots`),
  // `srv init: initializing slots, n_slots = 1` and the older formats' `initializing slots` record.
  { phase: 'weights_loaded', needle: 'initializing', pattern: /^(?:load_model: initializing, n_slots = \d+|(?:init: |load_model: )?initializing slots(?:, n_slots = \d+| \||$))/ },
  // The same set-up then logs each slot it made, holding the target context: `slot   load_model: id  0 | task -1 | new slot,
  // n_ctx = 6144` (server_context::load_model, SLT_INF, after `slot.ctx_tgt = ctx_tgt`), so it too proves the weights loaded.
  { phase: 'weights_loaded', needle: 'new slot, n_ctx', pattern: /^load_model: id +\d+ \| task -?\d+ \| new slot, n_ctx = \d+$/ },
  // Speculative decoding (`-md`, MTP) builds its draft context against the target's, which exists by then.
  { phase: 'weights_loaded', needle: 'draft context', pattern: /^common_speculative_init\w*: creating (?:\w+ )?draft context\b/ },
  { phase: 'ready', needle: 'model loaded', pattern: /(?:^|\s)(?:main|llama_server): model loaded$|^model loaded(?: \||$)/ },
  // The 2024 server's main logs its `chat template` record (chat_example, built_in) right after load_model succeeded, the state
  // went READY and `model loaded` was logged (JSON `"msg":"chat template"`, or `INFO [ main] chat template | …` in text).
  { phase: 'ready', needle: 'chat template', pattern: /^chat template(?: \||$)/ },
  { phase: 'ready', needle: 'listening on', pattern: /(?:server is listening on|llama_server: listening on) (?:https?:\/\/|\S+\.sock)/ },
  // llama_print_timings (2023–24, llama_perf_context_print since) reports a finished generation: `eval time = 979.50 ms /
  // 17 runs`, the tokens it decoded after the prompt; its `prompt eval time = … / 37 tokens` the prompt it decoded first. The
  // 2023 server printed it after each completion, and so did the Ollama of then (llama.cpp linked into `ollama serve`) and
  // llama-cpp-python after each of its server's completions: a loaded model served.
  { phase: 'ready', serving: true, needle: 'eval time', pattern: /^(?:llama_print_timings|llama_perf_context_print): +(?:eval time = +[\d.]+ ms \/ +[1-9]\d* runs|prompt eval time = +[\d.]+ ms \/ +[1-9]\d* tokens)\b/ },
];

// llama_model_load()'s catch text for a failed stage of the load, with or without its `llama_model_load: ` prefix.
const LOADER_STAGE_ERROR: LineRule = {
  needle: 'error loading model: error loading model ',
  pattern: /^(?:llama_model_load: )?error loading model: error loading model (?:architecture|hyperparameters|vocabulary): \S/,
};

// ggml-vulkan's shader set-up (ggml_vk_load_shaders, run when the device is first used) checks each type's smallest matmul tile
// against the device's compute shared memory; when one does not fit it prints this and throws std::runtime_error with the same
// text, which the model load reports (`llama_model_load: error loading model: Shared memory size too small …`). The limit is
// the device's own (16 KiB on a Raspberry Pi 5's V3D, Adreno's Turnip), so a retry or the real load after `--fit` hits it again.
const VK_SHMEM_TOO_SMALL: LineRule = { needle: 'Shared memory size too small', pattern: /^ggml_vulkan: Error: Shared memory size too small for matrix multiplication\.$/ };

/** Lines that name the error themselves; shared with Ollama. */
export const LLAMACPP_CAUSES: readonly LineRule[] = [
  { needle: 'GGML_ASSERT', pattern: /GGML_ASSERT(?:\(.+\) failed|: \S)/ },
  { needle: 'error loading model', pattern: /\berror loading model: \S/ },
  // ggml-rpc's client checks every command's reply with RPC_STATUS_ASSERT: GGML_ASSERT(status) until 2025-06 (above), since
  // then ggml_abort's `ggml-rpc.cpp:519: Remote RPC server crashed or returned malformed response` (PR #14076): the same
  // assertion in words, the RPC worker lost; recv_data's `recv failed (bytes_recv=0, …)` printed about it is only the socket.
  { needle: 'Remote RPC server crashed', pattern: /\bggml-rpc\.cpp:\d+: Remote RPC server crashed or returned malformed response$/ },
  { needle: 'gguf_init_from_file', pattern: /gguf_init_from_file\w*: (?:invalid|failed|tensor|the GGUF|key)/ },
  { needle: 'failed to allocate', pattern: /\bfailed to allocate (?:\S+ )?buffer(?: of size| for)/ },
  // The vision projector's (`--mmproj`) loader names why it failed; mtmd and the server only repeat that it did.
  { needle: 'clip_init: failed to load model', pattern: /^clip_init: failed to load model '.*': \S/ },
  { needle: 'bind HTTP server socket', pattern: /couldn't bind HTTP server socket/ },
  { needle: 'Failed to create server socket', pattern: /^Failed to create server socket$/ },
  { needle: 'argument', pattern: /^error: (?:invalid|unknown) argument: / },
  { needle: 'error while handling argument', pattern: ARG_HANDLER_ERROR },
  // The server's init catches what parsing the chat template threw (the jinja engine since 2025-12, `--jinja` on by default):
  // `srv init: chat template parsing error: <what>`, then `please consider disabling jinja via --no-jinja, …`, and returns
  // false: the load fails (`exiting due to model loading error`). The head line names the template error; what follows it is
  // the template excerpt and the advice.
  { needle: 'chat template parsing error: ', pattern: /(?:^|: )chat template parsing error: \S/ },
  // llama_init_from_model's own refusals before it builds the context (src/llama.cpp / llama-context.cpp): it logs why and
  // returns no context, so the load, or a draft's context, fails on it.
  { needle: 'llama_init_from_model: ', pattern: /^(?:llama_init_from_model|llama_new_context_with_model): (?:n_batch and n_ubatch cannot both be zero|n_ctx and model->hparams\.n_ctx_train cannot both be zero|V cache quantization requires flash_attn)$/ },
  // llama_init_from_model's catch logs the exception's text: `… failed to initialize the context: dflash requires ctx_other to be set`.
  // A draft model's context (Gemma4Assistant, EAGLE3, DFlash) needs the target's, which the `--fit` memory probe does not have
  // yet: src/llama-context.cpp throws `… requires ctx_other to be set (this warning is normal during memory fitting)`, the fit
  // logs it through this catch and goes on without the draft. That text is no cause by itself; only a load that then fails
  // (load_model's own `failed to create context …`, the exit after it) makes it the error that counts. Later builds say
  // `(this is normal during memory fitting)` (users quote it from b10621's fit): the same probe.
  { needle: 'failed to initialize the context: ', pattern: /^llama_init_from_model: failed to initialize the context: (?!failed to )(?!.*\(this (?:warning )?is normal during memory fitting\)$)\S/ },
  // The logits getter (llama_get_logits_ith, since 2025 llama_context::get_logits_ith) asked for a row the batch did not compute
  // (a decode that failed, a draft batch without that output): it logs `invalid logits id 0, reason: batch.logits[0] != true`
  // and, in a release build, returns null, which the caller's sampling then dereferences (a segfault) or asserts on.
  { needle: 'get_logits_ith: invalid logits id ', pattern: /^(?:llama_)?get_logits_ith: invalid logits id -?\d+, reason: \S/ },
  // ggml-sycl's buffer type when the SYCL runtime gives no device memory (sycl::malloc_device returned null): it logs the size and
  // returns no buffer, which the allocator and the loader then report (`failed to allocate SYCL0 buffer`, `unable to allocate`).
  { needle: "can't allocate ", pattern: /^ggml_backend_sycl_\w*alloc\w*: can't allocate \d+ Bytes of memory on device$/ },
  // ggml-vulkan's allocation failures and vulkan.hpp's result names (`vk::Device::allocateMemory: ErrorOutOfDeviceMemory`).
  { needle: 'ggml_vulkan: ', pattern: /^ggml_vulkan: (?:Device memory allocation of size \d+ failed|.*: Error(?:OutOfDeviceMemory|OutOfHostMemory|DeviceLost)\b)/ },
  VK_SHMEM_TOO_SMALL,
  { needle: 'vk::', pattern: /\bvk::\w+(?:::\w+)*: Error[A-Z]\w+/ },
  // Metal's command buffer status, printed after ggml-metal's abort line: `error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)`.
  ...METAL_COMMAND_BUFFER_ERRORS,
  // ggml-metal's own errors while it sets the device up: its shader library failing to compile or load, no context.
  { needle: 'ggml_metal_', pattern: /^ggml_metal_(?:\w+_)?init: error: \S/ },
  // ggml-metal builds a kernel's pipeline the first time an op needs it (ggml_metal_library_compile_pipeline): when the library
  // lacks the function (a prebuilt's bf16 kernels on a GPU before M5) or Metal cannot make its state, it logs at ERROR `failed to
  // compile pipeline: base = '…', name = '…'` (or `failed to create pipeline state`), then Metal's reason, and returns no
  // pipeline: the op cannot run on the GPU. A page may wrap the line after its colon.
  { needle: 'ggml_metal_library_compile_pipeline: ', pattern: /^ggml_metal_library_compile_pipeline: (?:error: )?failed to (?:compile pipeline|create pipeline state):(?: base = |$)/ },
  // ggml-metal's library built from the embedded source: when Metal's compiler rejects it, ggml_metal_library_init_from_source
  // logs `error compiling source` (`…: <Apple's text>` when verbose) and returns no library, so the device gets no pipelines and
  // the first graph fails on it (an assert on the missing buffer type). A binding may print its tag before the line.
  { needle: 'error compiling source', pattern: /(?:^|\s)ggml_metal_library_init_from_source: error compiling source\b/ },
  // Mesa's RADV driver when the GPU reset the queue's context (a job timeout, a hang): every Vulkan call on the device fails after it.
  { needle: 'context is lost', pattern: /(?:^|\s)radv\/amdgpu: The CS has been cancelled because the context is lost\b/ },
  // The same winsys when the kernel's command-submission ioctl returns ENOMEM (amdgpu_cs_ioctl: `Not enough memory for command
  // submission!`): the submit fails and Vulkan reports the device lost (`vk::Queue::submit: ErrorDeviceLost`) after it.
  { needle: 'Not enough memory for command submission', pattern: /(?:^|\s)radv\/amdgpu: Not enough memory for command submission\b/ },
  // The SYCL runtime's error, as ggml-sycl's catch prints it: `Native API failed. Native API returns: -5 (PI_ERROR_OUT_OF_RESOURCES) …`;
  // a code it has no name for reads `-999 (Unknown PI error)`.
  { needle: 'Native API returns: ', pattern: /\bNative API returns: -?\d+ \((?:(?:UR_RESULT|PI)_ERROR_\w+|Unknown PI error)\)/ },
  // The same error in the SYCL runtime's wording since oneAPI 2025 (Unified Runtime), naming its adapter:
  // `level_zero backend failed with error: 20 (UR_RESULT_ERROR_DEVICE_LOST)`.
  { needle: ' backend failed with error: ', pattern: /\b\w+ backend failed with error: -?\d+ [([]UR_RESULT_ERROR_\w+[)\]]/ },
  // ggml_sycl_error (ggml-sycl/common.hpp), reached through SYCL_CHECK when the call it wraps failed, names that call before
  // GGML_ABORT: `SYCL error: CHECK_TRY_ERROR(dpct::gemm_batch( … )): Meet error in this line code!` (later builds: `…: Exception
  // caught in this line of code.`). CHECK_TRY_ERROR's catch printed the exception's own text first, often empty.
  { needle: 'SYCL error: ', pattern: /^SYCL error: \S.*: \S/ },
];

// A ggml or llama source file: `ggml-cuda.cu`, `llama.cpp`, or any file under a `ggml…` directory (`ggml/src/ggml-cuda/fattn.cu`).
// GGML_ASSERT in an inline function names its header (`ggml/src/./iqk/fa/iqk_fa_templates.h:1175`, `ggml-impl.h`).
const SOURCE_FILE = String.raw`(?:(?:^|[\s/\\])(?:ggml|llama|iqk)[\w.-]*|[/\\]ggml[\w.-]*[/\\](?:[\w.-]+[/\\])*?[\w.-]+)\.(?:c|cpp|cu|cuh|m|h|hpp)`;

/**
 * A ggml_abort() line: `file:line: message`, after which ggml prints a backtrace and calls abort(); ggml-cuda's CUDA_CHECK
 * before 2024 (`CUDA error 304 at …/ggml-cuda.cu:6006: …`), after which it exit(1)s.
 */
// ggml_abort writes the location and then the message (ggml.c: `fprintf(stderr, "%s:%d: ", file, line)`, then the message):
// a page or terminal that wraps the line there leaves the location alone on its line, ending in the colon, and the message
// on the next. Only the whole line: a compiler's `In file included from …/ggml.h:12:` names a location after words of its own.
export const GGML_ABORT_CUT_LOCATION = new RegExp(String.raw`^\S*?${SOURCE_FILE}:\d+: ?$`);

const GGML_ABORT: readonly EndRule[] = [
  { needle: '.c', pattern: new RegExp(String.raw`${SOURCE_FILE}:\d+: \S`), outcome: 'failed' },
  { needle: '.c', pattern: GGML_ABORT_CUT_LOCATION, outcome: 'failed' },
  { needle: 'GGML_ASSERT', pattern: /GGML_ASSERT(?:\(.+\) failed|: \S)/, outcome: 'failed' },
];

// ik_llama.cpp's sum_rows (ggml.c, the MoE router's `ffn_moe_weights_sum`) checks each row sum: on a NaN or inf it prints
// `Oops(ggml_compute_forward_sum_rows_f32, ffn_moe_weights_sum-19): found -nan for i1 = 0, i2 = 0, i3 = 0. ne00 = 256`, then
// GGML_ABORT("Fatal error"): the process ends on it (in the warm-up run, or in the first request that hits it).
const IK_NAN_CHECK: LineRule = { needle: 'Oops(', pattern: /^Oops\(\w+, [^)]*\): found -?(?:nan|inf)\b/i };

// llamafile is a Cosmopolitan binary: the runtime's crash handler reports a signal nothing caught (`error: Uncaught SIGSEGV
// (SEGV_MAPERR) at 0x328 on legion pid 249503 tid 249511`, then the binary, the kernel and a register dump) and ends the
// process with it; redbean and other Cosmopolitan programs print the same report.
const COSMO_UNCAUGHT: LineRule = { needle: 'error: Uncaught SIG', pattern: /^error: Uncaught SIG[A-Z0-9]+ \(\w+\) at (?:0x)?[0-9a-f]+ on \S+ pid \d+ tid \d+$/ };

// ggml-sycl's catch blocks print where a SYCL exception was caught, then exit(1) (dpct's asynchronous handler, in helper.hpp, does not).
const SYCL_CAUGHT: LineRule = { needle: 'Exception caught at file:', pattern: /Exception caught at file:[\w/\\.:-]*ggml-sycl[\w/\\.-]*\.cpp, line:\d+/ };

// llama_model_load() catches the loader's exception, logs why and returns -1; llama_model_load_from_file() logs its summary and
// returns NULL; common_init_from_params() logs its own and returns no model: the library hands the failure to its caller.
const LOAD_SUMMARY: LineRule = { needle: 'failed to ', pattern: /^(?:llama_init_from_file|llama_load_model_from_file|llama_model_load_from_file(?:_impl)?|llama_init_from_gpt_params|common_init_from_params): (?:error: )?failed to (?:load model|create context with model)\b/ };
const LOAD_ERROR: LineRule = { needle: 'error loading model', pattern: /^llama_model_load: error loading model: \S/ };
export const LLAMACPP_RETURNED_FAILURES: readonly LineRule[] = [LOAD_SUMMARY, LOAD_ERROR, LOADER_STAGE_ERROR];

/** How the llama.cpp process dies (ggml's abort, a failed model load): Ollama's runner dies the same way. */
export const LLAMACPP_DEATHS: readonly EndRule[] = [
  ...GGML_ABORT,
  { ...SYCL_CAUGHT, outcome: 'failed' },
  // The loader's summary of a failed load (what failed, not why): the server exits after it, Ollama's runner panics.
  // common's init after a context it could not create frees the model and returns none: the server's load fails the same way.
  // Before 2023-06 llama_init_from_file loaded the model and its context in one call and said so when the load failed.
  { ...LOAD_SUMMARY, outcome: 'failed' },
];


// ggml_cuda_error (ggml_cann_error alike) logs the error, this line and the failed call, then GGML_ABORTs: it never returns.
// The function is __func__: a destructor's is `~<class>` (`in function ~ggml_backend_cann_context at …/ggml-cann/common.h:235`).
// The file is __FILE__ as the build passed it: a full path, or the bare name when the compiler was given one (`at
// ggml-cuda.cu:3129`, Anbeeld/beellama.cpp#24, ggml-org/llama.cpp#18310), so the path before it is optional.
const DEVICE_LINE: LineRule = { needle: 'current device: ', pattern: new RegExp(String.raw`^\s*current device: \d+, in function ~?\w+ at(?: \S*?)?${SOURCE_FILE}:\d+`) };
// Its first line: `CUDA error: <cudaGetErrorString>` (GGML_LOG_ERROR(GGML_CUDA_NAME " error: %s\n", msg)), `ROCm error:` and
// `MUSA error:` in those builds; CUBLAS_CHECK reports through it too (`ROCm error: CUBLAS_STATUS_INTERNAL_ERROR`). The process is
// gone after it even when the paste stops there. Only at a line's start: PyTorch's `RuntimeError: CUDA error: …` is not it.
const GGML_CUDA_ERROR_FIRST: LineRule = { needle: ' error: ', pattern: /^(?:CUDA|ROCm|MUSA) error: \S/ };
// ggml_cann_error (ggml-cann.cpp) logs `CANN error: <aclGetRecentErrMsg()>` first, then the device line, the call and
// GGML_ABORT("CANN error"). The runtime's message opens with its error code (`EE9999: Inner Error!`, `EE1001: [PID: …] The
// argument is invalid…`, `EZ9903: …`, `E89999: …`): ggml's prefix and that code make the line ggml's alone.
const GGML_CANN_ERROR_FIRST: LineRule = { needle: 'CANN error: E', pattern: /^CANN error: E[0-9A-Z]\d{4}: \S/ };

// ggml's own backtrace, glibc's form (`libggml-base.so.0(ggml_print_backtrace+0x1df) [0x…]`) or gdb's (`#1  0x… in
// ggml_print_backtrace () from …`, `#2  0x… in ggml_abort () …`): only ggml_abort, the old GGML_ASSERT and ggml's terminate
// handler print it, and each ends the process right after.
const GGML_BACKTRACE: LineRule = {
  needle: 'ggml_',
  pattern: /\(ggml_print_backtrace\+0x[0-9a-f]+\)|^#\d+ +0x[0-9a-f]+ in ggml_(?:print_backtrace|abort) \(\)/,
};
// As an end, the frame must be the whole line: behind a prefix no reader took off (a relayed journal line) it may be a
// router's model instance dying, which the router outlives.
const GGML_BACKTRACE_END: EndRule = {
  needle: 'ggml_',
  pattern: /^\S+\(ggml_print_backtrace\+0x[0-9a-f]+\) ?\[0x[0-9a-f]+\]$|^#\d+ +0x[0-9a-f]+ in ggml_(?:print_backtrace|abort) \(\)/,
  outcome: 'failed',
};
// ggml_print_backtrace's gdb (it forks `gdb -p <own pid> -batch …`) prints this once its frames are out; the caller
// (ggml_abort, ggml's terminate handler) then calls abort(). The whole line, for the same reason as above.
const GDB_DETACHED_END: EndRule = { needle: '[Inferior ', pattern: /^\[Inferior \d+ \(process \d+\) detached\]$/, outcome: 'failed' };

// GCC moves a function's error path (its throw, its abort) into a `.cold` clone, and gdb names it so: in a crash's backtrace a
// frame of llama.cpp's own code in such a clone (`#6 0x… in llama_grammar_accept_token(llama_grammar&, int, …) [clone .cold] ()`,
// right under `__cxa_throw` when ggml's terminate handler, ggml_uncaught_exception, printed the trace) is where the process left its
// normal path: it names where it failed when the exception's own text (libstdc++'s `what():`, after the trace) was not kept.
// It says where, not what: any other cause of its tier comes first (a bare end).
const COLD_PATH_FRAME: LineRule = {
  needle: '[clone .cold',
  pattern: /^#\d+ +0x[0-9a-f]+ in (?:\w+::)*(?:llama|common|server|ggml|gguf|clip|mtmd)\w*\(.*\) \[clone \.cold(?:\.\d+)?\] \(\)/,
};

// GGML_ABORT in llama.cpp's own server, multimodal and common code (tools/server/server.cpp's `pos_min == -1, but n_past > 0 -
// should not happen`, common/, tools/mtmd/, examples/server/ before 2025): ggml_abort prints `<file>:<line>: <message>`, the
// backtrace, and calls abort(). The message is why the process gave up; the lines the log thread had queued may follow it.
const TOOL_ABORT: LineRule = {
  needle: 'pp:',
  pattern: /(?:^|[\s/\\])(?:tools[/\\](?:server|mtmd)|examples[/\\]server|common)[/\\][\w.-]+\.[ch]pp:\d+: \S/,
};

/** Lines only ggml prints when it fails: its assert, its abort line, its CUDA error's device line, its backtrace. */
const GGML_FAILURE_LINES: readonly LineRule[] = [
  { needle: 'GGML_ASSERT', pattern: /GGML_ASSERT(?:\(.+\) failed|: \S)/ },
  // ggml_cuda_error's abort names the build's runtime (GGML_ABORT(GGML_CUDA_NAME " error"): `CUDA error`, `ROCm error`,
  // `MUSA error`; ggml_cann_error's GGML_ABORT("CANN error") likewise); HIP builds check the VMM pool's driver calls with their
  // own CU_CHECK (ggml-cuda/vendors/hip.h: GGML_ABORT("HipVMM Failure: %s\n", hipGetErrorString(err))).
  { needle: '.c', pattern: new RegExp(String.raw`${SOURCE_FILE}:\d+: (?:(?:CUDA|ROCm|MUSA|CANN) error|HipVMM Failure: |fatal error|GGML_ASSERT|OS call failed)`) },
  DEVICE_LINE,
  GGML_CANN_ERROR_FIRST,
  { needle: 'ggml_cuda_compute_forward', pattern: /^ggml_cuda_compute_forward: \S+ failed$/ },
  { needle: '.c', pattern: GGML_ABORT_CUT_LOCATION },
  GGML_BACKTRACE,
  SYCL_CAUGHT,
  IK_NAN_CHECK,
];

// Router mode: a model instance (a child llama-server) died; the router outlives it and serves on, so a cause, not an end. It
// says only that the instance exited: what the instance printed before names why. Printed after the instance was ready, the
// model it served is gone (the router reloads it only on the next request).
const ROUTER_INSTANCE_EXITED: LineRule = { needle: 'exited with status', pattern: /^(?:operator\(\): )?instance name=\S+ exited with status [1-9]\d*\b/ };
// Its stop of an instance (server_models::unload, LRU eviction on a swap, shutdown) writes the exit command to the child's stdin
// and waits `stop_timeout` seconds; a child that has not exited by then (busy in a generation, or still loading: its stdin monitor
// starts only after the load) is terminated with `SRV_WRN("force-killing model instance name=%s after %d seconds timeout")`
// (tools/server/server-models.cpp). The `exited with status` that follows only says the child ended: this says why, a stop the
// instance did not honour (ggml-org/llama.cpp#25528).
const ROUTER_INSTANCE_FORCE_KILLED: LineRule = {
  needle: 'force-killing model instance',
  pattern: /^(?:operator\(\): )?force-killing model instance name=\S+ after \d+ seconds timeout$/,
};

// The server logs each request it answered (log_server_request: `request: POST /v1/chat/completions 127.0.0.1 200`; since
// server_http_context (2025–26) `done request: POST /completion 127.0.0.1 200`). While the model loads, its pre-routing
// middleware answers every path 503 except the model lists (`/models`, `/v1/models`, `/api/tags`); before it, OPTIONS passes
// and a bad API key gets 401 (tools/server/server.cpp): any other request answered with another status was served by a loaded model.
// The record may start mid-line, after text printed without its newline (the model's output a verbose or tool-call log echoed):
// there its `srv  log_server_r:` tag marks where the server's own record begins.
// What SERVED and llama-box's response line share: a method and a path other than the model lists, a status the loading
// middleware (503) or a refused key (401, 403) does not give.
const SERVED_REQUEST = String.raw`(?:GET|POST|PUT|PATCH|DELETE|HEAD) (?!\/(?:v1\/)?models\b|\/api\/tags\b)\/\S*`;
const SERVED_STATUS = String.raw`(?!40[13]\b)(?:[2-4]\d\d|50[01])`;
export const SERVED: PhaseRule = {
  phase: 'ready',
  serving: true,
  needle: 'request: ',
  pattern: new RegExp(String.raw`^(?:.*?\ssrv +log_server_r: +|(?:srv +)?(?:log_server_r(?:equest)?: +)?)(?:done )?request: ${SERVED_REQUEST} \S+ ${SERVED_STATUS}$`),
};

// server_tokens::process_chunk (tools/server) evaluates a prompt's image or audio chunk for a slot's task and logs the time
// it took under its truncated name (`srv  process_chun: image processed in 31744 ms`): a loaded model at work on a request,
// whatever the request's answer (the chunk's decode can still fail and the task be answered with an error). It opens the
// chunk with `srv  process_chun: processing image...` (`processing audio...`) before the encoder runs, so an encoder that
// dies on the image (out of memory, an assert) dies with this line the last sign of a server that was serving.
const MEDIA_CHUNK: PhaseRule = {
  phase: 'ready',
  serving: true,
  needle: 'process_chun: ',
  pattern: /^(?:srv +)?process_chun: (?:\w+ processed in \d+ ms|processing \w+\.\.\.)$/,
};

// A gdb frame of the server's update_slots (`#10 0x… in server_context_impl::update_slots() ()`, ggml's abort backtrace): the
// server calls it only from its main loop (server_queue::start_loop), which main() starts once load_model() succeeded, and it
// decodes the batch of the slots at work on requests' tasks (the warm-up runs inside load_model, not here). The frame prints
// after the abort it explains, so it proves a ready reached before that end, not when (iacopPBK/llama.cpp-gfx906#17).
const UPDATE_SLOTS_FRAME: PhaseRule = { phase: 'ready', serving: true, needle: '::update_slots() ', pattern: /^#\d+ +0x[0-9a-f]+ in server_context(?:_impl)?::update_slots\(\) \(/ };

// The server's resumable streams (2026): the server_res_generator constructor, which a generating request's handler builds,
// first looks for the request's X-Conversation-Id header and logs what it found (`srv  stream_sessi: conv_id=5ubuwzeyjnc
// (empty=0)`; one build prefixes the function's full name to the text). Those handlers sit behind the pre-routing middleware
// that answers 503 while the model loads, so the line is a loaded model taking a request (ggml-org/llama.cpp#22105).
const STREAM_SESSION: PhaseRule = {
  phase: 'ready',
  serving: true,
  needle: 'conv_id=',
  pattern: /^(?:srv +)?stream_sessi: (?:stream_session_attach_pipe: )?conv_id=\S* \(empty=[01]\)$/,
};

// server_slot::update_chat_msg (tools/server/server.cpp, 2025) reparses a slot's generated text into the chat message it streams
// or sends last, after GGML_ASSERT(task), and logs it at debug level first: `srv  update_chat_: Parsing chat message: …`. Only a
// slot generating for a request's task has such text, so the loaded model is serving (ggml-org/llama.cpp#12379, #13825); later
// builds moved the parse to task_result_state and commented the line out.
const CHAT_PARSE: PhaseRule = { phase: 'ready', serving: true, needle: 'update_chat_: Parsing chat message: ', pattern: /^update_chat_: Parsing chat message: / };
// Since the PEG chat parsers (2026) common_chat_peg_parse (common/chat.cpp) parses a slot's generated text into the chat message:
// text it cannot parse it logs, `LOG_WRN("%s: unparsed %s output: %s")` with the format's name and the rest of the text, and throws
// `The model produced output that does not match the expected <format> format`, which the server's handler answers with a 500
// (`srv operator(): got exception: …`) before serving on. Only a loaded model's generation for a request has such text: the
// server was serving (ggml-org/llama.cpp#27733, mostlygeek/llama-swap#856, PaddlePaddle/PaddleOCR#18248).
const CHAT_UNPARSED: PhaseRule = { phase: 'ready', serving: true, needle: 'common_chat_peg_parse: unparsed ', pattern: /^common_chat_peg_parse: unparsed [\w-]+ output: / };

// A slot works on a task (`slot launch_slot_: id  0 | task 12 | processing task`, `slot update_slots: … | prompt done`,
// `slot      release: … | stop processing`): the server makes its slots in load_model() and hands them tasks from its main
// loop, which starts once the model is loaded, and only for requests the loading middleware let through (tools/server/server.cpp).
// A numbered task (get_available_slot's `task -1` is none yet) proves the loaded model served, whatever the request's answer.
// The prefix reader takes the `slot ` tag off the lines it knows, so the rule reads the function's name first.
const SLOT_TASK: PhaseRule = { phase: 'ready', serving: true, needle: '| task ', pattern: /^(?:slot +)?\w+: +id +\d+ \| task \d+ \| / };
// common/speculative.cpp's draft step logs, at debug level (`-lv 1`), each candidate the draft model proposes per position:
// ` - draft candidate   0, pos   1:     62 (   1.000) '_'`. A draft is built only while a slot generates for a request with a
// draft model (`-md`), so the loaded model is serving (ggml-org/llama.cpp#10455, the server's first speculative builds).
const DRAFT_CANDIDATE: PhaseRule = { phase: 'ready', serving: true, needle: '- draft candidate ', pattern: /^ ?- draft candidate +\d+, pos +\d+: +\d+ \( *[\d.]+\) '/ };
// The server of late 2023 (and llamafile 0.2–0.5 built on it) says so when update_slots() starts a slot on a request's task:
// `slot 0 is processing [task id: 8]`. update_slots() runs in the main loop, started only after load_model() succeeded.
// glibc's assert() report (__assert_fail), whose abort() follows in the same call: the program it names dies. llama.cpp's own
// binaries only (`llama-server: …/llama-sampler.cpp:1094: void llama_sampler_dist_apply(…): Assertion `found' failed.`, ipex-llm's
// `llama-server-bin`, the 2023 `server`): Ollama's runner dies of it too, and Ollama outlives its runner.
const C_ASSERT_FAILED: EndRule = {
  needle: "' failed.",
  pattern: /^(?:\S*[/\\])?(?:llama[\w.-]*|server(?:\.exe)?): \S+:\d+: .*Assertion `.*' failed\.$/,
  outcome: 'failed',
};
// glibc's loader names the program first: `/llama-server: error while loading shared libraries: libcuda.so.1: cannot open …`,
// `/app/rpc-server: error while loading shared libraries: libggml-cpu.so: …` (llama.cpp's own binaries: llama-*, llamafile, rpc-server).
const LD_SO_FAILED: EndRule = {
  needle: 'error while loading shared libraries',
  pattern: /^(?:\S*[/\\])?(?:llama[\w.-]*|rpc-server)(?:\.exe)?: error while loading shared libraries: \S+: /,
  outcome: 'failed',
};
// common/arg.cpp, as it parses the command line: `warn: LLAMA_ARG_HOST environment variable is set, but will be overwritten by
// command line argument --host`.
const ARG_ENV_OVERRIDDEN: LineRule = {
  needle: 'environment variable is set, but will be overwritten',
  pattern: /^warn: (?<slot>LLAMA_ARG_\w+) environment variable is set, but will be overwritten by command line argument \S+$/,
};
// dyld on macOS names the image that links the library it could not load (`  Referenced from: <UUID> …/bin/llama-server`) after
// `dyld[PID]: Library not loaded: …`, and aborts the process before main(): when the image is llama.cpp's own binary, its end.
// dyld prints the path as it is, spaces and all (`/Users/me/Library/Application Support/Jan/…/bin/llama-server`).
const DYLD_FAILED: EndRule = {
  needle: 'Referenced from: ',
  pattern: /^\s*Referenced from: <[0-9A-F-]+> \/.*\/(?:llama[\w.-]*|rpc-server)$/,
  outcome: 'failed',
};
// Android's linker names the program it could not link (`CANNOT LINK EXECUTABLE "./server": cannot locate symbol … referenced by
// "…/server"...`) and aborts it before main(): when the program is llama.cpp's own (llama-*, the old `server`, rpc-server), its end.
const ANDROID_LINKER_FAILED: EndRule = {
  needle: 'CANNOT LINK EXECUTABLE "',
  pattern: /^CANNOT LINK EXECUTABLE "(?:\S*\/)?(?:llama[\w.-]*|server|rpc-server)": \S/,
  outcome: 'failed',
};
const KOBOLDCPP_ADAPTER_ERROR: LineRule = { needle: 'Error: KCPP ', pattern: /^Error: KCPP \S/ };
// koboldcpp.py's exit_with_error(3, "Could not load text model: " + modelname) (image, whisper… alike) when a model it was given
// did not load: it prints the message (with `Error: ` before it in older versions) and calls sys.exit. The 2023 launcher had one
// model and no kind word: `if not loadok: print("Could not load model: " + modelname); time.sleep(…); sys.exit(3)`, right after
// its `Load Model OK: False` (LostRuins/koboldcpp#419).
const KOBOLDCPP_LOAD_EXIT: LineRule = { needle: 'Could not load ', pattern: /^(?:Error: )?Could not load (?:\w+ )?model: \S/ };
const KOBOLDCPP_BANNER: LineRule = { needle: 'Welcome to KoboldCpp - Version ', pattern: /^Welcome to KoboldCpp - Version \d/ };
// The server's main loop answers a request's task it cannot run with send_error (`srv  send_error: task 40 | error = the request
// exceeds the available context size …`), and when a slot's batch finds no room in the KV cache it halves n_batch and tries again
// (`update_slots: failed to find free space in the KV cache, retrying with smaller batch size`; 2026's `srv  decode: …`; the server
// of 2023, with `%s : ` and the new size, `update_slots : … retrying with smaller n_batch = 256`, Ollama 0.1.x's in-process copy
// too, ollama/ollama#2048): both only on a request's task in the loop that starts after load_model(), so the loaded model is
// serving (tools/server/server.cpp; llama-box, gpustack's fork, alike: gpustack#852, #1359, #1442, llama.cpp#29090).
const TASK_ERROR: PhaseRule = { phase: 'ready', serving: true, needle: 'send_error: task ', pattern: /^(?:srv +)?send_error: task \d+ \| error = \S/ };
export const BATCH_RETRY: PhaseRule = {
  phase: 'ready',
  serving: true,
  needle: 'retrying with smaller ',
  pattern: /^(?:srv +)?(?:update_slots|decode) ?: failed to find free space in the KV cache, retrying with smaller (?:batch size\b|n_batch = \d+$)/,
};
// llama-box logs each response it sent (`srv  log_server_response: rid 279195738 | POST /v1/chat/completions 10.93.231.34:53439 |
// status 200 | cost 15.99s`); as for llama-server's request line (SERVED), a status other than the loading middleware's 503 or
// a refused key's 401/403, on a path other than the model lists it answers while loading, was served by a loaded model.
const BOX_RESPONSE: PhaseRule = {
  phase: 'ready',
  serving: true,
  needle: 'log_server_response: rid ',
  pattern: new RegExp(String.raw`^(?:srv +)?log_server_response: rid \d+ \| ${SERVED_REQUEST} \S+ \| status ${SERVED_STATUS}\b`),
};
const SLOT_TASK_2023: PhaseRule = { phase: 'ready', serving: true, needle: 'is processing [task id: ', pattern: /^slot \d+ is processing \[task id: \d+\]$/ };
// That server's main loop (process_tasks, in update_slots) refuses a request's task it cannot start: launch_slot_with_data says
// why (`failed to initialize sampling subsystem`, the request's grammar did not parse) and send_error answers the task
// (`task 8 - error: internal_error`); the loop goes on. Both run only on a request's task, once the model is loaded.
const TASK_ERROR_2023: PhaseRule = {
  phase: 'ready',
  serving: true,
  needle: ': ',
  pattern: /^(?:task \d+ - error: \S|launch_slot_with_data: failed to initialize sampling subsystem$)/,
};
// The server of 2024 (before the 2024-10 log rewrite, in its text and JSON formats): launch_slot_with_task (launch_slot_with_data
// early in 2024) logs `slot is processing task | … id_task=0` when a slot takes a request's task, in the main loop that starts
// only after load_model() succeeded; the prefix reader leaves the message and its key-value tail.
const SLOT_TASK_2024: PhaseRule = { phase: 'ready', serving: true, needle: 'slot is processing task', pattern: /^slot is processing task(?: \||$)/ };
// update_slots() says so each time its loop finds no slot busy (`all slots are idle`; until 2024-03 `… and system prompt is
// empty, clear the KV cache`; since the rewrite `srv  update_slots: all slots are idle`): that loop is the server's main loop,
// started after the model loaded and the HTTP server was up, so the server is ready (no request served yet).
const SLOTS_IDLE: PhaseRule = { phase: 'ready', needle: 'all slots are idle', pattern: /^(?:update_slots: )?all slots are idle(?: and system prompt is empty, clear the KV cache)?(?: \||$)/ };
// llama-cpp-python's server (`python -m llama_cpp.server`, its docker images) loads its model before it serves: __main__ calls
// create_app(), which builds the Llama (until 2024-01 in create_app itself, since then LlamaProxy.__init__'s `# Load default
// model`), and only then uvicorn.run(app, …), whose `Uvicorn running on http://…` comes once its socket listens. After llama.cpp's
// lines in the same process, that line says the model is loaded and the server answers.
const PYTHON_SERVER_UP: PhaseRule = { phase: 'ready', needle: 'Uvicorn running on', pattern: /^(?:INFO: +)?Uvicorn running on (?:https?:\/\/|unix socket )\S/ };
// A frame of llama-cpp-python's server package (`llama_cpp/server/app.py`, `errors.py`, `__main__.py`, `model.py`): the
// process is that server, whatever its traceback ends in (the model path it cannot find, a request's error it answers 500).
// Its RouteErrorHandler wraps every route (llama_cpp/server/errors.py): custom_route_handler runs the request, and what a route
// raised it prints with the traceback and answers 500 (uvicorn's `Exception in ASGI application` when it re-raises). A frame
// of it is a request the loaded server took; the server serves on.
const PYTHON_SERVER_REQUEST: PhaseRule = { phase: 'ready', serving: true, needle: 'custom_route_handler', pattern: /^\s*File ".*[/\\]llama_cpp[/\\]server[/\\]errors\.py", line \d+, in custom_route_handler$/ };
const PYTHON_SERVER_FRAME: LineRule = { needle: 'llama_cpp', pattern: /^\s*File ".*[/\\]llama_cpp[/\\]server[/\\]\w+\.py", line \d+, in / };
// llamafile (llama.cpp's server packed with Cosmopolitan) sets up its GPU module itself before it reads any model: with `-ngl`
// it logs `import_cuda_impl: initializing gpu module...`, looks for a compiler (`get_rocm_bin_path: note: hipcc not found on
// $PATH`, `get_amd_offload_arch_flag: warning: …`) and dlopens its prebuilt ggml-rocm.so / ggml-cuda.so (`link_cuda_dso: note:
// dynamically linking …`). A library that will not open is a `link_cuda_dso: warning: <dlerror>: failed to load library`: the
// module gives up on that backend and the server goes on on the CPU (mozilla-ai/llamafile#531, #384, #301). They tell the
// engine only: no phase, as the module's start says nothing of a device found (ggml_cuda_init's `found N CUDA devices` does).
const LLAMAFILE_GPU_MODULE: readonly LineRule[] = [
  { needle: '_cuda_', pattern: /^(?:import_cuda_impl|link_cuda_dso): / },
  { needle: 'get_', pattern: /^get_(?:rocm_bin_path|amd_offload_arch_flag): / },
];

export const LLAMACPP: EngineProfile = {
  id: 'llamacpp',
  detect: [
    // The server images (`ghcr.io/ggml-org/llama.cpp:server-cuda`).
    containerEventImage('ggml-org/llama\\.cpp'),
    { needle: 'llama_model_load', pattern: /^llama_model_load(?:_from_file(?:_impl)?)?: / },
    // Tabby's supervisor names the llama-server child it runs when it reports its end.
    { needle: 'exited with status code', pattern: /\bllama_cpp_server::supervisor: \S+:\d+: llama-server (?:<[\w.-]+> )?exited with status code -?\d+/ },
    { needle: 'llama_load_model_from_file', pattern: /^llama_load_model_from_file: / },
    // LocalAI's loader logs the backend binary it starts for a model (pkg/model/initializers.go, `Loading GRPC Process: <path>`):
    // its llama.cpp backend ships as `backend-assets/grpc/llama-cpp` and per-CPU/GPU variants (`llama-cpp-avx2`, `-fallback`, `-cuda`…).
    { needle: 'Loading GRPC Process: ', pattern: /\bLoading GRPC Process: \S*\/grpc\/llama-cpp(?:-[\w-]+)?$/ },
    // LM Studio keeps its llama.cpp engine in a backend folder named for it (`extensions\backends\llama.cpp-win-x86_64-nvidia-
    // cuda12-avx2-2.7.1\llm_engine_cuda12.node`, `llama.cpp-mac-arm64-apple-metal-…`; its MLX engine's folder is `mlx-llm-…`).
    { needle: 'backends', pattern: /[\\/]extensions[\\/]backends[\\/]llama\.cpp-[\w.-]+[\\/]/ },
    // llama_model_load() wraps each stage's exception (src/llama.cpp: `error loading model architecture|hyperparameters|vocabulary: …`)
    // and logs it as `error loading model: …`; a front end that shows the error without the loader's prefix (LM Studio's dialog)
    // still quotes llama.cpp's own text.
    LOADER_STAGE_ERROR,
    // ggml's GGUF reader, which every llama.cpp build opens the model with (its failures are often the only line of a failed load).
    { needle: 'gguf_init_from_file', pattern: /^gguf_init_from_file(?:_impl)?: / },
    { needle: 'llama_model_loader', pattern: /^llama_model_loader: (?:loaded meta data|- kv|- type|Dumping)/ },
    // The GGML-era loader of 2023 (before GGUF): its opening line, its hyperparameters, the context it built.
    { needle: 'llama', pattern: /^(?:llama\.cpp: loading model from \S|llama_model_load_internal: |llama_init_from_file: )/ },
    { needle: ': ', pattern: /^(?:llm_load_print_meta|llm_load_tensors|load_tensors|print_info|llama_new_context_with_model|llama_init_from_model|llama_context|llama_kv_cache(?:_init|_unified)?): / },
    { needle: 'build', pattern: /^(?:main: )?build(?: =|:) \d+ \([0-9a-f]+\)/ },
    // common/log's verbosity notice, the first line log.cpp prints (2026), and common_params_parse's notice of a `LLAMA_ARG_*`
    // environment variable that a command-line flag overrides (fprintf to stderr while it parses the arguments).
    { needle: 'verbosity = ', pattern: /^(?:common_param: common_params_print_info|log_info): verbosity = \d+ \(adjust with the `-lv N` CLI arg\)/ },
    ARG_ENV_OVERRIDDEN,
    // common/arg.cpp's wrap of an option handler's exception (`error while handling argument "--flash-attn": …`, then the
    // option's usage and `to show complete usage, run with -h`): llama.cpp's own parser, in every program built on its common
    // library (llama-server and its forks, the servers LM Studio and llama-swap run); no other engine prints it.
    { needle: 'error while handling argument', pattern: ARG_HANDLER_ERROR },
    // The same parser's handler of `-ngl` warns when llama_supports_gpu_offload() finds no device (ggml's init failed, or a
    // build without a GPU backend) and goes on: `warning: no usable GPU found, --gpu-layers option will be ignored`, with ggml's
    // failed init often the only other line of a unit's start at boot (ggml-org/llama.cpp#27923). Ollama's runner parses its own flags.
    { needle: 'no usable GPU found', pattern: /^warning: no usable GPU found, --gpu-layers option will be ignored$/ },
    { needle: 'server is listening', pattern: /^main: (?:HTTP |router )?server is listening/ },
    // tools/server/server.cpp binds its port before it loads the model and logs each step under its function's name (`main`,
    // since 2026 `start`): `binding port with default address family`, `setting address family to AF_UNIX` for a socket path,
    // and on failure `couldn't bind HTTP server socket, hostname: …` before it exits; a bind failure shows nothing else.
    // common/chat.cpp, which every llama.cpp tool that applies chat templates links: common_chat_templates_init logs a template
    // it cannot parse (`failed to parse chat template (defaulting to chatml): …`) and goes on with chatml.
    { needle: 'common_chat_templates_init: ', pattern: /^common_chat_templates_init: / },
    // common/download.cpp, which fetches `-hf`/`-mu` models for llama.cpp's tools before anything loads: its functions log under
    // their own names (`common_download_file_single_online: using cached file: …`, llama.cpp#17071).
    { needle: 'common_download_', pattern: /^common_download_(?:file|model)\w*: \S/ },
    { needle: ': ', pattern: /^(?:main|start): (?:binding port with default address family|setting address family to AF_UNIX|couldn't bind HTTP server socket, hostname: )/ },
    // Router mode (started without a model): the router's own notice before it listens (`main:` or, later, `srv  llama_server:`).
    { needle: 'starting router server', pattern: /^(?:main|llama_server): starting router server, no model will be loaded in this process$/ },
    { needle: ': ', pattern: /^(?:load_model|llama_server|update_slots|launch_slot_|params_from_|get_availabl|print_timing|release|start_loop|operator\(\)): / },
    { needle: 'slot', pattern: /^slot (?:is processing task|released|progression)|^all slots are idle/ },
    MEDIA_CHUNK,
    CHAT_PARSE,
    CHAT_UNPARSED,
    DRAFT_CANDIDATE,
    { needle: 'launch_slot_with_data: ', pattern: /^launch_slot_with_data: failed to initialize sampling subsystem$/ },
    // The server's source tag after log.cpp's stamp and level, whatever function follows (forks such as llama-box log their own).
    { needle: ' srv ', pattern: /^(?:\[\d+\] )?\d+\.\d\d\.\d{3}\.\d{3} [IWED] srv +\w+(?:\(\))?: / },
    { needle: ' slot ', pattern: /^(?:\[\d+\] )?\d+\.\d\d\.\d{3}\.\d{3} [IWED] slot +\w+(?:\(\))?: / },
    // A frame of ggml's glibc backtrace in the server's own binary or libraries: `llama-server(+0x1315)[0x5e5b…]`,
    // `…/libllama-server-impl.so(_Z12llama_serveriPPc+0x2f0e)[0x7a7f…]`, `…/libllama.so.0(_ZN13llama_context…+0xa1)[0x…]`.
    { needle: 'llama', pattern: /^(?:\S*\/)?(?:llama-server|libllama[\w-]*\.so[\d.]*)\((?:\w*\+)?0x[0-9a-f]+\) ?\[0x[0-9a-f]+\]$/ },
    // The same frame on macOS, where ggml_print_backtrace prints backtrace_symbols' columns (`WARNING: Using native backtrace…`
    // before them): `5   libllama.0.0.10263.dylib   0x00000001033336cc _ZN13llama_context13graph_compute… + 164`, `llama-server`.
    { needle: 'llama', pattern: /^\d+ +(?:libllama[\w.-]*\.dylib|llama-server) +0x[0-9a-f]+ \S/ },
    // log.cpp's level letter without a stamp before a function's name (common's, ggml's): `E load_backend: failed to find …`.
    { needle: '_', pattern: /^[IWED] [a-z][a-z0-9]*_\w*(?:\(\))?: / },
    // The old server's text format keeps its key-value tail after the prefix: `slot is processing task | tid="…" timestamp=…`
    // (llama-box, GPUStack's fork, shortens the key to `ts=`). tid is std::thread::id printed as a string: decimal on glibc,
    // a hex pointer on FreeBSD/macOS.
    { needle: ' | tid="', pattern: / \| tid="(?:\d+|0x[0-9a-f]+)" (?:timestamp|ts)=\d+/ },
    { needle: 'ggml_cuda_init', pattern: /^ggml_cuda_init: found \d+ / },
    { needle: 'ggml_init_cublas', pattern: /^ggml_init_cublas: found \d+ / },
    { needle: 'ggml_', pattern: /^ggml_(?:vulkan|metal_\w+): / },
    // The server of late 2023 (llamafile 0.2–0.5): `slot 0 is processing [task id: 0]`.
    { needle: 'slot ', pattern: /^slot \d+ (?:is processing \[task id: \d+\]|released \(\d+ t\)|: in cache: )/ },
    // The server's JSON log (`--log-format json`, the default in 2023–24): `{"timestamp":…,"level":"INFO","function":"main",…}`.
    // Early 2024 put the function first: `{"function":"initialize","level":"INFO",…}`.
    { needle: '"function":"', pattern: /^\{(?=.*"function":"\w+")"(?:timestamp|function|tid)":/ },
    // The vision projector's loader: clip.cpp's `clip_model_load:` (llava, 2023–25), tools/mtmd's `clip_model_loader:` since.
    { needle: 'clip_model_load', pattern: /^clip_model_load(?:er)?: / },
    // rpc-server: ggml_backend_rpc_start_server() prints each client it takes with its backend's memory (ggml-rpc.cpp).
    { needle: 'Accepted client connection, free_mem=', pattern: /^Accepted client connection, free_mem=\d+, total_mem=\d+$/ },
    // llama.cpp's own timing report (llama_print_timings until 2024-09, llama_perf_context_print since), printed by the programs
    // that link it (llama-cli, the 2023 server, llama-cpp-python's server after each completion): Ollama's runner of then
    // printed it too, and Ollama's own lines after it still tell Ollama (it embeds llama.cpp).
    { needle: ' time = ', pattern: /^(?:llama_print_timings|llama_perf_context_print): +(?:load|sample|prompt eval|eval|total) time = +[\d.]+ ms\b/ },
    { needle: 'llama server listening at', pattern: /^llama server listening at https?:\/\// },
    PYTHON_SERVER_FRAME,
    // uvicorn names the module of the app string it was told to load in its own messages (Config.load(): `Error loading ASGI app.
    // Could not import module "…".`, `Attribute "app" not found in module "…".`): one of llama-cpp-python's server package is that
    // server (`uvicorn llama_cpp.server.app:…`, abetlen/llama-cpp-python#1143).
    { needle: 'module "llama_cpp.server', pattern: /\bError loading ASGI app\. .*\bmodule "llama_cpp\.server(?:\.\w+)*"/ },
    ...LLAMAFILE_GPU_MODULE,
    // src/llama-context.cpp's decode when the batch finds no room in the KV cache (`decode: failed to find KV cache slot for
    // ubatch of size 454`, since 2025-06 `… a memory slot for batch of size 1024`) and the public llama_decode's report of any
    // failed decode (`llama_decode: failed to decode, ret = 1`): llama.cpp's own words, whatever program links it (llama-server,
    // KoboldCpp, llama-cpp-python).
    { needle: 'failed to', pattern: /^(?:decode: failed to find (?:KV cache|a memory) slot for u?batch of size \d+|llama_decode: failed to decode, ret = -?\d+)$/ },
    // The same decode given a context with no memory (an encoder-only embedding model): it warns and runs encode() instead, and
    // the request goes on (`decode: cannot decode batches with this context (use llama_encode() instead)`, at WARN until 2025-06,
    // later at DEBUG as `(calling encode() instead)`): llama.cpp's words, printed once per embedding request, not a failure.
    // src/llama-grammar.cpp's llama_grammar_accept_token throws `Unexpected empty grammar stack after accepting piece: <piece>`
    // when a sampled token leaves the request's grammar no stack; uncaught on the server's loop, libstdc++ prints it as the
    // `what():` of its terminate report: llama.cpp's own words, whatever else the paste kept. The piece is the sampled token's
    // text, put after `piece: ` as it is: a whitespace token (`\n\n`, Qwen's 271; ` {"`) leaves the line ending at the colon or
    // the piece's first visible character after more spaces, the rest (` (271)`) on the next line (ikawrakow/ik_llama.cpp#1338).
    { needle: 'Unexpected empty grammar stack', pattern: /^\s*(?:what\(\): +)?Unexpected empty grammar stack after accepting piece:(?: +\S| *$)/ },
    { needle: 'cannot decode batches with this context', pattern: /^decode: cannot decode batches with this context \((?:use llama_encode\(\)|calling encode\(\)) instead\)$/ },
    // KoboldCpp (a llama.cpp fork run from its own Python server) reports each prompt's progress in its own words, with the
    // batch kind (`Processing Prompt [BLAS] (454 / 454 tokens)`, `[BATCH]`; none for a prompt of a few tokens).
    { needle: 'Processing Prompt ', pattern: /^Processing Prompt (?:\[\w+\] )?\(\d+ \/ \d+ tokens\)/ },
    // KoboldCpp's launcher (koboldcpp.py) greets each start with its banner (`***`, `Welcome to KoboldCpp - Version 1.93`) and
    // then loads its llama.cpp build as a library named for the backend (`Initializing dynamic library: koboldcpp_cublas.so`,
    // `koboldcpp_default.dll`, `koboldcpp_vulkan.so`…): its own words, before any llama.cpp line.
    KOBOLDCPP_BANNER,
    { needle: 'Initializing dynamic library: koboldcpp_', pattern: /^Initializing dynamic library: koboldcpp_\w+\.(?:so|dll|dylib)$/ },
    // A frame of that launcher in a Python traceback (`File "koboldcpp.py", line 8501, in kcpp_main_process`; a path before the
    // name when run from source): the process is KoboldCpp, whatever the traceback ends in (an access violation its ctypes call
    // into the llama.cpp library raised while loading, YellowRoseCx/koboldcpp-rocm#152).
    { needle: 'koboldcpp.py', pattern: /^\s*File "(?:.*[/\\])?koboldcpp\.py", line \d+, in / },
    // macOS's crash report names the program that died in its header: `Process:               llama-box [17535]` (GPUStack's
    // llama.cpp server, per platform `llama-box-darwin-amd64-metal`), `llama-server`.
    { needle: 'Process:', pattern: /^Process: +(?:llama-server|llama-box(?:-[\w-]+)?) \[\d+\]$/ },
    // A pasted terminal's command line: `$ ./llama-server -m model.gguf`, `$ llamafile -m model.gguf --gpu NVIDIA`, GPUStack's
    // llama.cpp server `llama-box` run by hand; a Python venv's activate script puts `(<venv>) ` before the prompt. Before its
    // rename (June 2024) the server's binary was a bare `server`, so images and wrappers installed it under a llama name of
    // their own: `llamacpp-server` (ggml-org/llama.cpp#6723), `llama-cpp-server` (ggml-org/llama.cpp#12597's wrapper) — a
    // `llama…-server` program, as the loader and assert rules above take `llama…` for the server's binary.
    { needle: 'llama', pattern: /^(?:\([\w.-]+\) )?(?:\S*[$#] +)(?:\S*\/)?(?:llama[\w.]*(?:-[\w.]+)*?-server|llamafile|llama-box)(?: |$)/ },
    // The same command line pasted without its prompt: the binary first, then its flags, or a shell's ` \` that continues the
    // command on the next line (`./LLM/llama.cpp/llama-server \`, then `-m … \`; ggml-org/llama.cpp#10152).
    { needle: 'llama-server', pattern: /^(?:\S*[/\\])?llama-server(?:\.exe)?(?: +--?[a-z]| +\\$)/ },
    ...GGML_FAILURE_LINES,
    LD_SO_FAILED,
    DYLD_FAILED,
    ANDROID_LINKER_FAILED,
    C_ASSERT_FAILED,
    // The shell's notice of the server's death names its command: `zsh: segmentation fault  llama-server -hf …`,
    // zsh's job notice `[1]    130838 IOT instruction (core dumped)  ./build/bin/llama-server …`.
    { needle: 'llama-server', pattern: /^(?:zsh: [a-zA-Z ]+?|\[\d+\] +(?:[+-] +)?\d+ [a-zA-Z ]+?(?: \(core dumped\))?) +(?:\S*\/)?llama-server(?: |$)/ },
    // A gdb frame (ggml_print_backtrace attaches gdb) in llama.cpp's own code: `#10 0x… in server_context::load_model(common_params const&) ()`.
    // The server's own loop (server_queue::start_loop, server_response) and its main (`llama_server(int, char**)` since the
    // server became libllama-server-impl) show in the main thread's frames whatever thread aborted.
    { needle: ' in ', pattern: /^#\d+ +0x[0-9a-f]+ in (?:(?:server_context|server_queue|server_response|llama_context|llama_model_loader)::\w+|llama_server|llama_decode|common_init_from_params|ggml_backend_\w+) ?\(/ },
    // The same frame in Cosmopolitan's crash report (llamafile's server, built with cosmocc), as its arm64 backtrace prints it:
    // ` 000000016b7b5790 fp 100000669c8 lr llama_server_context::send_embedding(llama_client_slot&)+1508` (mozilla-ai/llamafile#404):
    // the server's own classes, the 2024 server's names and today's.
    { needle: ' lr ', pattern: /^ ?[0-9a-f]+ fp [0-9a-f]+ lr (?:llama_server_context|llama_server_queue|server_context|server_queue)::\w+\(/ },
  ],
  prefix: llamacppPrefix,
  returnedFailures: LLAMACPP_RETURNED_FAILURES,
  // ggml_print_backtrace runs gdb on getpid(), so gdb's `[Inferior 1 (process N) detached]` names the aborting process itself; a
  // script's job report (bash: `./test.sh: line 30:  9396 Segmentation fault: 11  "${LLAMAFILE}" …`, macOS adding the signal's
  // number) names the command it ran and saw die (mozilla-ai/llamafile#404, ggml-org/llama.cpp#7427).
  crashPid: [
    /^\[Inferior \d+ \(process (\d+)\) detached\]$/,
    /^\S+: line \d+: +(\d+) (?:Aborted|Abort trap|Segmentation fault|Bus error|Illegal instruction|Floating point exception|Killed)(?:: \d+)?(?: +\(core dumped\))? +\S/,
  ],
  identifiers: ['llama-server', 'llamafile'],
  phases: [...LLAMACPP_PHASES, SERVED, BOX_RESPONSE, TASK_ERROR, BATCH_RETRY, SLOT_TASK, SLOT_TASK_2023, TASK_ERROR_2023, SLOT_TASK_2024, SLOTS_IDLE, MEDIA_CHUNK, CHAT_PARSE, CHAT_UNPARSED, STREAM_SESSION, UPDATE_SLOTS_FRAME, DRAFT_CANDIDATE, PYTHON_SERVER_UP, PYTHON_SERVER_REQUEST],
  // `--fit` (on by default in recent builds) creates a context without weights to measure memory; it ends with its verdict or
  // the time it took (a trace line in newer builds, so a dry run that succeeded quietly may show no end at all).
  rehearsal: {
    begin: { needle: 'fitting params to device memory', pattern: /^(?:common_init_\w*|llama_params_fit\w*): fitting params to device memory\b/ },
    end: {
      needle: ' fit',
      pattern: /^(?:common_fit_params|llama_params_fit|common_params_fit\w*): (?:successfully fit params|failed to fit params|(?:encountered an|unexpected) error while trying to fit params|fitting params to free memory took)\b/,
    },
    // The fit catches what its trial load threw (`encountered an error while trying to fit params …: failed to load model`) and
    // the start goes on to the real load (llama.cpp#22592, scrya-com/rotorquant#9): the trial's failure is no end of the process.
    trial: true,
  },
  // KoboldCpp (gpttype_adapter.cpp's speculative_decoding_setup) loads the `--draftmodel` after the main model, announcing it
  // (`Attempting to load draft model for speculative decoding. …`); when llama.cpp's loader fails on it, it prints `Error: failed
  // to load speculative decoding draft model '…'` and `Speculative Decoding will not be used!` and returns: the load goes on
  // with the main model alone (its warm-up, `Load Text Model OK: True`). llama-server announces no draft so and fails on one.
  dropped: [
    {
      begin: { needle: 'Attempting to load draft model', pattern: /^Attempting to load draft model for speculative decoding\b/ },
      end: { needle: 'Speculative Decoding will not be used!', pattern: /^Speculative Decoding will not be used!$/ },
    },
  ],
  // tools/mtmd's clip.cpp warms the vision projector up once it is loaded (`warmup: warmup with image size = 1472 x 1472`): it
  // reserves the encoder's compute buffers for that image and ignores what ggml_backend_sched_reserve returns, logs the graph
  // (`alloc_compute_meta: graph splits = 1, nodes = 853`) and goes on; the server loads on and serves (llama.cpp#18181). So an
  // allocation failure between the warm-up line and that report is the trial's, no cause; one before the projector's loader
  // or after the report is the run's own.
  probe: {
    request: [
      { needle: 'clip_model_loader: ', pattern: /^clip_model_loader: / },
      { needle: 'warmup with image size', pattern: /^warmup: warmup with image size = \d+ x \d+$/ },
      { needle: '_compute_meta: graph splits', pattern: /^(?:alloc|reserve)_compute_meta: graph splits = \d+, nodes = \d+$/ },
    ],
    step: [{ needle: 'warmup with image size', pattern: /^warmup: warmup with image size = \d+ x \d+$/ }],
    failures: [
      { needle: 'failed: out of memory', pattern: /\b(?:cudaMalloc|hipMalloc) failed: out of memory\b/ },
      { needle: 'failed to allocate', pattern: /\bfailed to allocate (?:\S+ )?buffer\b/ },
      { needle: 'ggml_vulkan: ', pattern: /^ggml_vulkan: Device memory allocation of size \d+ failed/ },
    ],
  },
  startup: [
    // One start can print several of these (common's `system info:` and the server's `system_info:`): one rule each.
    // The first line of each generation of the server proves the spawn: `main: build =` (2023), `build info` (the
    // old server's own), `build: N (hash) with` (2024–25), the verbosity notice of common/log (2026).
    { needle: 'build', pattern: /^main: build = \d+ \([0-9a-f]+\)/, spawn: true },
    { needle: 'build info', pattern: /^build info(?: \||$)/, spawn: true },
    { needle: 'build', pattern: /^build: \d+ \([0-9a-f]+\) with /, spawn: true },
    { needle: 'verbosity = ', pattern: /^(?:common_param: common_params_print_info|log_info): verbosity = \d+/, spawn: true },
    // Printed while common_params_parse() reads the command line, before anything loads: a process starting. Once per variable
    // in a process, so the variable keys it.
    { ...ARG_ENV_OVERRIDDEN, spawn: true },
    { needle: 'system info', pattern: /^system info: n_threads = \d+, / },
    // The server before 2024-10: main() logs `system info` right after `build info`, before it loads anything (its
    // LOG_INFO("build info", …); LOG_INFO("system info", …)): a paste that lost the first line still shows the start.
    { needle: 'system info', pattern: /^system info(?: \||$)/, spawn: true },
    // llama-box (GPUStack's llama.cpp server) prints its argv after an empty line as it starts (`arguments  : …/llama-box …`,
    // then version, compiler, target), before any backend or model work; its RPC server (`llama-box-rpc-server`) alike.
    { needle: 'arguments  : ', pattern: /^arguments  : \S*llama-box[\w.-]*(?: |$)/, spawn: true },
    // KoboldCpp's banner, the first line of its launcher's every start.
    { ...KOBOLDCPP_BANNER, spawn: true },
    // ggml's dynamic backends load as a process starts (the docker images' first lines); the CPU one is always there. A child's
    // (Ollama's runner, a router's model instance) prints it too, so it proves a start without splitting the server's run. Not
    // once per process: common_params_parser_init() calls ggml_backend_load_all() each time it runs, and a router parses its
    // own arguments and each preset source with it (llama.cpp#21747), so a repeat is a new process only after the run's end.
    { needle: 'load_backend', pattern: /^load_backend: loaded CPU backend from /, afterEnd: true },
    // glibc's loader, when it cannot start llama.cpp's own binary, prints its error as that exec's only output and exits 127
    // before main() (rtld's _dl_signal_error → _exit(127)): the line is a process's first as well as its last. One process never
    // prints it twice, so each is one run, as in a restarted container's log, which keeps every run's output (llama.cpp#23522).
    { needle: LD_SO_FAILED.needle, pattern: LD_SO_FAILED.pattern, spawn: true },
    { needle: 'system_info', pattern: /^system_info: n_threads = \d+ \(/ },
  ],
  ends: [
    ...LLAMACPP_DEATHS,
    // Only llama.cpp's forks and builds print these (Ollama's runner is neither ik_llama.cpp nor a Cosmopolitan binary).
    { ...IK_NAN_CHECK, outcome: 'failed' },
    { ...TOOL_ABORT, outcome: 'failed' },
    { ...COSMO_UNCAUGHT, outcome: 'failed' },
    // Tabby's supervisor reports its llama-server child's end (crates/llama-cpp-server/src/supervisor.rs); -1 is a signal's.
    { needle: 'exited with status code', pattern: /\bllama-server (?:<[\w.-]+> )?exited with status code -?[1-9]\d*/, outcome: 'failed' },
    { needle: 'exiting due to model loading error', pattern: /exiting due to model loading error/, outcome: 'failed' },
    { ...KOBOLDCPP_LOAD_EXIT, outcome: 'failed' },
    // The dynamic loader could not start llama-server (or rpc-server) itself, a library it links missing: ld.so exits 127 before
    // main(). Only llama.cpp's own binaries: a helper's or a child's (Ollama's runner) failed exec is not this process's end.
    LD_SO_FAILED,
    DYLD_FAILED,
    ANDROID_LINKER_FAILED,
    C_ASSERT_FAILED,
    // A router's model instance, ready, tells the router so; when it cannot reach it, it logs why and calls exit(1).
    { needle: 'failed to notify router server', pattern: /^setup_child_: failed to notify router server: /, outcome: 'failed' },
    // Jan's llama.cpp backend raises LLAMA_CPP_PROCESS_ERROR when the llama-server it spawned exits (its stderr classified
    // by LlamacppError::from_stderr / from_exit_status, the generic message when nothing matched); its error report puts the
    // code and message first, the dead process's captured stderr under `Details:`: the end of the run printed below it.
    { needle: 'LLAMA_CPP_PROCESS_ERROR: ', pattern: /^LLAMA_CPP_PROCESS_ERROR: The model process (?:encountered an unexpected error|crashed unexpectedly)\b/, outcome: 'failed', above: true },
    // Before that code (Jan 0.6, 2025), the plugin's load waited for the spawned llama-server's ready line and, when the child
    // exited first, returned `LlamacppError(format!("Process exited with code {:?}\n\nStderr:\n{}", status, stderr))` (or
    // `Process exited unexpectedly` on a clean exit); the extension rethrows it as `Failed to load llama-server: llamacpp error: …`.
    // Same shape: the dead run's stderr is quoted below the line that ends it.
    { needle: 'llamacpp error: Process exited ', pattern: /^(?:Failed to load llama-server: )?llamacpp error: Process exited (?:with code \S|unexpectedly$)/, outcome: 'failed', above: true },
    // The same plugin also read the child's stderr while it waited: the first line holding `error`, `failed`, `fatal`, `CUDA
    // error` or `out of memory` went to its error channel, the wait loop killed the child (`child.kill()`) and returned
    // `LlamacppError(format!("Error: {}\n\nFull stderr:\n{}", error_msg, stderr_output))` (commands.rs, load_llama_model):
    // Jan ended that run itself, the lifted line is why, and the captured stderr is quoted below it (janhq/jan#6038).
    { needle: 'llamacpp error: Error: ', pattern: /^(?:Failed to load llama-server: )?llamacpp error: Error: \S/, outcome: 'failed', above: true },
    // load_model() returning false: main() cleans up (`cleaning up before exit...`), logs `exiting due to model loading
    // error` and returns 1; a router's model instance exits the same way. Nothing retries the load.
    { needle: 'load_model: failed to ', pattern: /^load_model: failed to (?:load model|create context|load multimodal model)\b/, outcome: 'failed' },
    // The abort line after it may be lost with the paste, or printed first (stderr is unbuffered, the log thread is not).
    { ...DEVICE_LINE, outcome: 'failed' },
    { ...GGML_CUDA_ERROR_FIRST, outcome: 'failed' },
    { ...GGML_CANN_ERROR_FIRST, outcome: 'failed' },
    GGML_BACKTRACE_END,
    GDB_DETACHED_END,
    // common_params_parse() prints the bad flag and returns false; main() returns 1 before anything loads.
    { needle: 'argument', pattern: /^error: (?:invalid|unknown) argument: /, outcome: 'failed' },
    { needle: 'error while handling argument', pattern: ARG_HANDLER_ERROR, outcome: 'failed' },
    // llama_model_load() logs why the load failed and returns -1: the loader's summary and the server's exit follow, never a retry.
    { needle: 'error loading model', pattern: /^llama_model_load: error loading model: \S/, outcome: 'failed' },
    // gguf_init_from_file_impl (ggml/src/gguf.cpp) logs what it found wrong in the file's tensor table (an unknown type, a bad
    // shape, a duplicate name, an offset out of place), then `failed to read tensor info` (or `… tensor data`), frees its context
    // and returns null; the model loader throws on it (`llama_model_loader: failed to load model from …`, llama.cpp#11975) and
    // the load is over, with no retry: the give-up line ends the run when a paste stops there.
    { needle: 'gguf_init_from_file', pattern: /^gguf_init_from_file(?:_impl)?: failed to read tensor (?:info|data)$/, outcome: 'failed' },
    // Printed just before ggml-vulkan throws on a device whose shared memory is too small: the load fails on it, and the server
    // exits, whether or not the loader's line about it follows in the excerpt.
    { ...VK_SHMEM_TOO_SMALL, outcome: 'failed' },
    // The GGML-era loader (2023-03 to 2023-08) checked the file's magic and version first: `llama_model_load: invalid model file
    // '<file>' (too old, regenerate your model files!)`, `(bad magic)`, `(unsupported format version N, expected M)`, then
    // returned false; llama_init_from_file gave up (`failed to load model`) and the program with it (main() returned 1).
    { needle: 'invalid model file', pattern: /^llama_model_load: invalid model file (?:'.*' )?\((?:too old\b|bad magic|unsupported format version\b)/, outcome: 'failed' },
    // The same error shown without the loader's prefix by the program that ran the load (LM Studio's `Failed to load model`).
    { ...LOADER_STAGE_ERROR, outcome: 'failed' },
    // The server before 2024-10 returned from main() right after logging this (llamafile's as `main: error: …`).
    { needle: 'unable to load model', pattern: /^(?:main: (?:error: )?)?unable to load model(?: \||$)/, outcome: 'failed' },
    // ik_llama.cpp's server (that format still) sets up its slots and speculative contexts once the model is loaded; when that
    // throws, main() logs ` ERR [ main] server init failed | … error="MTP speculative context initialization failed"` with the
    // exception's text and returns 1: no slot exists, nothing serves.
    { needle: 'server init failed', pattern: /^server init failed(?: \||$)/, outcome: 'failed' },
    // main() returns 1 right after it cannot bind its port.
    { needle: 'bind HTTP server socket', pattern: /couldn't bind HTTP server socket/, outcome: 'failed' },
    // rpc-server: ggml_backend_rpc_start_server() returns when it cannot listen on its endpoint (the port taken), and main()
    // frees the backend and returns.
    { needle: 'Failed to create server socket', pattern: /^Failed to create server socket$/, outcome: 'failed' },
    // Its accept loop returns the same way when accept() fails.
    { needle: 'Failed to accept client connection', pattern: /^Failed to accept client connection$/, outcome: 'failed' },
    // glibc's malloc_printerr prints the corruption it found, then calls abort(): in llama-server's one process, the server's
    // death (Triton's Python stubs and Ollama's runner print it too, as children whose death the parent reports itself).
    { needle: 'double free or corruption', pattern: /^double free or corruption \((?:out|top|!prev|fasttop)\)$/, outcome: 'failed' },
    { needle: '(): ', pattern: /^(?:free\(\): (?:invalid (?:pointer|size|next size \((?:fast|normal)\))|double free detected in tcache 2)|munmap_chunk\(\): invalid pointer)$/, outcome: 'failed' },
    // llama_context reserves its compute buffers once with pipeline parallelism (several GPUs) and, when that allocation fails,
    // logs `retrying without pipeline parallelism` and reserves once more; failing again it throws `failed to allocate compute
    // pp buffers` (llama-context.cpp sched_reserve) and the load fails. So after the retry line the same failure is the end.
    { needle: 'failed to allocate compute buffers', pattern: /^graph_reserve: failed to allocate compute buffers$/, outcome: 'failed', after: { needle: 'retrying without pipeline', pattern: /compute buffer allocation failed, retrying without pipeline parallelism$/ } },
    { needle: 'cleaning up before exit', pattern: /cleaning up before exit/, outcome: 'stopped' },
  ],
  wrappers: [
    /exiting due to model loading error/,
    /unable to load model\b/,
    /exception loading model\b/,
    // The server's advice after a chat template it could not parse (the error itself is on the line before).
    /\bplease consider disabling jinja via --no-jinja\b/,
    /\bfailed to create (?:draft )?context\b/,
    // The MTP draft's: load_model's `if (ctx_dft == nullptr) { SRV_ERR("failed to create MTP context"); return false; }` (and
    // common_speculative_init_result's same words) only say llama_init_from_model returned no context; it logged why above
    // (`context type MTP requested but model doesn't contain MTP layers`, `failed to initialize the context: …`, a cudaMalloc).
    /\bfailed to create MTP context$/,
    // The context's constructor handed no model (a program that went on after its load failed): it says only that the load above failed.
    /^(?:llama_new_context_with_model|llama_init_from_model): model cannot be NULL$/,
    // Its text after the colon is the exception's: a pointer above when that is itself a `failed to …`, else the cause.
    /\bfailed to initialize the context(?::? *$|: failed to )/,
    /\bFailed to load CLIP model from\b/,
    /\bfailed to load multimodal model\b/,
    /\bllama_kv_cache_init\(\) failed\b/,
    /\.(?:cu|cuh|cpp|hpp):\d+: (?:CUDA|ROCm|HIP|SYCL|MUSA|CANN|Vulkan) error$/,
    /^ggml_cuda_compute_forward: \S+ failed$/,
    /^\[INFO\] Request \S+ "[A-Z]+ [^"]*" 50[234] /,
  ],
  causes: [
    ...LLAMACPP_CAUSES,
    // gdb's frame of ggml_cuda_error in ggml's backtrace says a CUDA/ROCm call failed, when the error's own line was lost.
    { needle: 'ggml_cuda_error', pattern: /^#\d+ +0x[0-9a-f]+ in ggml_cuda_error\(/ },
    COLD_PATH_FRAME,
    TOOL_ABORT,
    // The abort line after it says only `Fatal error`: the check's own line names what was found.
    IK_NAN_CHECK,
    COSMO_UNCAUGHT,
    ROUTER_INSTANCE_FORCE_KILLED,
    ROUTER_INSTANCE_EXITED,
    // KoboldCpp's own adapters (its image, speech and upscaler loaders) name their failures `Error: KCPP …` (sdtype_adapter.cpp:
    // `Error: KCPP SD Failed to create context!`, `Error: KCPP failed to load upscaler!`) before the launcher's verdict.
    KOBOLDCPP_ADAPTER_ERROR,
  ],
  lasting: LLAMACPP_LASTING,
  childDeaths: [ROUTER_INSTANCE_EXITED],
  // gdb's detach line only says the abort is next: the shell's or systemd's word on the signal, after it, names more.
  bareEnds: [ROUTER_INSTANCE_EXITED, GDB_DETACHED_END, COLD_PATH_FRAME],
  samples: [
    { line: '  File "/app/llama_cpp/server/__main__.py", line 46, in <module>', source: 'getumbrel/llama-gpt#4', detect: true },
    { line: 'INFO:     Uvicorn running on http://localhost:8000 (Press CTRL+C to quit)', source: 'abetlen/llama-cpp-python#887', phase: 'ready' },
    { line: '  File "/venv/lib/python3.12/site-packages/llama_cpp/server/errors.py", line 171, in custom_route_handler', source: '3x3cut0r/docker#16', detect: true, phase: 'ready' },
    { line: 'api-1  | 6:10PM DBG Loading GRPC Process: /tmp/localai/backend_data/backend-assets/grpc/llama-cpp-avx2', source: 'mudler/LocalAI#2394', detect: true },
    { line: 'WARN llama_cpp_server::supervisor: crates/llama-cpp-server/src/supervisor.rs:88: llama-server exited with status code 127, restarting...', source: 'TabbyML/tabby#2507', detect: true, end: 'failed' },
    { line: 'build: 3923 (becfd387) with MSVC 19.29.30154.0 for x64', source: 'neavo/OneClickLLAMA#10', detect: true, startup: true },
    { line: 'srv  setup_child_: failed to notify router server: Failed to read connection', source: 'ggml-org/llama.cpp#18131', end: 'failed' },
    { line: 'system_info: n_threads = 14 (n_threads_batch = 14) / 20 | AVX = 1 | AVX_VNNI = 0 | AVX2 = 1 | AVX512 = 0 | AVX512_VBMI = 0 | AVX512_VNNI = 0 | AVX512_BF16 = 0 | FMA = 1 | NEON = 0 | SVE = 0 | ARM_FMA = 0 | F16C = 1 | FP16_VA = 0 | RISCV_VECT = 0 | WASM_SIMD = 0 | BLAS = 1 | SSE3 = 1 | SSSE3 = 1 | VSX = 0 | MATMUL_INT8 = 0 | LLAMAFILE = 1 |', source: 'neavo/OneClickLLAMA#10', startup: true },
    { line: "main: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080", source: 'neavo/OneClickLLAMA#10', detect: true, end: 'failed', cause: true },
    { line: 'main: binding port with default address family', source: 'PiDanShouRouZhouXD/Sakura_Launcher_GUI#71', detect: true },
    { line: 'start: setting address family to AF_UNIX', source: 'mozilla-ai/llamafile#971', detect: true },
    { line: "common_chat_templates_init: failed to parse chat template (defaulting to chatml): Expected closing block tag at row 19, column 49:", source: 'speakleash/bielik-tools#5', detect: true },
    { line: 'Failed to create server socket', source: 'ggml-org/llama.cpp#7293', end: 'failed', cause: true },
    { line: 'ggml_cuda_init: found 2 CUDA devices:', source: 'ollama/ollama#3711', detect: true, phase: 'init' },
    { line: 'import_cuda_impl: initializing gpu module...', source: 'mozilla-ai/llamafile#531', detect: true },
    { line: 'warning: no usable GPU found, --gpu-layers option will be ignored', source: 'ggml-org/llama.cpp#27923', detect: true },
    { line: 'link_cuda_dso: warning: libamdhip64.so.6: cannot open shared object file: No such file or directory: failed to load library', source: 'mozilla-ai/llamafile#531', detect: true },
    { line: 'request: POST /v1/chat/completions 127.0.0.1 200', source: 'ggml-org/llama.cpp#10054', phase: 'ready' },
    { line: 'srv  log_server_r: done request: POST /completion 127.0.0.1 200', source: 'ggml-org/llama.cpp#21512', phase: 'ready' },
    { line: 'update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 128', source: 'ollama/ollama#2048', phase: 'ready' },
    { line: 'srv  log_server_r: request: POST /v1/embeddings 10.2.0.132 200', source: 'ggml-org/llama.cpp#13688', phase: 'ready' },
    { line: 'srv  update_chat_: Parsing chat message: {"tool_call": {"name": "puppeteer_screenshot", "arguments": {"name": "servethehome_homepage",', source: 'ggml-org/llama.cpp#12379', detect: true, phase: 'ready' },
    // While loading: 503 for everything but the model lists, which answer 200 before the model is up.
    { line: 'srv  log_server_r: request: GET /health 127.0.0.1 503', source: 'mostlygeek/llama-swap#57' },
    { line: '3.00.839.030 I srv  stream_sessi: conv_id=5ubuwzeyjnc (empty=0)', source: 'ggml-org/llama.cpp#22105', detect: true, phase: 'ready' },
    { line: "0.00.231.597 I srv    load_model: loading model '/media/hero/Data/gguf/Qwen3-Coder-30B-A3B-Instruct-UD-Q4_K_XL.gguf'", source: 'ggml-org/llama.cpp#26188', detect: true, phase: 'loading_weights' },
    { line: 'llama_model_loader: loaded meta data with 34 key-value pairs and 389 tensors from /root/.ollama/models/blobs/sha256-8c625c9569c3c799f5f9595b5a141f91d224233055608189d66746347c14e613 (version GGUF V3 (latest))', source: 'ollama/ollama#9535', detect: true, phase: 'loading_weights' },
    { line: 'load_tensors: offloaded 62/62 layers to GPU', source: 'ollama/ollama#9782', detect: true, phase: 'loading_weights' },
    { line: 'llama_new_context_with_model: n_ctx      = 2048', source: 'ggml-org/llama.cpp#5930', detect: true, phase: 'weights_loaded' },
    { line: 'llama_kv_cache_init:      CUDA0 KV buffer size =   896.00 MiB', source: 'ggml-org/llama.cpp#5930', detect: true, phase: 'kv_cache' },
    { line: 'llama_new_context_with_model: KV self size  =  896.00 MiB, K (f16):  448.00 MiB, V (f16):  448.00 MiB', source: 'ggml-org/llama.cpp#5930', detect: true, phase: 'kv_cache' },
    { line: '0.13.127.894 W llama_context: n_ctx_seq (131072) < n_ctx_train (262144) -- the full capacity of the model will not be utilized', source: 'ggml-org/llama.cpp#23281', detect: true, phase: 'weights_loaded' },
    { line: 'llm_load_tensors:        CPU buffer size =  4437.80 MiB', source: 'ollama/ollama#4912', detect: true, phase: 'loading_weights' },
    // Raised in a header, and wrapped by the paste before its condition ended.
    { line: 'ik_llama.cpp/ggml/src/./iqk/fa/iqk_fa_templates.h:1175: GGML_ASSERT(S', source: 'ikawrakow/ik_llama.cpp#1910', detect: true, end: 'failed' },
    { line: 'Oops(ggml_compute_forward_sum_rows_f32, ffn_moe_weights_sum-19): found -nan for i1 = 0, i2 = 0, i3 = 0. ne00 = 256', source: 'ikawrakow/ik_llama.cpp#805', detect: true, end: 'failed', cause: true },
    { line: '$ llamafile -m qwen2.5-coder-7b-instruct-q8_0.gguf --gpu NVIDIA', source: 'mozilla-ai/llamafile#700', detect: true },
    { line: 'error: Uncaught SIGSEGV (SEGV_MAPERR) at 0x328 on legion pid 249503 tid 249511', source: 'mozilla-ai/llamafile#700', end: 'failed', cause: true },
    { line: 'src/llama.cpp:3504: GGML_ASSERT(cell.has_seq_id(seq_id)) failed', source: 'ggml-org/llama.cpp#9170', detect: true, end: 'failed', cause: true },
    { line: "llama-server: /var/tmp/portage/sci-misc/llama-cpp-0_pre8641/work/llama.cpp-b8641/src/llama-sampler.cpp:1094: void llama_sampler_dist_apply(llama_sampler*, llama_token_data_array*): Assertion `found' failed.", source: 'ggml-org/llama.cpp#21512', detect: true, end: 'failed', cause: true },
    { line: 'zsh: abort      ./run-server-glm', source: 'ggml-org/llama.cpp#21512', end: 'failed' },
    { line: 'May 15 08:57:36 red kernel: llama-server[80906]: segfault at 204803fe0 ip 00007f00399189d7 sp 00007ffc4a6104f0 error 4 in libcuda.so.575.51.03[7f00395c5000+e97000] likely on CPU 11 (core 11, socket 0)', source: 'ikawrakow/ik_llama.cpp#425', end: 'failed' },
    { line: '{"timestamp":1698069462,"level":"ERROR","function":"load_model","line":558,"message":"unable to load model","model":"models/7B/ggml-model-f16.gguf"}', source: 'ggml-org/llama.cpp#3744', detect: true, end: 'failed', wrapper: true },
    { line: 'llama_init_from_gpt_params: error: failed to load model \'phixtral-4x2_8odd.Q8_0.gguf\'', source: 'mozilla-ai/llamafile#399', end: 'failed' },
    { line: "llama_model_load: error loading model: check_tensor_dims: tensor 'blk.0.ffn_down.weight' not found", source: 'mozilla-ai/llamafile#399', detect: true, end: 'failed', cause: true },
    { line: "llama_model_load: invalid model file '/model.bin' (too old, regenerate your model files!)", source: 'mudler/LocalAI#3', detect: true, end: 'failed' },
    { line: 'system info: n_threads = 32, n_threads_batch = 32, total_threads = 64', source: 'containers/ramalama#1354', startup: true },
    { line: "0.10.692.118 E cmn  common_init_: failed to create context with model '/home/phm/ggufs/DeepSeek-V4-Flash.gguf'", source: 'ggml-org/llama.cpp#25868', wrapper: true },
    { line: '0.10.692.115 E llama_init_from_model: V cache quantization requires flash_attn', source: 'ggml-org/llama.cpp#25868', detect: true, phase: 'weights_loaded', cause: true },
    { line: 'llama_init_from_model: n_batch and n_ubatch cannot both be zero', source: 'ikawrakow/ik_llama.cpp#2173', detect: true, phase: 'weights_loaded', cause: true },
    { line: ' ERR [                    main] server init failed | tid="140058534156608" timestamp=1784864033 error="MTP speculative context initialization failed"', source: 'ikawrakow/ik_llama.cpp#2173', detect: true, end: 'failed' },
    { line: '0.10.692.156 Segmentation fault (core dumped)', source: 'ggml-org/llama.cpp#25868', end: 'failed' },
    { line: 'llama_kv_cache_init: failed to allocate buffer for kv cache', source: 'khoj-ai/khoj#1127', detect: true, cause: true },
    { line: 'llama_new_context_with_model: llama_kv_cache_init() failed for self-attention cache', source: 'khoj-ai/khoj#1127', detect: true, phase: 'weights_loaded', wrapper: true },
    { line: '0.00.154.275 I cmn  common_param: common_params_print_info: verbosity = 3 (adjust with the `-lv N` CLI arg)', source: 'ggml-org/llama.cpp#26188', detect: true, startup: true },
    { line: '0.00.070.973 I log_info: verbosity = 3 (adjust with the `-lv N` CLI arg)', source: 'TheTom/llama-cpp-turboquant#179', detect: true, startup: true },
    { line: 'main: HTTP server is listening, hostname: 0.0.0.0, port: 8080, http threads: 63', source: 'containers/ramalama#1354', detect: true },
    { line: '[DEBUG] <qwen-coder-14B-FIM> cmd.Wait() returned error: signal: aborted (core dumped)', source: 'mostlygeek/llama-swap#155', end: 'failed' },
    { line: '[INFO] Request 10.0.1.135 "POST /upstream/qwen-coder-14B-FIM/infill HTTP/1.1" 502 41 "axios/1.8.4" 293.769421ms', source: 'mostlygeek/llama-swap#155', wrapper: true },
    { line: '[WARN] <qmd-rerank> ExitError >> exit status 1, exit code: 1', source: 'mostlygeek/llama-swap#770', end: 'failed' },
    { line: 'llama_kv_cache:      CUDA0 KV buffer size =  6039.50 MiB', source: 'LostRuins/koboldcpp#1821', detect: true, phase: 'kv_cache' },
    { line: '0.10.929.932 I srv  llama_server: model loaded', source: 'ggml-org/llama.cpp#26188', detect: true, phase: 'ready' },
    { line: '0.10.929.937 I srv  llama_server: listening on http://127.0.0.1:8080', source: 'ggml-org/llama.cpp#26188', detect: true, phase: 'ready' },
    { line: 'main: starting router server, no model will be loaded in this process', source: 'ggml-org/llama.cpp#16487', detect: true },
    { line: 'Accepted client connection, free_mem=8293859328, total_mem=8293859328', source: 'ggml-org/llama.cpp#11807', detect: true },
    { line: 'radv/amdgpu: Not enough memory for command submission.', source: 'janhq/jan#6009', cause: true },
    { line: 'dyld[18622]: Library not loaded: @rpath/libllama.dylib', source: 'ggml-org/llama.cpp#11083', cause: true },
    { line: 'CANNOT LINK EXECUTABLE "./server": cannot locate symbol "__emutls_get_address" referenced by "/data/data/com.termux/files/home/llama.cpp/server"...', source: 'termux/termux-packages#19292', detect: true, end: 'failed', cause: true },
    { line: '  Referenced from: <A6F705D2-0AC3-32BD-8CF2-3A55262E9195> /Users/liwenbo/Downloads/4409-llamacpp/bin/llama-server', source: 'ggml-org/llama.cpp#11083', detect: true, end: 'failed' },
    { line: 'warn: LLAMA_ARG_HOST environment variable is set, but will be overwritten by command line argument --host', source: 'noonghunna/club-3090#913', detect: true, startup: true },
    { line: 'srv    load_model: initializing slots, n_slots = 4', source: 'ggml-org/llama.cpp#22319', detect: true, phase: 'weights_loaded' },
    { line: 'main: router server is listening on http://127.0.0.1:8080', source: 'ggml-org/llama.cpp#16487', detect: true, phase: 'ready' },
    { line: 'main: server is listening on http://0.0.0.0:8080 - starting the main loop', source: 'containers/ramalama#753', detect: true, phase: 'ready' },
    { line: 'INFO [                    main] model loaded | tid="134791170093056" timestamp=1781180104', source: 'ikawrakow/ik_llama.cpp#1952', detect: true, phase: 'ready' },
    { line: 'slot launch_slot_: id  0 | task 0 | processing task', source: 'containers/ramalama#753', detect: true, phase: 'ready' },
    { line: 'slot      release: id  0 | task 307 | stop processing: n_tokens = 841, truncated = 0', source: 'ggml-org/llama.cpp#17316', detect: true, phase: 'ready' },
    { line: 'INFO [                          main] model loaded | tid="140308454092800" ts=1726414035', source: 'gpustack/gpustack#283', detect: true, phase: 'ready' },
    { line: 'INFO [      log_server_request] request | tid="0x368162a0aa00" timestamp=1725256058 remote_addr="127.0.0.1" remote_port=40365 status=503 method="GET" path="/" params={}', source: 'ggml-org/llama.cpp#9271', detect: true },
    { line: 'INFO [   launch_slot_with_task] slot is processing task | tid="139638925832192" timestamp=1747317449 id_slot=0 id_task=3', source: 'ikawrakow/ik_llama.cpp#425', detect: true, phase: 'ready' },
    { line: '{"function":"initialize","level":"INFO","line":433,"msg":"initializing slots","n_slots":1,"tid":"12388","timestamp":1709862836}', source: 'ggml-org/llama.cpp#5930', detect: true, phase: 'weights_loaded' },
    { line: 'ggml.c:1542: GGML_ASSERT(type >= 0 && type < GGML_TYPE_COUNT) failed', source: 'ollama/ollama#13325', detect: true, end: 'failed', cause: true },
    { line: 'GGML_ASSERT: C:\\Users\\jeff\\git\\ollama\\llm\\llama.cpp\\ggml-cuda.cu:244: !"CUDA error"', source: 'ggml-org/llama.cpp#5990', detect: true, end: 'failed', cause: true },
    { line: '/home/nux/dev/ik_llama.cpp/ggml/src/ggml-cuda.cu:110: CUDA error', source: 'ikawrakow/ik_llama.cpp#425', detect: true, end: 'failed', wrapper: true },
    { line: 'CUDA error: an illegal memory access was encountered', source: 'ikawrakow/ik_llama.cpp#425', cause: true, end: 'failed' },
    { line: '53.26.801.941 E CUDA error: an illegal memory access was encountered', source: 'ggml-org/llama.cpp#27749', cause: true, end: 'failed' },
    { line: '[56285] 0.54.236.075 E CUDA error: an illegal memory access was encountered', source: 'ggml-org/llama.cpp#27430', cause: true, end: 'failed' },
    { line: 'ggml_cuda_compute_forward: RMS_NORM failed', source: 'boneylizard/llama-cpp-python-cu128-gemma3#6', detect: true, wrapper: true },
    { line: 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 35533.34 MiB on device 0: cudaMalloc failed: out of memory', source: 'ollama/ollama#8447', cause: true },
    { line: 'alloc_tensor_range: failed to allocate CPU buffer of size 437944320', source: 'ollama/ollama#12634', cause: true },
    { line: 'llama_model_load: error loading model: unable to allocate CUDA0 buffer', source: 'ollama/ollama#8447', detect: true, end: 'failed', cause: true },
    { line: 'llama_model_load_from_file_impl: failed to load model', source: 'ollama/ollama#12634', detect: true, end: 'failed' },
    { line: 'llama_load_model_from_file: failed to load model', source: 'ggml-org/llama.cpp#3744', detect: true, end: 'failed' },
    { line: 'INFO [            update_slots] kv cache rm [p0, end) | tid="140478308075456" timestamp=1724599956 id_slot=0 id_task=90 p0=0', source: 'ggml-org/llama.cpp#9170', detect: true },
    { line: 'gguf_init_from_file: invalid magic number 67676a74', source: 'ggml-org/llama.cpp#3492', detect: true, cause: true },
    { line: 'main: build = 1330 (48edda3)', source: 'ggml-org/llama.cpp#3492', detect: true, startup: true },
    { line: './llama.cpp/llama-cli(+0x751b7b)[0x5c5553040b7b]', source: 'ggml-org/llama.cpp#13909' },
    { line: 'Aborted (core dumped)', source: 'ggml-org/llama.cpp#13909', end: 'failed' },
    { line: 'main: error: unable to load model', source: 'mozilla-ai/llamafile#541', end: 'failed', wrapper: true },
    { line: '$ ./llama-server -m model-CoT-Q4_K_M.gguf', source: 'ggml-org/llama.cpp#11819', detect: true },
    { line: 'ggml_init_cublas: found 1 CUDA devices:', source: 'ollama/ollama#3232', detect: true, phase: 'init' },
    { line: 'slot 0 is processing [task id: 0]', source: 'mozilla-ai/llamafile#39', detect: true, phase: 'ready' },
    { line: 'slot 0 is processing [task id: 8]', source: 'ggml-org/llama.cpp#4492', detect: true, phase: 'ready' },
    { line: "llama-server-bin: /home/runner/_work/llm.cpp/llm.cpp/llm.cpp/bigdl-core-xe/llama_backend/sdp_xmx_kernel.cpp:439: auto ggml_sycl_op_sdp_xmx_casual(fp16 *, float *, size_t, float, sycl::queue &)::(anonymous class)::operator()() const: Assertion `false' failed.", source: 'intel/ipex-llm#13225', detect: true, end: 'failed', cause: true },
    { line: '/llama-server: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory', source: 'mpazdzioch/llamacpp-webui-glue#4', detect: true, end: 'failed', cause: true, startup: true },
    { line: '/app/llama-server: error while loading shared libraries: libllama-common.so.0: cannot open shared object file: No such file or directory', source: 'noonghunna/club-3090#187', detect: true, end: 'failed', cause: true, startup: true },
    { line: '/app/rpc-server: error while loading shared libraries: libggml-cpu.so: cannot open shared object file: No such file or directory', source: 'EvilFreelancer/docker-llama.cpp-rpc#1', detect: true, end: 'failed', cause: true, startup: true },
    { line: 'SYCL error: CHECK_TRY_ERROR(dpct::gemm_batch( *main_stream, oneapi::mkl::transpose::trans, ne01, ne11, ne10, alpha, cu_data_type, ne01, ne23, cu_compute_type)): Meet error in this line code!', source: 'ggml-org/llama.cpp#9612', cause: true },
    { line: 'slot 0 : in cache: 0 tokens | to process: 53 tokens', source: 'mozilla-ai/llamafile#39', detect: true },
    { line: 'CUDA error 304 at /home/garcia/.llamafile/ggml-cuda.cu:6006: OS call failed or operation not supported on this OS', source: 'mozilla-ai/llamafile#39', detect: true, end: 'failed', cause: true },
    { line: '[46009] /home/llamacpp/llama.cpp-b9568/ggml/src/ggml-cuda/fattn.cu:579: fatal error', source: 'ggml-org/llama.cpp#24324', detect: true, end: 'failed' },
    { line: '[46009] /home/llamacpp/llama.cpp-b9568/build/bin/libggml-base.so.0(ggml_print_backtrace+0x1df) [0x7fbfdb553a3f]', source: 'ggml-org/llama.cpp#24324', detect: true, end: 'failed' },
    { line: 'current device: 0, in function ggml_backend_cuda_buffer_get_tensor at C:\\Users\\jeff\\git\\ollama\\llm\\llama.cpp\\ggml-cuda.cu:10939', source: 'ggml-org/llama.cpp#5991', detect: true, end: 'failed' },
    { line: 'opt/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:97: CUDA error', source: 'ZengboJamesWang/Qwen3.5-35B-A3B-openclaw-dgx-spark#3', detect: true, end: 'failed', wrapper: true },
    { line: '/home/amd/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:106: ROCm error', source: 'ROCm/legacy-rocm-build#6626', detect: true, end: 'failed', wrapper: true },
    { line: 'ggml_cuda.cu:648: HipVMM Failure: invalid argument', source: 'ggml-org/llama.cpp#26054', detect: true, end: 'failed' },
    { line: '[node-llama-cpp] ggml_metal_library_init_from_source: error compiling source', source: 'withcatai/node-llama-cpp#629', cause: true },
    { line: 'load_all_data: using async uploads for device Vulkan0, buffer type Vulkan0, backend Vulkan0', source: 'ggml-org/llama.cpp#18317', phase: 'loading_weights' },
    { line: '{"timestamp":1711089418,"level":"INFO","function":"server_cli","line":2457,"message":"build info","build":1500,"commit":"a30b324"}', source: 'mozilla-ai/llamafile#297', detect: true, startup: true },
    { line: 'llama server listening at http://127.0.0.1:8080', source: 'mozilla-ai/llamafile#297', detect: true },
    { line: 'clip_model_load: loaded meta data with 19 key-value pairs and 377 tensors from llava-v1.5-7b-mmproj-Q4_0.gguf', source: 'mozilla-ai/llamafile#297', detect: true, phase: 'loading_weights' },
    { line: 'ggml_vulkan: Requested buffer size exceeds device buffer size limit: ErrorOutOfDeviceMemory', source: 'ggml-org/llama.cpp#18160', detect: true, cause: true },
    { line: 'ggml_gallocr_reserve_n_impl: failed to allocate Vulkan0 buffer of size 8753520640', source: 'ggml-org/llama.cpp#18160', cause: true },
    { line: 'llama_init_from_model: failed to initialize the context: failed to allocate compute pp buffers', source: 'ggml-org/llama.cpp#18160', detect: true, phase: 'weights_loaded', wrapper: true },
    { line: 'ggml_vulkan: Device memory allocation of size 118497280 failed.', source: 'ggml-org/llama.cpp#15256', detect: true, cause: true },
    { line: 'ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory', source: 'ggml-org/llama.cpp#15256', detect: true, cause: true },
    { line: 'double free or corruption (out)', source: 'ggml-org/llama.cpp#15256', end: 'failed' },
    { line: "  what():  vk::Queue::submit: ErrorDeviceLost", source: 'ggml-org/llama.cpp#27183', cause: true },
    { line: 'ggml_metal_synchronize: error: command buffer 0 failed with status 5', source: 'mozilla-ai/llamafile#881', detect: true },
    { line: 'ggml_metal_device_init: error: failed to allocate context', source: 'Nabzx/openstream#172', detect: true, cause: true },
    { line: "common_init_from_params: failed to create context with model '.../SmolLM2-1.7B-Instruct-Q4_K_M.gguf'", source: 'Nabzx/openstream#172', end: 'failed', wrapper: true },
    { line: 'error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)', source: 'mozilla-ai/llamafile#881', cause: true },
    { line: '0.26.673.527 E error: Insufficient Memory (...)', source: 'ggml-org/llama.cpp#27309', cause: true },
    { line: 'error: Ignored (for causing prior/excessive GPU errors) (00000004:kIOAccelCommandBufferCallbackErrorSubmissionsIgnored)', source: 'ggml-org/llama.cpp#8886', cause: true },
    { line: "llama_model_load: error loading model: llama_model_loader: failed to load model from models/minicpm3-4b-fp16.gguf", source: 'OpenBMB/MiniCPM#250', detect: true, end: 'failed', cause: true },
    { line: "gguf_init_from_file: invalid magic characters 'vers'", source: 'OpenBMB/MiniCPM#250', detect: true, cause: true },
    { line: "clip_init: failed to load model '/home/rahim/.cache/llama.cpp/unsloth_cogito-v2-preview-llama-109B-MoE-GGUF_mmproj-F16.gguf': operator(): unable to find tensor v.blk.0.attn_out.weight", source: 'ggml-org/llama.cpp#17327', cause: true },
    { line: 'mtmd_init_from_file: error: Failed to load CLIP model from /home/rahim/.cache/llama.cpp/unsloth_cogito-v2-preview-llama-109B-MoE-GGUF_mmproj-F16.gguf', source: 'ggml-org/llama.cpp#17327', wrapper: true },
    { line: "srv    load_model: failed to load multimodal model, '/home/rahim/.cache/llama.cpp/unsloth_cogito-v2-preview-llama-109B-MoE-GGUF_mmproj-F16.gguf'", source: 'ggml-org/llama.cpp#17327', detect: true, end: 'failed', wrapper: true },
    { line: '[1]    474256 segmentation fault  ./server -m Llama/llama-2-13b-chat.Q4_K_M.gguf --port ', source: 'ggml-org/llama.cpp#3685', end: 'failed' },
    { line: 'libc++abi: terminating due to uncaught exception of type std::length_error: vector', source: 'ggml-org/llama.cpp#7637', end: 'failed', cause: true },
    { line: './llama-server -hf stduhpf/google-gemma-3-12b-it-qat-q4_0-gguf-small --host 192.168.1.68 --port 8080', source: 'ggml-org/llama.cpp#12939', detect: true },
    { line: 'llama-server crashes while serving a Mamba model', source: 'ggml-org/llama.cpp#9170' },
    { line: '0.40.047.706 I srv  proxy_reques: proxying request to model Qwen3.6-35B-A3B-MTP on port 39015', source: 'ggml-org/llama.cpp#25396', detect: true },
    { line: '0.40.048.527 E srv    operator(): http client error: Failed to read connection', source: 'ggml-org/llama.cpp#25396', detect: true },
    { line: '5.14.629.218 I srv        log_server_request: rid 314570466 | POST /v1/chat/completions 10.93.231.34:53453', source: 'gpustack/gpustack#1178', detect: true },
    { line: 'error: invalid argument: 0.0.0.0', source: 'StartupHakk/OpenMonoAgent.ai#23', end: 'failed', cause: true },
    { line: 'error while handling argument "--flash-attn": error: unkown value for --flash-attn: \'--ctx-size\'', source: 'mostlygeek/llama-swap#283', detect: true, end: 'failed', cause: true },
    { line: 'Native API failed. Native API returns: -5 (PI_ERROR_OUT_OF_RESOURCES) -5 (PI_ERROR_OUT_OF_RESOURCES)', source: 'ggml-org/llama.cpp#7777', cause: true },
    { line: 'level_zero backend failed with error: 20 (UR_RESULT_ERROR_DEVICE_LOST)', source: 'ggml-org/llama.cpp#27198', cause: true },
    // ggml's abort from a header after ggml-sycl's catch.
    { line: '/usr/src/llama.cpp/ggml/src/ggml-sycl/../ggml-sycl/common.hpp:155: SYCL error', source: 'ggml-org/llama.cpp#27198', end: 'failed', wrapper: true },
    { line: 'Exception caught at file:ggml/src/ggml-sycl/ggml-sycl.cpp, line:5335', source: 'Raudbjorn/ggml-llama.cpp docs/research (P6.6 probes, a SYCL graph crash)', detect: true, end: 'failed' },
    { line: 'wait cannot be called for a queue which is recording to a command graph.', source: 'Raudbjorn/ggml-llama.cpp docs/research (P6.6 probes, a SYCL graph crash)' },
    { line: 'load_backend: loaded CPU backend from /app/libggml-cpu-alderlake.so', source: 'StartupHakk/OpenMonoAgent.ai#23', startup: true },
    // ggml skips a library without the dynamic-backend entry point and goes on with the backends linked in: no cause.
    { line: 'E load_backend: failed to find ggml_backend_init in llama.cpp/build/libggml-cpu.so', source: 'ggml-org/llama.cpp#23469', detect: true },
    { line: 'I common_init_result: fitting params to device memory ...', source: 'ggml-org/llama.cpp#25126', detect: true, phase: 'loading_weights' },
    { line: 'llama-server(+0x1315)[0x5e5bf7c3a315]', source: 'canonical/inference-snaps#337', detect: true },
    // glibc's backtrace_symbols_fd prints no space before the address; a journal or a paste may add one.
    { line: 'libggml-base.so(ggml_print_backtrace+0x21f)[0x72edb99cd82f]', source: 'ggml-org/llama.cpp#17060', detect: true, end: 'failed' },
    { line: '/snap/gemma4/components/252/llamacpp-rocm/lib/libllama-server-impl.so(_Z12llama_serveriPPc+0x2f0e)[0x7a7f35f3243e]', source: 'canonical/inference-snaps#337', detect: true },
    { line: 'llama-server exited with code 1 (restarting)', source: 'StartupHakk/OpenMonoAgent.ai#23', end: 'failed' },
    { line: '^Csrv    operator(): operator(): cleaning up before exit...', source: 'ggml-org/llama.cpp#12831', detect: true, end: 'stopped' },
    { line: 'radv/amdgpu: The CS has been cancelled because the context is lost. This context is innocent.', source: 'ggml-org/llama.cpp#25664', cause: true },
    { line: "[44039] E gguf_init_from_file: failed to open GGUF file 'mistral-7b-v0.1.Q8_0.gguf' (errno No such file or directory)", source: 'ggml-org/llama.cpp#18884', detect: true, cause: true },
    { line: "gguf_init_from_file: failed to open GGUF file '/home/user/models/ggml-org/gemma-3-12b-it-qat-q4_0.gguf'", source: 'ggml-org/llama.cpp#15919', detect: true, cause: true },
    { line: 'llama_decode: failed to decode, ret = 1', source: 'ggml-org/llama.cpp#10628', detect: true },
    { line: 'llama_model_load: error loading model: done_getting_tensors: wrong number of tensors; expected 255, got 254', source: 'ollama/ollama#6998', detect: true, end: 'failed', cause: true },
    { line: 'llama_load_model_from_file: exception loading model', source: 'ollama/ollama#6998', detect: true, wrapper: true },
    { line: 'warning: failed to mlock 43745280-byte buffer (after previously locking 0 bytes): Out of memory (win32 error 1453)', source: 'mozilla-ai/llamafile#591' },
    { line: 'INFO [                    main] loading model | tid="140639870356032" timestamp=1723870590 n_threads_http="7" port="8080" hostname="0.0.0.0"', source: 'ggml-org/llama.cpp#9061', detect: true, phase: 'loading_weights' },
    { line: '[lemonade-server-app-1] 2026-08-02 18:00:30.700 [Info] (Process) 0.04.413.360 E llama_model_load_from_file_impl: failed to load model', source: 'lemonade-sdk/lemonade#2879', detect: true, end: 'failed' },
    { line: "2026-09-10 21:30:13.611 [Info] (Process) 0.03.348.716 I common_speculative_init_result: creating MTP draft context against the target model '/var/lib/lemonade/.cache/huggingface/hub/models--unsloth--Qwen3.6-35B-A3B-MTP-GGUF/snapshots/5bc3e238d916f48a861bac2f8a1990a0e9b7e98d/Qwen3.6-35B-A3B-UD-Q4_K_XL.gguf'", source: 'lemonade-sdk/lemonade#3541', phase: 'weights_loaded' },
    { line: '0.20.085.238 I srv    operator(): instance name=unsloth/Qwen3.6-35B-A3B-MTP exited with status 1        0.20.085.477 W srv    operator(): got exception: {"error":{"code":500,"message":"model name=unsloth/Qwen3.6-35B-A3B-MTP failed to load","type":"server_error"}}', source: 'kyuz0/amd-strix-halo-toolboxes#93', detect: true, cause: true },
    { line: '  current device: 0, in function ggml_backend_sched_compute_splits at /home/maxious/ik_llama.cpp/ggml/src/ggml-backend.c:1820', source: 'ikawrakow/ik_llama.cpp#425', detect: true, end: 'failed' },
    // ggml_cann_error's first line and a destructor's device line: the process is gone after either.
    { line: 'CANN error: EE1001: [PID: 753761] 2025-10-17-11:53:32.738.425 The argument is invalid.Reason: rtMemGetInfoEx execute failed, reason=[context pointer null]', source: 'ggml-org/llama.cpp#16628', detect: true, end: 'failed', cause: true },
    { line: '  current device: 1, in function ~ggml_backend_cann_context at /home/zn/new-llama/llama.cpp/ggml/src/ggml-cann/common.h:235', source: 'ggml-org/llama.cpp#9250', detect: true, end: 'failed' },
    { line: ':1:hip_fatbin.cpp           :687 : 114369963532 us:  No compatible code objects found for: gfx1152, value of HIP_FORCE_SPIRV_CODEOBJECT: 0', source: 'ggml-org/llama.cpp#19949', cause: true },
    { line: 'llama_print_timings:        eval time =   979.50 ms /    17 runs   (   57.62 ms per token,    17.36 tokens per second)', source: 'ollama-ui/ollama-ui#2', detect: true, phase: 'ready' },
    { line: 'llama_print_timings: prompt eval time =    1491.90 ms /    37 tokens (   40.32 ms per token,    24.80 tokens per second)', source: 'abetlen/llama-cpp-python#1354', detect: true, phase: 'ready' },
    { line: 'llama_print_timings:        load time =    1491.98 ms', source: 'abetlen/llama-cpp-python#1354', detect: true },
    { line: 'llama.cpp: loading model from models\\llama-13b-ggml-q4_0\\ggml-model-q4_0.bin', source: 'oobabooga/text-generation-webui#866', detect: true, phase: 'loading_weights' },
    { line: 'llama_init_from_file: kv self size  = 3200.00 MB', source: 'oobabooga/text-generation-webui#866', detect: true, phase: 'kv_cache' },
    { line: 'INFO [            update_slots] all slots are idle | tid="127234101325824" timestamp=1726136860', source: 'ggml-org/llama.cpp#9451', detect: true, phase: 'ready' },
    { line: 'zsh: segmentation fault  llama-server -hf AesSedai/Qwen3.5-35B-A3B-GGUF:Q4_K_M -fa on  --no-warmup  8 ', source: 'ggml-org/llama.cpp#19949', detect: true, end: 'failed' },
    { line: '[1]    130838 IOT instruction (core dumped)  ./build/bin/llama-server -m  -ngl 49 --ctx-size 2048', source: 'ggml-org/llama.cpp#12878', detect: true, end: 'failed' },
    { line: '#10 0x000000000047bebc in server_context::load_model(common_params const&) ()', source: 'ggml-org/llama.cpp#12878', detect: true },
    { line: '#6  0x00007f81cc5e3f31 in llama_context::graph_compute(ggml_cgraph*, bool) () from /home/iyanello/Projects/ML/llama.cpp/build/bin/libllama.so', source: 'ggml-org/llama.cpp#12878', detect: true },
    { line: '[Inferior 1 (process 130838) detached]', source: 'ggml-org/llama.cpp#12878', end: 'failed' },
    { line: '#4  0x000055752c0cb44b in server_queue::start_loop(long) ()', source: 'ggml-org/llama.cpp#22929', detect: true },
    { line: '#10 0x00000000003a8f78 in server_context_impl::update_slots() ()', source: 'iacopPBK/llama.cpp-gfx906#17', phase: 'ready' },
    { line: '#5  0x000055752bf79ecc in llama_server(int, char**) ()', source: 'ggml-org/llama.cpp#22929', detect: true },
    { line: '#3  0x00007f69d74ab683 in pthread_cond_clockwait () from /usr/lib/libc.so.6', source: 'ggml-org/llama.cpp#22929' },
    { line: "1.37.538.679 I srv    load_model: initializing, n_slots = 1, n_ctx_slot = 65536, kv_unified = 'false'", source: 'ggml-org/llama.cpp#17438', detect: true, phase: 'weights_loaded' },
    { line: '#1  0x00007748fcb70b5b in ggml_print_backtrace () from /home/aloha/llama.cpp-b8248/build/bin/libggml-base.so.0', source: 'ggml-org/llama.cpp#20467', detect: true, end: 'failed' },
    { line: '#2  0x00007748fcb70cf2 in ggml_abort () from /home/aloha/llama.cpp-b8248/build/bin/libggml-base.so.0', source: 'ggml-org/llama.cpp#20467', detect: true, end: 'failed' },
    { line: '#3  0x00007748e07794b6 in ggml_cuda_error(char const*, char const*, char const*, int, char const*) () from /home/aloha/llama.cpp-b8248/build/bin/libggml-cuda.so.0', source: 'ggml-org/llama.cpp#20467', cause: true },
    { line: 'Native API failed. Native API returns: -999 (Unknown PI error) -999 (Unknown PI error)', source: 'ggml-org/llama.cpp#10184', cause: true },
    { line: 'Exception caught at file:D:/a/llama.cpp/llama.cpp/ggml/src/ggml-sycl.cpp, line:4221, func:operator()', source: 'ggml-org/llama.cpp#10184', detect: true, end: 'failed' },
    { line: "error loading model: error loading model architecture: unknown model architecture: 'qwen35'", source: 'lmstudio-ai/lmstudio-bug-tracker#1606', detect: true, end: 'failed', cause: true },
    { line: "\t\t\t\t\t\t\t0.00.951.571 E llama_init_from_model: failed to initialize the context: dflash requires ctx_other to be set (this warning is normal during memory fitting)", source: 'ggml-org/llama.cpp#24343', detect: true, phase: 'weights_loaded' },
    { line: "0.00.806.054 E llama_init_from_model: failed to initialize the context: Gemma4Assistant requires ctx_other to be set (this warning is normal during memory fitting)", source: 'lmstudio-ai/lmstudio-bug-tracker#2153', detect: true, phase: 'weights_loaded' },
    { line: "\t\t\t\t\t\t\t0.00.951.578 E srv    load_model: failed to create context with model '/Users/me/.lmstudio/models/meta-models/Muse-Glimmer-30B-GGUF/dflash-Muse-Glimmer-30B-Q4_K_M.gguf': Failed to initialize the context: dflash requires ctx_other to be set (this warning is normal during memory fitting)", source: 'ggml-org/llama.cpp#24343', detect: true, end: 'failed', wrapper: true },
    { line: 'Welcome to KoboldCpp - Version 1.93', source: 'LostRuins/koboldcpp#1609', detect: true, startup: true },
    { line: 'Initializing dynamic library: koboldcpp_cublas.so', source: 'LostRuins/koboldcpp#1609', detect: true },
    { line: '  File "koboldcpp.py", line 8501, in kcpp_main_process', source: 'YellowRoseCx/koboldcpp-rocm#152', detect: true },
    { line: 'Speculative Decoding will not be used!', source: 'LostRuins/koboldcpp#2262' },
    { line: 'Error: KCPP SD Failed to create context!', source: 'LostRuins/koboldcpp#1217', cause: true },
    { line: 'Error: Could not load image model: C:\\Users\\flux1-schnell-q4_k.gguf', source: 'LostRuins/koboldcpp#1217', end: 'failed' },
    { line: 'Could not load model: C:\\KoboldCPP\\Models\\wizardlm-1.0-uncensored-codellama-34b.gguf.q4_k_s.bin', source: 'LostRuins/koboldcpp#419', end: 'failed' },
    { line: 'common_download_file_single_online: using cached file: C:\\Users\\***\\AppData\\Local\\llama.cpp\\ggml-org_gemma-3-4b-it-qat-GGUF_gemma-3-4b-it-qat-Q4_0.gguf', source: 'ggml-org/llama.cpp#17071', detect: true },
    { line: "ggml_backend_sycl_buffer_type_alloc_buffer: can't allocate 427970304 Bytes of memory on device", source: 'ggml-org/llama.cpp#22885', cause: true },
    { line: 'llama_get_logits_ith: invalid logits id 0, reason: batch.logits[0] != true', source: 'ggml-org/llama.cpp#10547', cause: true },
    { line: '  what():  Unexpected empty grammar stack after accepting piece: [control_36]', source: 'ggml-org/llama.cpp#13690', detect: true, cause: true },
    { line: 'D:/a/llama.cpp/llama.cpp/tools/server/server.cpp:3843: pos_min == -1, but n_past > 0 - should not happen: https://github.com/ggml-org/llama.cpp/pull/13833#discussion_r2116181237', source: 'ggml-org/llama.cpp#17118', end: 'failed', cause: true },
    { line: '#6  0x00007077fcc75c77 in llama_grammar_accept_token(llama_grammar&, int, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) [clone .cold] () from /home/xxxxx/llama.cpp/build-cuda/bin/libllama.so.0', source: 'ggml-org/llama.cpp#20129', cause: true },
  ],
};
