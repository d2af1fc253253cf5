import { SUPERVISOR_CAUSES, SUPERVISOR_ENDS, SUPERVISOR_WRAPPERS } from './supervisor-ends';
import type { EndRule, LineRule } from './types';

/** ROCr's report of a GPU page fault: `Memory access fault by GPU node-1 (Agent handle: 0x…) on address 0x…. Reason: …`. */
export const GPU_MEMORY_FAULT = /\bMemory access fault by GPU node-\d+\b/;

/** ProcessGroupNCCL's watchdog on a failed or timed-out collective: PyTorch 2.3–2.6's wording, then 2.7's. */
const WATCHDOG_FAILURE = /\bException \(either an error or timeout\) detected by watchdog at work: \d+|\bfailure detected by watchdog at work sequence id: \d+/;

/** ProcessGroupNCCL's heartbeat monitor giving up on a watchdog whose heartbeat stood still (logged at FATAL, then the abort). */
const NCCL_WATCHDOG_STUCK = /\bProcessGroupNCCL's watchdog got stuck for \d+ seconds without making progress\b/;

/** Ray's memory monitor on a worker it killed: `…, which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: …)`. */
export const RAY_MEMORY_KILL = /\bwhich exceeds the memory usage threshold of [\d.]+\. Ray killed this worker\b/;
/** The raylet's summary of its memory monitor's kills, at least one (`2 Workers (tasks / actors) killed due to memory pressure (OOM)`), or
 * its head where a paste hard-wrapped the line after `(tasks /`. */
export const RAY_OOM_KILL_SUMMARY = /\b[1-9]\d* Workers \(tasks \/(?: actors\) killed due to memory pressure \(OOM\)|$)/;

/**
 * Ray's core worker could not register with its node's raylet (core_worker.cc): it logs `Failed to register worker <id> to Raylet.
 * <status>` (later `Failed to register worker to Raylet: <status> worker_id=<id>`) at ERROR and QuickExit()s its process. A
 * driver's worker id is its job's id padded with 0xff (ComputeDriverIdFromJob): only then is the process the one that called
 * ray.init, the server itself, rather than a worker the raylet spawned.
 */
export const RAY_DRIVER_REGISTER_FAILED = /\bFailed to register worker (?:[0-9a-f]{8}f{48} to Raylet\.|to Raylet: .*\bworker_id=[0-9a-f]{8}f{48}\b)/;

/**
 * Ray's terminate handler (src/ray/util/logging.cc), installed in every Ray process (the driver, each worker and actor): an
 * uncaught C++ exception is logged as `Unhandled exception: <mangled type>. what(): <text>` (`Unhandled unknown exception.`
 * for a non-std one), then the stack, then std::abort(). A rank of a server run over Ray (vLLM's `RayWorker`) dies so on a
 * CUDA error thrown from a kernel launch; its actor is not restarted, so the server's next step on it fails.
 */
export const RAY_UNHANDLED_EXCEPTION = /(?:^|\] )logging\.cc:\d+: Unhandled (?:exception: \S+\. what\(\): \S|unknown exception\.)/;

/** TensorRT-LLM's executor worker could not build its executor on a rank (the message of the exception follows). */
// NVSHMEM's guard on every API call (NVSHMEMI_CHECK_INIT_STATUS), printed through NVSHMEMI_ERROR_EXIT: the process exits.
const NVSHMEM_NOT_INITIALIZED = /\bNVSHMEM API called before NVSHMEM initialization has completed\b/;
const EXECUTOR_INIT_FAILED = /\bFailed to initialize executor on rank \d+: \S/;
const EXECUTOR_INIT_FAILED_LEADER = /\bFailed to initialize executor on rank 0: \S/;

// bash's `(core dumped)` (jobs.c, `_("(core dumped) ")`) in its zh_CN, zh_TW, de, ru, ja, ko and es catalogs (fr and others
// keep the English words), then glibc's strsignal(SIGSEGV) in the zh_CN, zh_TW, de, ru, ja, ko, es and fr catalogs.
const LOCALIZED_CORE_DUMPED = ['核心已转储', '核心已傾印', 'Speicherabzug geschrieben', 'стек памяти сброшен на диск', 'образ памяти сброшен на диск', 'コアダンプ', '코어 덤프됨', "`core' generado"];
const LOCALIZED_SEGFAULT = ['段错误', '程式記憶體區段錯誤', 'Speicherzugriffsfehler', 'Ошибка сегментирования', 'セグメンテーション違反です', '세그멘테이션 오류', 'Violación de segmento', 'Erreur de segmentation'];
export const LOCALIZED_CRASH_WORDS: readonly string[] = [...LOCALIZED_CORE_DUMPED, ...LOCALIZED_SEGFAULT];

/** The shell's words in parentheses (ASCII or full-width) for a core dump; a segfault's name as a word of its own. */
export function localizedCrash(word: string): RegExp {
  const text = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return LOCALIZED_CORE_DUMPED.includes(word) ? new RegExp(`[(（]${text}[)）]`) : new RegExp(`(?:^|\\s)${text}(?:\\s|$)`);
}

/**
 * HIP's device-side assert (hip's amd_device_functions.h, __assert_fail): `<file>:<line>: <function>: Device-side assertion
 * `<expr>' failed.`, printed by each failing thread. CUDA's says `… block: […], thread: […] Assertion `…` failed.` instead.
 */
const HIP_DEVICE_ASSERT = /\bDevice-side assertion `.+' failed\b/;

/** libstdc++'s __glibcxx_assert_fail: `<file>:<line>: <function>: Assertion '<expr>' failed.`, the whole line (a paste may glue text before it). */
export const LIBSTDCXX_ASSERT = /:\d+: [^:\s].*: Assertion '.+' failed\.$/;

const SIGNAL_REPORT = /^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} [A-Z] \d+ \d+\] logging\.cc:\d+: )?\*\*\* SIG(?!TERM )[A-Z]+ received at time=/;
// The same report of SIGTERM: absl's handler covers it too, then re-raises it, and the process ends as it was asked to.
const TERM_REPORT = /^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} [A-Z] \d+ \d+\] logging\.cc:\d+: )?\*\*\* SIGTERM received at time=/;

// Lines any server on a GPU host can print: C/C++ runtimes, CUDA, NCCL, the kernel, the shell that ran it.

// The terminal echoes the user's Ctrl-C as `^C` where the cursor is, and the tty sends SIGINT to the whole foreground job:
// what the job prints next lands on the same line. An end line printed so (`^CERROR … Engine core proc EngineCore_DP0 died
// unexpectedly`: vLLM's engine core leaves on SIGINT, its handler raises SystemExit, and the client sees it gone) is that
// interrupt's work: a stop that was asked for. Any other line after the echo proves nothing: a process may ignore SIGINT
// and go on (sgl-project/sglang#7870), and a `^C` alone may be the log viewer's (`docker logs -f`).
export const CTRL_C_ECHO = /^(?:\^C)+(?=\S)/;

// The first frame of the traceback Starlette's Router.lifespan formats when the app's lifespan raised (starlette/routing.py).
const STARLETTE_LIFESPAN_FRAME: LineRule = { needle: 'in lifespan', pattern: /^\s*File ".*[/\\]starlette[/\\]routing\.py", line \d+, in lifespan$/ };

// DJL Serving's Python worker loop (djl_python_engine.py, run_server): the outermost frame of every exception it catches from the
// model's handler and logs (`Failed invoke service.invoke_handler()`, logging.exception) before answering the Java front with it.
const DJL_RUN_SERVER_FRAME: LineRule = { needle: 'in run_server', pattern: /^\s*File ".*[/\\]djl_python_engine\.py", line \d+, in run_server$/ };

// XLA's TPU runtime (PJRT) returns absl's RESOURCE_EXHAUSTED when HBM cannot hold what a jitted call needs: the compiler's
// `XLA:TPU compile permanent error. Ran out of memory in memory space hbm|smem|vmem`, the loader's `Error loading program …:
// Attempting to reserve … That was not possible.`, the allocator's `Error allocating device buffer`. JAX raises the status as
// XlaRuntimeError, torch_xla as RuntimeError('Bad StatusOr access: …'); the status text at a line's start is that raise's
// message, its class trimmed off (AI-Hypercomputer/tpu-recipes#151, vLLM on TPU7x); vLLM's TPU start-up (torch_xla or
// tpu-inference's JAX runner) catches neither. Not XLA's own glog line, which quotes the status mid-line before
// the raise (`TpuClient::AllocateBuffer returning error after 1 attempt(s): RESOURCE_EXHAUSTED: …`). Weak basis: memory of
// XLA's and JAX's status handling, checked only against the pasted lines.
export const XLA_TPU_OUT_OF_HBM: LineRule = { needle: 'RESOURCE_EXHAUSTED: ', pattern: /^RESOURCE_EXHAUSTED: (?:Error loading program\b|Error allocating device buffer: |XLA:TPU compile permanent error\. )/ };

/**
 * Ascend's runtime refusing the process its NPU. torch_npu binds a device through c10_npu::SetDevice (npu_sys_ctrl.cpp
 * Initialize), which calls ACL's aclrtSetDevice; when that fails CANN's error manager puts the runtime's reason in the
 * exception's message (`rtSetDevice execute failed, reason=[device id error]`, error_message_manage.cc FuncErrorReason) and
 * ACL its own (`open device 1 failed, runtime result = 107001.`, device.cpp aclrtSetDeviceImpl; Ascend's samples print it as
 * `aclrtSetDevice: open device 0 failed, runtime result = 507033`), and torch_npu raises `NPU function error:
 * c10_npu::SetDevice(device_id_), error code is …`. A rank that cannot set its device cannot start (vllm-ascend's worker
 * init_device, MindIE's backend the same): seen in vllm-project/vllm-ascend#1578 (an LWS pod asked for NPU 1 it did not have)
 * and gpustack/gpustack#3352 (MindIE's plog, `invalid device=0`). Not the other rt calls CANN reports the same way
 * (`rtGetDevMsg execute failed, reason=[context pointer null]`), which follow a failure rather than name it.
 */
const CANN_SET_DEVICE_FAILED: readonly LineRule[] = [
  { needle: 'rtSetDevice execute failed, reason=[', pattern: /\brtSetDevice execute failed, reason=\[[^\]]+\]/ },
  { needle: ' failed, runtime result = ', pattern: /\bopen device \d+ failed, runtime result = -?\d+/ },
];

const UVICORN_APP_LOAD_FAILED: LineRule = { needle: 'Error loading ASGI app. ', pattern: /^(?:ERROR: +)?Error loading ASGI app\. (?:Could not import module|Attribute|Import string) "/ };
const UVICORN_APP_LOAD_FAILED_END: EndRule = { ...UVICORN_APP_LOAD_FAILED, outcome: 'failed' };

export const COMMON_ENDS: readonly EndRule[] = [
  { needle: 'core dumped', pattern: /\(core dumped\)/, outcome: 'failed' },
  { ...XLA_TPU_OUT_OF_HBM, outcome: 'failed' },
  { needle: 'Segmentation fault', pattern: /^(?:.*\s)?Segmentation fault\b/, outcome: 'failed' },
  { needle: 'Fatal Python error', pattern: /^Fatal Python error: /, outcome: 'failed' },
  // faulthandler writes its report straight to the stderr fd in small unbuffered writes: when several processes of one server die
  // together on a shared stderr (SGLang's schedulers, vLLM's workers), its header lands glued inside another writer's line
  // (`…/disaggregation/utils.pyFatal Python error: "Segmentation fault`). Glued to a word or path, never a quote's opening space.
  { needle: 'Fatal Python error: ', pattern: /[\w.)\]]Fatal Python error: \W{0,3}(?:Segmentation fault|Aborted|Bus error|Floating[- ]point exception|Illegal instruction)\b/, outcome: 'failed' },
  { needle: 'terminate called', pattern: /^terminate called (?:after throwing an instance of|without an active exception)/, outcome: 'failed' },
  { needle: 'Aborted', pattern: /^(?:.*\s)?Aborted$/, outcome: 'failed' },
  { needle: 'Killed', pattern: /^(?:.*\s)?Killed$/, outcome: 'failed' },
  // `python -m <server module>` whose module cannot be found (CPython's runpy, _run_module_as_main): _get_module_details raises
  // `Error while finding module specification for '<name>' (<ImportError>: …)`, or `No module named <name>` when no spec was
  // found, and the caller ends with sys.exit("<sys.executable>: <message>"), exit status 1, before any of the server's code ran.
  { needle: ': Error while finding module specification for ', pattern: /^(?:\S*[/\\])?python[\w.]*: Error while finding module specification for '[\w.]+' \(\w+: /, outcome: 'failed' },
  { needle: ': No module named ', pattern: /^(?:\S*[/\\])?python[\w.]*: No module named [\w.]+$/, outcome: 'failed' },
  // uvicorn's Config.load() when the app string does not import (`uvicorn pkg.module:app`): it logs `Error loading ASGI app.
  // Could not import module "…".` (or `Attribute "app" not found in module "…".`, `Import string "…" must be in format
  // "<module>:<attribute>".`) and calls sys.exit(1) before serving anything; under --reload the reloader's child exits so.
  UVICORN_APP_LOAD_FAILED_END,
  // An interactive bash reports a foreground job a signal ended with the signal's description alone (jobs.c: strsignal, then
  // ` (core dumped)` when it dumped): `Illegal instruction` is SIGILL, a build using instructions the CPU lacks (AVX-512, AVX2);
  // `Bus error` SIGBUS, `Floating point exception` SIGFPE. The default action of each ends the process.
  { needle: 'Illegal instruction', pattern: /^(?:.*\s)?Illegal instruction$/, outcome: 'failed' },
  // macOS's crash report (ReportCrash, shown by Console.app), written once the process is dead: `Exception Type:        EXC_BAD_ACCESS
  // (SIGSEGV)` names the Mach exception and the signal that ended it (EXC_BAD_INSTRUCTION (SIGILL), EXC_CRASH (SIGABRT)…); the
  // report's `Termination Reason: Namespace SIGNAL, Code 11 Segmentation fault: 11` below it only says the same again.
  { needle: 'Exception Type:', pattern: /^Exception Type: +EXC_[A-Z_]+ +\(SIG[A-Z]+\)/, outcome: 'failed' },
  { needle: 'Bus error', pattern: /^(?:.*\s)?Bus error$/, outcome: 'failed' },
  { needle: 'Floating point exception', pattern: /^(?:.*\s)?Floating point exception$/, outcome: 'failed' },
  // bash running a script (a container's entrypoint, a start script) reports a foreground child a signal ended as
  // `<script>: line <n>: <pid> <signal's description> [(core dumped)] <command>` (jobs.c, pretty_print_job for a
  // non-interactive shell); SIGTERM's `Terminated` is someone's request to end, the others a crash or the OOM killer.
  { needle: ': line ', pattern: /^\S+: line \d+: +\d+ (?:Aborted|Segmentation fault|Killed|Bus error|Floating point exception|Illegal instruction)(?: +\(core dumped\))? +\S/, outcome: 'failed' },
  { needle: ': line ', pattern: /^\S+: line \d+: +\d+ Terminated +\S/, outcome: 'stopped' },
  // Android's signal chain (libsigchain, under ART) when a fatal signal reaches a handler left at SIG_DFL: it logs `exiting due
  // to SIG_DFL handler for signal 11, ucontext 0x…` (logcat's `F libc`) and aborts the process.
  { needle: 'exiting due to SIG_DFL handler for signal', pattern: /^exiting due to SIG_DFL handler for signal \d+\b/, outcome: 'failed' },
  // The same word from a shell in a Chinese locale (glibc's zh_CN strsignal for SIGKILL).
  { needle: '已杀死', pattern: /^(?:.*\s)?已杀死$/, outcome: 'failed' },
  // bash's `(core dumped)` (jobs.c, `_("(core dumped) ")`) and glibc's strsignal name for SIGSEGV under a translated locale, as
  // the shell reports a child a signal killed (`段错误 (核心已转储)`, `Speicherzugriffsfehler (Speicherabzug geschrieben)`, a
  // script's `./x.sh: 第 18 行： 57623 段错误 （核心已转储） ./main …`; zh_CN's Launchpad catalog uses full-width parentheses).
  ...LOCALIZED_CRASH_WORDS.map((word): EndRule => ({ needle: word, pattern: localizedCrash(word), outcome: 'failed' })),
  // The kernel's OOM killer (mm/oom_kill.c, __oom_kill_process): `%s: Killed process %d (%s) total-vm:…`, the message `Out of
  // memory`, or `Memory cgroup out of memory` where a cgroup's limit ran out (a container's, a pod's); as dmesg prints it, behind
  // the seconds since boot (`[44930.378157] `, triton-inference-server/server#4154).
  { needle: 'Killed process', pattern: /^(?:\[ *\d+\.\d{6}\] )?(?:Memory cgroup out|Out) of memory: Killed process \d+/, outcome: 'failed' },
  // absl's failure signal handler (in PyTorch/XLA, Ray): the first line of a process dying on a signal. Ray's C++ logger
  // writes each of its lines again behind its own `[2024-07-25 10:46:00,050 E 24036 24036] logging.cc:440: ` prefix.
  { needle: 'received at time=', pattern: SIGNAL_REPORT, outcome: 'failed' },
  // SIGTERM is someone's request to end (a parent's terminate(), `kill`, a pod's stop): what the process then tears down
  // (Ray's compiled graph cancelling its workers) is that stop's work (vllm-project/vllm#13437, V1's engine core at LLM exit).
  { needle: 'SIGTERM received at time=', pattern: TERM_REPORT, outcome: 'stopped', requested: true },
  // CPython's default SIGINT handler (signal.default_int_handler, Modules/signalmodule.c) raises KeyboardInterrupt with no
  // arguments, so a traceback it ends closes on the bare class name. SIGINT is someone's request to end: the terminal's Ctrl-C,
  // which reaches every process of the foreground group (each child of SGLang, vLLM or a KoboldCpp launcher prints where it
  // was interrupted), or `kill -INT`. The process was told to stop, whatever it was doing (a hung batch, a wait): what it then
  // prints on the way out is that stop's. A death printed before it is still the end (the first end holds). Only the exact
  // line: `KeyboardInterrupt: terminated` is a handler's own raise (vLLM's), `raise KeyboardInterrupt` a frame's code line.
  { needle: 'KeyboardInterrupt', pattern: /^KeyboardInterrupt$/, outcome: 'stopped', requested: true },
  // IBM Spyre's runtime (under vLLM's Spyre plugin) installs its own signal handler over the server's (torch-spyre/sendnn-inference
  // #187): it prints `Signal Received: 15 (Terminated)`, `Signal Received from pid=N` and a backtrace, then the signal ends the
  // process. SIGTERM from another process is a request to end (vLLM's parent tearing its engine down, sendnn-inference#191).
  // Weak basis: the plugin's threads, not the runtime's code.
  { needle: 'Signal Received: 15 ', pattern: /^Signal Received: 15 \(Terminated\)$/, outcome: 'stopped', requested: true },
  // NVIDIA NIM's container launcher (/opt/nim/start_server.sh, over vLLM, TensorRT-LLM or SGLang) traps the container's SIGTERM,
  // says so, forwards it to the server it started (`Captured NIM_LLM_PID: N`; 0, `has no NIM_LLM process to terminate`, when the
  // stop came before the server was launched) and exits: the platform's stop (`docker stop`, a pod's or a revision's end).
  { needle: 'start_server.sh received SIGTERM', pattern: /(?:^|\s)\S*\/start_server\.sh received SIGTERM, attempting graceful shutdown\b/, outcome: 'stopped', requested: true },
  // PyTorch's NCCL watchdog tears the process down after a timeout or an async CUDA error (TORCH_NCCL_ASYNC_ERROR_HANDLING).
  { needle: 'taking the entire process down', pattern: /we are taking the entire process down/, outcome: 'failed' },
  { needle: 'watchdog thread terminated', pattern: /Process group watchdog thread terminated with exception/, outcome: 'failed' },
  // The watchdog thread's entry (ProcessGroupNCCL::Watchdog::run since PyTorch 2.8) catches what its loop threw, logs it and
  // rethrows it as a DistBackendError built there (C10_BUILD_ERROR), out of the thread: std::terminate aborts the process. That
  // error's origin line names the entry, so it is the process going down also where its message and the `terminate called …`
  // above it were cut (vllm-project/vllm#25605, a ROCm build's libtorch_hip frames). Older PyTorch's entry, ncclCommWatchdog,
  // rethrows the same way, but vLLM's profile keeps its origin line a cause only (vllm-project/vllm#12233's sample): not here.
  { needle: 'Exception raised from run at ', pattern: /^Exception raised from run at \S*ProcessGroupNCCL\.cpp:\d+ \(most recent call first\):$/, outcome: 'failed' },
  { needle: 'Watchdog caught collective', pattern: /Watchdog caught collective operation timeout/, outcome: 'failed' },
  // ProcessGroupNCCL's heartbeat monitor, when the watchdog thread's heartbeat stood still past TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC:
  // `Heartbeat monitor timed out! Process will be terminated after dumping debug info.`, the dump, then this at glog's FATAL
  // (`[F ProcessGroupNCCL.cpp:N]`), which aborts the process (its own words: `false positive abort`) (kserve/kserve#3845).
  { needle: 'watchdog got stuck for ', pattern: NCCL_WATCHDOG_STUCK, outcome: 'failed' },
  // A C++ frame of the watchdog's loop (`watchdogHandler` up to PyTorch 2.7, `Watchdog::runLoop` since 2.8) in an error's frames:
  // the error left that loop, and the thread's entry (ncclCommWatchdog / Watchdog::run) logs it as `Process group watchdog thread
  // terminated with exception` and rethrows it out of the thread, so std::terminate aborts the process (the one exception, a
  // CUDA driver already shutting down, is a process on its way out anyway). This ends the attempt also where the excerpt holds
  // only the frames of a CUDA error the loop's `isCompleted()` query threw (text-generation-inference#2593).
  { needle: 'c10d::ProcessGroupNCCL::', pattern: /^frame #\d+: c10d::ProcessGroupNCCL::(?:watchdogHandler|Watchdog::runLoop)\(\) \+ 0x/, outcome: 'failed' },
  // ProcessGroupNCCL's watchdogHandler logs a collective that failed or timed out (`Exception (either an error or timeout) detected
  // by watchdog at work: N` up to PyTorch 2.6, ` failure detected by watchdog at work sequence id: N` since 2.7) only on the path
  // that then aborts the communicators and throws from the watchdog thread (TORCH_NCCL_ASYNC_ERROR_HANDLING's default tears down).
  { needle: 'detected by watchdog at work', pattern: WATCHDOG_FAILURE, outcome: 'failed' },
  // UCX's signal handler (under MPI, NCCL's IB transport, TensorRT-LLM) prints this with `[host:pid:thread:tid]`, a
  // backtrace, then lets the signal kill the process.
  { needle: 'Caught signal ', pattern: /^\[[\w.-]+:\d+ *:\d+:\d+\] Caught signal \d+ \(/, outcome: 'failed' },
  // Open MPI's signal handler (opal/util/stacktrace.c, installed one-shot for the `opal_signal` list, by default SIGABRT, SIGBUS,
  // SIGFPE and SIGSEGV) prints `[host:pid] *** Process received signal ***`, then `[host:pid] Signal: Bus error (7)` and the
  // frames; the default action then ends the process. The line names the signal.
  { needle: '] Signal: ', pattern: /^\[[\w.-]+:\d+\] Signal: [^()]+ \(\d+\)$/, outcome: 'failed' },
  // Rust's panic hook prints the backtrace (RUST_BACKTRACE) of the thread that panicked; a frame of the crate's `main` or
  // the runtime's `lang_start` shows it was the main thread, whose panic ends the process (exit 101).
  { needle: '{{closure}}::h', pattern: /^\s*\d+:\s+0x[0-9a-f]+ - (?:[a-z_]\w*::main|std::rt::lang_start(?:_internal)?)::\{\{closure\}\}::h[0-9a-f]{16}$/, outcome: 'failed' },
  // zsh names SIGABRT `IOT instruction` on Linux (SIGIOT is the same signal), `abort` elsewhere.
  { needle: 'zsh: ', pattern: /^zsh: (?:abort|IOT instruction|segmentation fault|bus error|killed)\s/, outcome: 'failed' },
  // zsh's job notice for a command it ran in the foreground: `[1]    474256 segmentation fault  ./server -m …`.
  { needle: ']  ', pattern: /^\[\d+\] +(?:[+-] +)?\d+ (?:abort|IOT instruction|segmentation fault|bus error|killed)\s/, outcome: 'failed' },
  // fish's job summary (share/functions/fish_job_summary.fish; fish 2–3's proc.cpp alike) for a job that a signal ended:
  // `fish: Job 1, './server -m …' terminated by signal SIGSEGV (Address boundary error)`, `fish: Process 12, 'x' from job 1,
  // '…' terminated by signal …`; older builds quote the command with “…” (a straight `"` there is a typographer's quote made straight again: unsmart-paste). fish prints nothing for a SIGINT in the foreground
  // (the user's ^C); SIGTERM and SIGHUP are someone's request to end, the others a crash or the OOM killer.
  { needle: ' terminated by signal SIG', pattern: /^fish: (?:Job \d+, |Process \d+, '.*' from job \d+, )?['"“].*['"”] terminated by signal SIG(?:SEGV|ABRT|BUS|ILL|FPE|KILL|SYS|TRAP)\b/, outcome: 'failed' },
  { needle: ' terminated by signal SIG', pattern: /^fish: (?:Job \d+, |Process \d+, '.*' from job \d+, )?['"“].*['"”] terminated by signal SIG(?:TERM|HUP)\b/, outcome: 'stopped' },
  // The same summary with its head (`fish: Job 1, '`) left out of the paste: fish shortens the command to 32 characters with
  // `string shorten` (`llama-server --host 0.0.0.0 --p…`), so what stays is the closing quote, fish's wording and the signal's
  // `(description)` to the end of the line (ggml-org/llama.cpp#9761); no other program ends a line so.
  { needle: ' terminated by signal SIG', pattern: /['"”] terminated by signal SIG(?:SEGV|ABRT|BUS|ILL|FPE|KILL|SYS|TRAP) \([A-Za-z ]+\)$/, outcome: 'failed' },
  { needle: ' terminated by signal SIG', pattern: /['"”] terminated by signal SIG(?:TERM|HUP) \([A-Za-z ]+\)$/, outcome: 'stopped' },
  // libc++'s (macOS, clang builds) counterpart of `terminate called after throwing`: it calls abort() next.
  { needle: 'libc++abi: terminating', pattern: /^libc\+\+abi: terminating\b/, outcome: 'failed' },
  // The kernel's report of a native crash: `llama-server[80906]: segfault at 204803fe0 ip … error 4 in libcuda.so…`
  // (show_signal_msg prints `segfault at %lx ip %px sp %px error %lx` then the mapping). A paste that wraps the line before
  // ` error N` leaves it ending at the stack pointer (ggml-org/llama.cpp#23301); the three addresses alone are the kernel's.
  { needle: 'segfault at', pattern: /\bsegfault at [0-9a-f]+ ip [0-9a-f]+ sp [0-9a-f]+(?: error \d+|\s*$)/, outcome: 'failed' },
  // ROCm's runtime (ROCr) reports a GPU page fault of the process's kernels so, then aborts that process (SIGABRT).
  { needle: 'Memory access fault by GPU', pattern: GPU_MEMORY_FAULT, outcome: 'failed' },
  // ROCclr's queue callback on a device exception (a kernel's hardware exception, a trap): it prints
  // `Callback: Queue 0x… aborting with error : HSA_STATUS_ERROR_… code: 0x…` (older: `Device::callbackQueue aborting …`), then abort().
  // Its own words up to `: ` are printed whatever follows (the `%s` of hsa_status_string): a terminal paste that drew over or
  // wrapped the status name (`… aborting with error : HSA[52/1890]`, vllm-project/vllm#13674) still reports that abort.
  { needle: 'aborting with error : ', pattern: /\baborting with error : HSA_STATUS_ERROR_\w+|(?:Callback: Queue 0x[0-9a-fA-F]+|callbackQueue) aborting with error : \S/, outcome: 'failed' },
  // HIP's __assert_fail prints its line from the failing threads, then __builtin_trap(): the wave traps, and that callback
  // reports the queue's HSA_STATUS_ERROR_EXCEPTION and aborts the process (ROCm/hip#3368). CUDA's device assert, by contrast,
  // leaves the process running until a later CUDA call reports `device-side assert triggered`: only HIP's words end it here
  // (the process that printed CUDA's can serve no more all the same: DEVICE_LOST).
  { needle: 'Device-side assertion `', pattern: HIP_DEVICE_ASSERT, outcome: 'failed' },
  // NCCL's own NCCLCHECK traces an error code on its way out of a call (`INFO %s:%d -> %d` under NCCL_DEBUG=INFO; ncclInProgress
  // is not traced): a code out of init.cc is the communicator's init failing (ncclCommInitRank returns it), and the servers raise
  // on it (vLLM's pynccl NCCL_CHECK, PyTorch's C10D_NCCL_CHECK): the rank cannot start, the WARN above it says why.
  { needle: 'NCCL INFO init.cc:', pattern: /\bNCCL INFO init\.cc:\d+ -> [1-6]$/, outcome: 'failed' },
  // The NCCL examples' NCCLCHECK macro (copied into TensorRT-LLM's plugins and FasterTransformer) prints this, then exit(EXIT_FAILURE).
  { needle: 'Failed, NCCL error ', pattern: /^Failed, NCCL error \S+:\d+ '/, outcome: 'failed' },
  // NVSHMEM (DeepEP's transport) guards each API call with NVSHMEMI_CHECK_INIT_STATUS: a call made after its init failed
  // (`nvshmemi_common_init failed, continuing`, then DeepEP's team split) prints this through NVSHMEMI_ERROR_EXIT, which
  // exits the process (NVSHMEM's nvshmem_internal.h). The rank is gone, and the server's start with it.
  { needle: 'NVSHMEM API called before', pattern: NVSHMEM_NOT_INITIALIZED, outcome: 'failed' },
  // Ascend's runtime refused the process its NPU (see CANN_SET_DEVICE_FAILED): torch_npu raises, the rank cannot start. Set-up
  // only: a device is bound before any milestone, and the same words later would be another process's report.
  ...CANN_SET_DEVICE_FAILED.map((r): EndRule => ({ ...r, outcome: 'failed', startOnly: true })),
  // TensorRT-LLM's LLM API (trtllm-serve, scripts): executor/worker.py's worker_main logs `Failed to initialize executor on rank N:
  // …` when that rank's executor cannot be built and returns; rank 0, the leader, hands the error to the proxy, whose
  // _start_executor_workers raises `RuntimeError: Executor worker returned error` out of the LLM constructor: the start is over.
  // A non-leader rank only returns (rank 0 may wait on it in a collective, NVIDIA/TensorRT-LLM#16342): a cause, no end. Only
  // before any milestone: inside Triton (its TensorRT-LLM Python models build an LLM while a model loads) it fails that model.
  { needle: 'Failed to initialize executor on rank 0: ', pattern: EXECUTOR_INIT_FAILED_LEADER, outcome: 'failed', startOnly: true },
  // docker compose's own line when a service's container ends (`ollama exited with code 0`; v1: `ollama_1 exited with code 1`).
  // With a `restart:` policy compose adds ` (restarting)`: the container's process ended all the same.
  { needle: ' exited with code ', pattern: /^[\w.-]+ exited with code 0(?: \(restarting\))?$/, outcome: 'stopped' },
  { needle: ' exited with code ', pattern: /^[\w.-]+ exited with code [1-9]\d*(?: \(restarting\))?$/, outcome: 'failed' },
  // Hugging Face's Spaces and Inference Endpoints report a container that ended as `Exit code: 1. Reason: ` and the tail of its log.
  { needle: 'Exit code: ', pattern: /^Exit code: [1-9]\d*\. Reason: /, outcome: 'failed' },
  // uvicorn (vLLM's and SGLang's HTTP server) binds after its lifespan said "startup complete": this port never listened, it shuts down.
  { needle: 'error while attempting to bind', pattern: /\[Errno \d+\] error while attempting to bind on address /, outcome: 'failed' },
  // Ray Serve's controller gave up on a replica (the server process it hosts) whose start-up or health check raised.
  { needle: 'the replica will be stopped', pattern: /\bException in Replica\(.*\), the replica will be stopped\.$/, outcome: 'failed' },
  // A driver whose core worker could not register with the raylet exits at once (see RAY_DRIVER_REGISTER_FAILED): the server
  // that called ray.init to run its ranks over Ray (vLLM's Ray executor, SGLang's) is gone before its engine started.
  { needle: 'Failed to register worker', pattern: RAY_DRIVER_REGISTER_FAILED, outcome: 'failed' },
  // Ray's terminate handler aborts the process after this line (see RAY_UNHANDLED_EXCEPTION).
  { needle: 'logging.cc:', pattern: RAY_UNHANDLED_EXCEPTION, outcome: 'failed' },
  // Starlette's Router.lifespan catches what the app's lifespan raised, sends its traceback.format_exc() to the server as
  // `lifespan.startup.failed` (or `.shutdown.failed` once started) and re-raises; uvicorn logs that text at ERROR, then
  // `Application startup failed. Exiting.` and exits. The text opens at the lifespan frame (format_exc is called there), and
  // a failed start-up goes on into the lifespan context's `__aenter__` (a shutdown's into `__aexit__`): the process is ending
  // on its start-up's error, whatever server hosts the app (vLLM's, SGLang's API server, a BentoML runner), its last line cut or not.
  { needle: 'in __aenter__', pattern: /^\s*File ".*", line \d+, in __aenter__$/, outcome: 'failed', after: STARLETTE_LIFESPAN_FRAME },
  // DJL Serving (SageMaker's LMI containers) starts its Python worker with an empty input that makes the model's handler load the
  // model: djl_python's services do it in `initialize`, which `handle` calls while not yet initialized (djl_python/huggingface.py).
  // run_server catches what it raised and logs the traceback (see DJL_RUN_SERVER_FRAME); PyProcess.startPythonProcess, answered
  // with that error, throws `Failed to loaded model.` and stops the worker. A traceback from run_server into a djl_python service's
  // initialize is the model's load failing, the worker's start over, its exception line cut or not (deepjavalibrary/djl-serving#2515).
  { needle: 'in initialize', pattern: /^\s*File ".*[/\\]djl_python[/\\][\w/\\]+\.py", line \d+, in initialize$/, outcome: 'failed', after: DJL_RUN_SERVER_FRAME },
  // uvicorn gives up when the app's lifespan raised (vLLM's and SGLang's API servers alike): the HTTP server never listened.
  // Its level word stays in the text where no engine prefix took it off (vLLM's `(APIServer pid=1) ERROR:    Application …`, bare output).
  { needle: 'Application startup failed', pattern: /^(?:ERROR: +)?Application startup failed\. Exiting\.$/, outcome: 'failed' },
  // PyTorch's ProcessGroupNCCL destructor, run only while a process exits: orderly or not, the cause printed before it tells.
  { needle: 'before program exit', pattern: /destroy_process_group\(\) was not called before program exit/, outcome: 'stopped' },
  // The same destructor's words in PyTorch 2.4–2.5.
  { needle: 'has NOT been destroyed', pattern: /process group has NOT been destroyed before we destruct ProcessGroupNCCL/, outcome: 'stopped' },
  // PyTorch's CUDA IPC bookkeeping (torch/csrc/CudaIPCTypes.cpp) warns this only from the destructors of its static global, run
  // as a process exits while tensors it shared are still held (vLLM's TP workers, Ray ranks): orderly or not, the cause before it tells.
  { needle: 'Producer process has been terminated', pattern: /\bProducer process has been terminated before all shared CUDA tensors released\b/, outcome: 'stopped' },
  // IPython (Jupyter, Colab) reports an exception that propagated out of a cell under its own header: a rule of dashes, then the
  // class name with `Traceback (most recent call last)` right-justified to 75 columns (ultratb's VerboseTB.prepare_header), the
  // frames as `path in function(args)` with numbered source lines, the `Class: message` line last. The cell's code (an engine
  // built in it: `LLM(...)`, `Engine(...)`) raised it uncaught: that engine never started, however much of the report was pasted.
  { needle: ' Traceback (most recent call last)', pattern: /^(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Failure|Fault) +Traceback \(most recent call last\)$/, outcome: 'failed' },
  // What the tool that runs the server says of its end (supervisord, tini, kubelet, llama-swap, …): `supervisor-ends.ts`.
  ...SUPERVISOR_ENDS,
];

/**
 * Errors that report a cancellation, under every engine: an asyncio task cancelled because its server was going down
 * (uvicorn's lifespan task, a request handler) raises CancelledError; a Go server's work for a client that hung up ends
 * in `context canceled` (Ollama aborts a model load so). What made the server go down, or the client go away, is elsewhere.
 */
export const COMMON_WRAPPERS: readonly RegExp[] = [
  /^(?:asyncio\.(?:exceptions\.)?|concurrent\.futures\.(?:_base\.)?)?CancelledError\b/,
  /\bcontext canceled"?$/,
  ...SUPERVISOR_WRAPPERS,
  // A bare EOFError is a read that found its stream closed: the process at the other end (SGLang's scheduler behind the
  // launcher's pipe, a multiprocessing child) is gone, and why is elsewhere.
  /^EOFError$/,
  // torch_npu's error for a failed ACL call whose real report, CANN's error-manager lines, it appends or printed before.
  /^RuntimeError: The Inner error is reported as above\b/,
  // An exception whose message is a whole formatted traceback: Ray Serve's replica re-raises whatever the deployment's
  // constructor raised as `raise RuntimeError(traceback.format_exc()) from None` (serve/_private/replica.py initialize), so its
  // line reads `RuntimeError: Traceback (most recent call last):` and the cause is the wrapped traceback's own last line.
  /^[\w.]*(?:Error|Exception): Traceback \(most recent call last\):$/,
  // The same re-raise seen from the Serve controller's `ray.get` on the replica's start: Ray's RayTaskError names the remote call
  // (`ray.exceptions.RayTaskError(RuntimeError): ray::ServeReplica:<app>:<deployment>.initialize_and_get_metadata() (pid=…)`,
  // older Serve's `.is_initialized()`) over the remote traceback that ends in that RuntimeError: it names no cause either.
  /^(?:ray\.exceptions\.)?RayTaskError\(RuntimeError\): ray::ServeReplica:\S+\.(?:initialize_and_get_metadata|is_initialized)\(\) \(pid=/,
];

/**
 * The last line of an exception's message whose first line (the exception line) is printed above it: alone, where that first
 * line is out of the window, it names no cause. pybind11 ends the TypeError it raises for a call that matches no overload with
 * the overload list, a blank line and `Invoked with: <repr of each argument>` (pybind11.h, `msg += "\nInvoked with: "` before
 * `PyErr_SetString(PyExc_TypeError, msg)`), under `TypeError: __init__(): incompatible constructor arguments. …`.
 */
export const EXCEPTION_MESSAGE_TAILS: readonly LineRule[] = [{ needle: 'Invoked with:', pattern: /^Invoked with:(?: |$)/ }];

/** c10::Error's origin line: the backtrace header under the error's message, which was printed on the line above it. */
export const C10_ERROR_ORIGIN: LineRule = { needle: 'Exception raised from ', pattern: /^Exception raised from \S+ at \S+:\d+ \(most recent call first\):$/ };

/**
 * Messages that log a c10::Error their caller caught and goes on after, its backtrace under them: the origin line that
 * follows one names no cause. PyTorch's TCPStore client logs a failed connect to the rendezvous store so, then waits
 * and connects again until its timeout runs out (torch/csrc/distributed/c10d/TCPStore.cpp).
 */
export const HANDLED_C10_ERRORS: readonly LineRule[] = [
  { needle: ' - retrying (try=', pattern: /\bTCP client failed to connect\/validate to host \S+ - retrying \(try=\d+/ },
  // Any c10 line at glog's W level (C10D_WARNING: `[W1226 15:44:25.497497753 TCPStore.cpp:125] …`, the month not zero-padded
  // as in `[W111 …`, a rank's tagged `[rank3]:[W…`): TCPStore's client logs a failed recvValue/sendBytes so and rethrows to its
  // caller, which either goes on (ProcessGroupNCCL's heartbeat monitor logs `Failed to check the "should dump" flag on TCPStore`
  // and polls again) or dies with its own report below (a Python DistNetworkError traceback, `terminate called after throwing …`):
  // the warning's backtrace names no cause by itself (vllm-project/vllm#32136).
  { needle: '[W', pattern: /^(?:\[rank\d+\]:)?\[W\d{3,4} \d\d:\d\d:\d\d\.\d+ [\w.]+\.(?:cpp|h|hpp):\d+\] / },
];

/**
 * Paths of a model manager's own REST API, which it answers itself whatever state its models are in (Xinference's restful_api.py:
 * a launch's `/v1/models/<uid>/progress`, `/replicas`, `/events`, `/cancel`, and `/v1/cluster/…`, `/v1/model_registrations/…`,
 * `/v1/engines/…`, `/v1/downloads`, `/v1/cache/…`): its web UI polls them every second while a model loads. Its `POST /v1/models`
 * launches a model (answered 503 when the launch failed, xorbitsai/inference#5302); the OpenAI model list is a GET. No inference
 * server has them, so an answer to one proves no model serving.
 */
export const MANAGER_OWN_PATH = String.raw`"(?:(?:GET|POST|DELETE) \/v1\/(?:models\/[^/\s]+\/(?:progress|replicas|events|cancel)|cluster\/|model_registrations\b|engines\/|downloads\b|cache\/)\S*|POST \/v1\/models) HTTP\/`;

/**
 * Paths of a chat front end's own backend API, served by its own uvicorn in a container beside the server's (Open WebUI's
 * FastAPI app: `/api/models`, `/api/v1/chats/…`, `/api/version`, and its relays `/ollama/api/…`). The OpenAI-compatible servers
 * route nothing under `/api/` (vLLM's routes are `/v1/…`, `/health`, `/metrics`, `/tokenize`, `/pooling`, `/invocations`, …;
 * SGLang's and TGI's alike); Ollama serves `/api/…` but logs it in gin's own format, not uvicorn's. An answer to one proves
 * no model serving: the front end answers them whether or not the server behind it is up.
 */
export const FRONT_END_OWN_PATH = String.raw`"(?:GET|POST|PUT|PATCH|DELETE) \/(?:api|ollama\/api)\/\S* HTTP\/`;

/**
 * A host's message right above the traceback of a model load it caught, after which it lives on: text-generation-webui's
 * load_model_wrapper (modules/ui_model_menu.py) wraps the load in `try`, and on any exception logs `Failed to load the model.`
 * at ERROR, prints the formatted traceback and returns to its UI (`HH:MM:SS-micro ERROR    Failed …`, 2023's `ERROR:Failed …`).
 * The traceback names the cause of the load that failed; the process that printed it is not gone.
 */
export const CAUGHT_LOAD_HEADERS: readonly LineRule[] = [
  { needle: 'Failed to load the model.', pattern: /(?:^|\s)ERROR:? *Failed to load the model\.\s*$/ },
];

/**
 * A worker's message right above the traceback of one request's failure, which it catches and answers that request with, serving on:
 * the traceback names why that request failed, not why the process would end (never the cause of a start or of a death).
 */
export const ANSWERED_HEADERS: readonly LineRule[] = [
  // SGLang's diffusion runtime (multimodal_gen) times each pipeline stage of a request in its StageProfiler context manager: on an
  // exception __exit__ logs `[%s] Error during execution after %.4f ms: %s` with exc_info=True, so the traceback follows, and
  // returns False, re-raising into the worker that runs the request, which logs `Error executing request <id>` (the line after
  // the traceback in sgl-project/sglang#24705's paste) and fails that request; the scheduler loop goes on (that part from
  // memory of gpu_worker.py: weak basis). The traceback names why one generation failed, not a death of the process.
  { needle: '] Error during execution after ', pattern: /(?:^|\] )\[\w+\] Error during execution after \d+\.\d{4} ms: \S/ },
];

// The NGC entrypoint's check runs at every container start: on a host without a visible driver it warns, and a server that can
// run on the CPU (Triton's CPU backends) goes on without a GPU. A state of the host, not a death: it names the cause only where
// the server reports none of its own.
const NO_DRIVER: LineRule = { needle: 'NVIDIA Driver was not detected', pattern: /^WARNING: The NVIDIA Driver was not detected\.\s+GPU functionality will not be available\./ };

// Triton's pinned memory manager logs a failed pinned allocation (an old driver, a CPU-only host) and goes on without the pool
// (`pinned memory pool will not be available`).
const NO_PINNED_POOL: LineRule = { needle: 'allocate pinned system memory', pattern: /\b(?:failed to allocate|Unable to allocate) pinned system memory\b/ };

// ggml's CUDA backend (llama.cpp, Ollama's runner, their forks; ROCm and MUSA builds print their own name) logs a failed
// cudaGetDeviceCount and reports zero devices (ggml-cuda.cu, ggml_cuda_init): the program goes on with the CPU backend
// (`warning: no usable GPU found, --gpu-layers option will be ignored`). The driver's words say why the GPU is unused.
const GGML_NO_GPU: LineRule = { needle: 'ggml_cuda_init: failed to initialize ', pattern: /\bggml_cuda_init: failed to initialize (?:CUDA|ROCm|MUSA): \S/ };

// PyTorch's device count (c10/cuda/CUDAFunctions.cpp device_count) catches a failed CUDA start and warns instead of raising,
// then reports no device for the rest of the process (the count is a function-static): what runs on goes without a GPU. Only
// its own words for cudaErrorInsufficientDriver, which state the host's driver (`The NVIDIA driver on your system is too old
// (found version …)`, `Found no NVIDIA driver on your system`); not its relay of any other error (`Unexpected error from
// cudaGetDeviceCount(). Did you run some cuda functions before …`), which may come of the process's own earlier CUDA use.
const TORCH_NO_CUDA: LineRule = {
  needle: 'CUDA initialization: ',
  pattern: /\bUserWarning: CUDA initialization: (?:The NVIDIA driver on your system is too old|Found no NVIDIA driver on your system)\b/,
};

/** Causes that are a state of the host the server may survive: any cause the server reports itself comes before them. */
export const HOST_CONDITIONS: readonly LineRule[] = [NO_DRIVER, NO_PINNED_POOL, GGML_NO_GPU, TORCH_NO_CUDA];

/**
 * Of those, the ones that hold for the rest of the process however far its start-up goes: ggml asks for its devices once per
 * process (ggml_cuda_info keeps ggml_cuda_init's answer in a function-static), so a process that found none never computes on
 * a GPU. Not Triton's pinned pool, an optimisation a CPU-only deployment routinely runs without.
 */
export const RUN_LONG_CONDITIONS: readonly LineRule[] = [GGML_NO_GPU];

// CUDA's device-side assert, as the CUDA runtime's assert printf in a kernel prints it for each failing thread:
// `<file>.cu:<line>: <kernel>: block: [x,y,z], thread: [x,y,z] Assertion `<expr>` failed.`.
const CUDA_DEVICE_ASSERT: LineRule = { needle: ' thread: [', pattern: /\.cu:\d+: [^\s:][^:]*?(?:::[^:]+?)*: block: \[\d+,\d+,\d+\], thread: \[\d+,\d+,\d+\] Assertion [`']/ };

/**
 * Faults after which the process that printed them can run no more GPU work, though it lives on: CUDA's device-side assert
 * leaves the context in cudaErrorAssert, which the CUDA runtime documents as sticky (the device cannot be used again, every
 * allocation is invalid, only a new process can use CUDA). A server that printed one after its last milestone cannot serve,
 * whether or not a later line (the next CUDA call's `device-side assert triggered`) made it into the excerpt.
 */
/**
 * CANN's report of a kernel that faulted on an AI Core or AI Vector core (torch_npu prints it, as a warning or under the
 * RuntimeError of the next call): `EZ9999: [PID: 696742] 2025-10-31-21:35:03.992.057 The error from device(chipId:7, dieId:0),
 * serial number is 2, there is an exception of aivec error, …` (older CANN: `EZ9999: The error from device(chipid:4, …), …
 * there is an aivec error exception`; newer: `EZ9999[PID: N] <stamp> (EZ9999): The error from device(…)`). CANN's AI Core Error
 * troubleshooting page: the application reports this and exits; the stream's later syncs fail (`ACL stream synchronize failed,
 * error code:507035`), so the process runs no more NPU work.
 */
const CANN_CORE_EXCEPTION: LineRule = {
  needle: 'The error from device(',
  pattern: /\bE[A-Z][0-9A-Z]{4}(?:: \[PID: \d+\] \S+|\[PID: \d+\] \S+ \(E[A-Z][0-9A-Z]{4}\):|:) +The error from device\(chip[Ii]d:\d+, dieId:\d+\), serial number is \d+, there is an? (?:exception of )?(?:aicore|aivec) error\b/,
};

export const DEVICE_LOST: readonly LineRule[] = [CUDA_DEVICE_ASSERT, CANN_CORE_EXCEPTION];

export const COMMON_CAUSES: readonly LineRule[] = [
  // uvicorn's own word that it could not import the app it was told to serve (see COMMON_ENDS): the process exits on it.
  UVICORN_APP_LOAD_FAILED,
  { needle: 'CUDA error', pattern: /\bCUDA error\b(?:: |\s*\(|\s+\d|\s+\/)/ },
  // flashinfer's FLASHINFER_CUDA_CALL: `CUDA Error: an illegal memory access was encountered (CUDA Error: 700…)`.
  { needle: 'CUDA Error: ', pattern: /\bCUDA Error: \S/ },
  // c10::Error's origin line; its message was printed above it (PyTorch's NCCL watchdog, CUDA checks).
  C10_ERROR_ORIGIN,
  // vLLM's custom kernels: `Cuda error /workspace/csrc/custom_all_reduce.cuh:594 'an illegal memory access was encountered'`.
  { needle: 'Cuda error', pattern: /\bCuda error \S+:\d+ '/ },
  // ggml's ggml_cuda_error names its build's runtime (GGML_CUDA_NAME: CUDA, ROCm, MUSA) and ggml_cann_error says `CANN error:`,
  // each with the runtime's own message, before the device line and GGML_ABORT: `MUSA error: operation not supported`,
  // `CANN error: EL0003: [PID: 1445] … The argument is invalid.`.
  { needle: ' error: ', pattern: /\b(?:ROCm|HIP|MUSA|CANN) error: \S/ },
  // ROCm's BLAS before it aborts the process: `rocBLAS error: Could not initialize Tensile host: No devices found`.
  { needle: 'rocBLAS error: ', pattern: /\brocBLAS error: \S/ },
  // hiprtc's RTCProgram::findIsa, when it cannot dlopen libamdhip64.so, appends `hip runtime failed to load.` and then
  // `Error: Please provide architecture for which code is to be generated.` to the build log the caller raises with: the
  // first is what failed, the second only its consequence (no target to compile for).
  { needle: 'hip runtime failed to load.', pattern: /^hip runtime failed to load\.$/ },
  CANN_CORE_EXCEPTION,
  ...CANN_SET_DEVICE_FAILED,
  // Ascend CANN's error manager (behind torch_npu in vLLM-Ascend and SGLang on NPU) names an error by its code:
  // `EZ9999[PID: 163686] 2026-07-07-07:20:43.817.613 (EZ9999):  Kernel task happen error, …` or `… AclNN_Parameter_Error(EZ1001): …`;
  // CANN 8's form, code first and the stamp with its milli- and microseconds: `EE1001: [PID: 34898] 2025-09-17-06:54:37.316.433
  // The argument is invalid.Reason: coreDim=123408 can't be greater than UINT16_MAX.` (under a RuntimeError, group-errors reads
  // it as that exception's message: torch_npu appends CANN's messages to it).
  { needle: '[PID: ', pattern: /\bE[A-Z][0-9A-Z]{4}\[PID: \d+\] \S+ \(E[A-Z][0-9A-Z]{4}\): +\S|\[PID: \d+\] \S+ [A-Za-z_]+\(E[A-Z][0-9A-Z]{4}\): \S|^E[A-Z][0-9A-Z]{4}: \[PID: \d+\] \d{4}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d+\.\d+ +\S/ },
  // The AWS Neuron runtime (libnrt, under TGI's Neuron backend, torch-neuronx and transformers-neuronx) logs with its own stamp,
  // the process and thread ids, the level and the module:function: `2024-Jun-02 04:05:36.428966   273:488   ERROR
  // NRT:nrt_load_collectives    Unsupported topology. …` (`TDRV:`, the driver layer, the same way); the Python call that
  // loaded the model raises after it, naming only the status code.
  { needle: 'ERROR  ', pattern: /^\d{4}-[A-Z][a-z]{2}-\d\d \d\d:\d\d:\d\d\.\d+ +\d+:\d+ +ERROR +[A-Z]+:\w+ +\S/ },
  { needle: 'Memory access fault by GPU', pattern: GPU_MEMORY_FAULT },
  // PyTorch's device count (c10/cuda/CUDAFunctions.cpp) when the driver cannot start CUDA: `Unexpected error from
  // cudaGetDeviceCount(). Did you run … ? Error 802: system not yet initialized` (the NVSwitch fabric not up; 804, 803 a
  // driver/runtime mismatch). Raised as RuntimeError, or its text alone where a logger printed the exception (vLLM V0's
  // logger.exception(e) in run_mp_engine). Not torch.cuda.is_available()'s `UserWarning: CUDA initialization: …`, which it survives.
  { needle: 'Unexpected error from cudaGetDeviceCount()', pattern: /(?:^|\bRuntimeError: )Unexpected error from cudaGetDeviceCount\(\)\. .*\bError \d+: \S/ },
  // XLA's TPU out-of-HBM status as a raise's message, its class trimmed (see XLA_TPU_OUT_OF_HBM).
  XLA_TPU_OUT_OF_HBM,
  { needle: 'CUBLAS_STATUS_', pattern: /\bCUBLAS_STATUS_[A-Z_]+/ },
  { needle: 'CUDNN_STATUS_', pattern: /\bCUDNN_STATUS_[A-Z_]+/ },
  // torch_npu's caching allocator words its OOM as PyTorch's CUDA one does (`NPU out of memory. Tried to allocate 72.00 MiB
  // (NPU 0; … total capacity; …)`) and raises it as RuntimeError; newer torch_npu also logs it first through its own logger,
  // `[pid] [stamp] torch_npu.memory: [ERROR] [pid] NPU out of memory. Tried to allocate …`, a line a cut paste may keep alone
  // (sgl-project/sglang#29838; Ascend/sglang CI notes show the same line). Not vLLM-Ascend's `NPU out of memory occurred when
  // warming up sampler` (vllm.ts), which names the warm-up it failed in.
  { needle: 'out of memory', pattern: /\b(?:cudaMalloc failed: out of memory|CUDA out of memory|CUDA_ERROR_OUT_OF_MEMORY|NPU out of memory\. Tried to allocate \d)/ },
  { needle: 'no kernel image', pattern: /no kernel image is available for execution on the device/ },
  // glibc's dynamic loader when a library the binary links is missing: `/llama-server: error while loading shared libraries:
  // libcuda.so.1: cannot open shared object file: No such file or directory`. It exits 127 before main(): that program never ran.
  { needle: 'error while loading shared libraries', pattern: /\berror while loading shared libraries: \S+: \S/ },
  // Triton's libcuda_dirs (triton/common/build.py, backends/nvidia/driver.py) asserts that libcuda.so sits in a directory the
  // linker cache names before it compiles or launches a kernel; its AssertionError message goes on, on the next line, with what
  // it found: `Possible files are located at ['/lib64/libcuda.so.1'].Please create a symlink of libcuda.so to any of the file(s).`
  // or, none found, `Please make sure GPU is set up and then run "/sbin/ldconfig" (requires sudo) to refresh the linker cache.`
  // The server that asked for the kernel (a warmup, a forward) fails with it; that line is what a paste keeps of the cause.
  { needle: ' to refresh the linker cache.', pattern: /^Please make sure GPU is set ?up and then run "\/sbin\/ldconfig" \(requires sudo\) to refresh the linker cache\.$/ },
  { needle: 'Please create a symlink of libcuda.so', pattern: /^Possible files are located at \[[^\]]*\]\.Please create a symlink of libcuda\.so to any of the files?\.$/ },
  // Windows' loader, the same failure, as Node's process.dlopen reports it for a native module (libuv's FormatMessage text
  // for ERROR_MOD_NOT_FOUND, then the module's `\\?\` path on the next line): the module, or a DLL it links, is missing.
  { needle: 'The specified module could not be found.', pattern: /^The specified module could not be found\.$/ },
  // macOS's dyld, the same failure: `dyld[18622]: Library not loaded: @rpath/libllama.dylib`, then `Referenced from:` and
  // `Reason: tried: …`; it aborts the process (SIGABRT) before main().
  { needle: 'Library not loaded: ', pattern: /^dyld\[\d+\]: Library not loaded: \S/ },
  // Android's (bionic's) linker, the same failure: `CANNOT LINK EXECUTABLE "./server": cannot locate symbol "__emutls_get_address"
  // referenced by "…"...` or `library "libOpenCL.so" not found`; it aborts the process (async_safe_fatal) before main().
  { needle: 'CANNOT LINK EXECUTABLE "', pattern: /^CANNOT LINK EXECUTABLE "[^"]+": \S/ },
  // The HIP runtime when the build holds no kernels for this GPU's arch (a crash or an abort follows): its log line
  // `:1:hip_fatbin.cpp :687 : … us:  No compatible code objects found for: gfx1152, …`, and hipErrorNoBinaryForGpu's text.
  { needle: 'code object', pattern: /\bNo compatible code objects found for: gfx\w+|\bUnable to find code object for all current devices\b/ },
  // Not cudawrap's `NCCL WARN Failed to find CUDA library libcuda.so (NCCL_CUDA_PATH='') : …` (WSL keeps libcuda in
  // /usr/lib/wsl/lib, a container may lack the unversioned name): NCCL warns and builds the communicator on (its version line,
  // rings and channels follow), so the failure, if any, is a later line's. Nor RCCL's set-up advice (init.cc, after reading
  // /proc/cmdline and the environment: `NCCL WARN Missing "iommu=pt" from kernel command line which can lead to system
  // instablity or hang!`, `Missing "amd_iommu=on" …`, `Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead
  // to low RCCL performance, …`): WARN() only logs, init goes on (its Hipruntime/RCCL version lines follow), and runs that
  // succeed print it too (kyuz0/amd-strix-halo-vllm-toolboxes#80, a Ray worker's RCCL init relayed through the engine core).
  { needle: 'NCCL', pattern: /\bNCCL (?:error\b|WARN\b(?! Failed to find CUDA library | Missing "[^"]+" from (?:kernel command line|environment) which can lead to ))|ncclUnhandledCudaError|ncclSystemError|ncclInternalError|ncclInvalidUsage|ncclRemoteError/ },
  { needle: 'Watchdog', pattern: /Watchdog caught collective operation timeout/ },
  { needle: 'watchdog got stuck for ', pattern: NCCL_WATCHDOG_STUCK },
  // PyTorch ≥ 2.3's ProcessGroupNCCL watchdog names the collective that failed or timed out, before it tears the process down.
  { needle: 'detected by watchdog at work', pattern: WATCHDOG_FAILURE },
  // ProcessGroupGloo's constructor logs a failed connectFullMesh, then throws it (torch/csrc/distributed/c10d/ProcessGroupGloo.cpp,
  // logAndThrow): the rank cannot create its Gloo group, and init_process_group raises the same words.
  { needle: 'Gloo connectFullMesh failed', pattern: /\bGloo connectFullMesh failed with \S/ },
  // PyTorch's TCPStore server (the rendezvous that rank 0 hosts, TCPStore.cpp waitForWorkers) gives up on the ranks that never
  // connected and throws DistStoreError `Timed out after 601 seconds waiting for clients. 1/8 clients joined.`: that process's
  // init_process_group fails (vLLM's engine logs the message over the traceback, logger.exception), and the start with it.
  { needle: 'seconds waiting for clients', pattern: /\bTimed out after \d+ seconds waiting for clients\. \d+\/\d+ clients joined\b/ },
  { needle: 'Xid', pattern: /\bNVRM: Xid \(/ },
  { needle: 'panicked at', pattern: /\bpanicked at\b/ },
  // PyTorch-based servers' fatal-signal banner (the stack printer torch installs for SIGSEGV): `!!!!!!! Segfault encountered !!!!!!!`,
  // then the native frames as `File "<unknown>", line 0, in <symbol>`; the process then dies of the signal (exit -11). It names
  // the crash where the API server's EngineDeadError only wraps it (vllm-project/vllm#57853; weak basis: the banner's source is
  // recalled, not read; the exit -11 after it is seen in public logs).
  { needle: 'Segfault encountered', pattern: /^!+ Segfault encountered !+$/ },
  { needle: 'Fatal error', pattern: /\bFatal error\b/ },
  // glibc's assert closes the expression with `'`; a CUDA device-side assert (`Indexing.cu:1500: indexSelectSmallIndex: … Assertion `srcIndex < srcSelectDimSize` failed.`) with a backtick.
  { needle: 'Assertion', pattern: /Assertion `.+['`] failed/ },
  // libstdc++'s own assertions (_GLIBCXX_ASSERTIONS, on in hardened distro builds: a vector's operator[] out of range, a
  // discrete_distribution given all-zero weights) print `<file>:<line>: <function>: Assertion '<expr>' failed.` with straight
  // quotes, then abort() (libstdc++-v3/src/c++11/assert_fail.cc, __glibcxx_assert_fail; GCC 10's __replacement_assert in
  // bits/c++config.h printed the same): the process's cause, the shell's `Aborted (core dumped)` after it only how it ended
  // (ggml-org/llama.cpp#12946, #23889; the same line in other programs' threads, arminbiere/cadical#31, MRChemSoft/mrchem#447).
  { needle: "Assertion '", pattern: LIBSTDCXX_ASSERT },
  // The device-side assert's own prefix (CUDA's assert printf: `<file>.cu:<line>: <kernel>: block: [x,y,z], thread: [x,y,z] Assertion `…`)
  // names it even where a paste cut the line before its closing `failed.` (a terminal's width, a quoted excerpt, a wrapped line).
  // The kernel is the function's printed name, `operator()` for a lambda's (PyTorch's IndexKernel.cu `index out of bounds`); a
  // screenshot's text may turn the backtick into a quote.
  // HIP's device-side assert names the kernel and the expression that failed (a kernel built without code for this GPU's arch
  // is often only `assert(false)`: vLLM's skinny GEMMs on gfx11, ROCm/vllm#527).
  { needle: 'Device-side assertion `', pattern: HIP_DEVICE_ASSERT },
  CUDA_DEVICE_ASSERT,
  // Intel Gaudi's PyTorch bridge (vLLM's and TGI's hpu builds) logs its fatal errors so: `[Rank:0] FATAL ERROR :: MODULE:PT_LAZY Error, …`.
  { needle: 'FATAL ERROR :: MODULE:', pattern: /\bFATAL ERROR :: MODULE:\w+/ },
  // Gaudi's Synapse API names its failures by status, in the bridge's RuntimeError and its logger alike: `Graph compile failed.
  // synStatus=synStatus 26 [Generic failure]`, `synStatus=20 [Device already acquired] Device acquire failed.`.
  { needle: 'synStatus', pattern: /\bsynStatus[= ](?:synStatus )?\d+ \[[A-Za-z][^\]]*\]/ },
  // Ray's raylet reports a worker process that died under a task.
  { needle: 'A worker died or was killed', pattern: /A worker died or was killed while executing (?:a|the) task/ },
  // Ray's ActorDiedError text: the process behind an actor (a remote rank) died, named where its caller saw it.
  { needle: 'The actor ', pattern: /\bThe actor (?:is dead because its worker process has died|died unexpectedly before finishing this task)/ },
  // Ray's memory monitor killed a task's or actor's worker because the node's RAM ran short (ray.exceptions.OutOfMemoryError).
  { needle: 'node running low on memory', pattern: /\bTask was killed due to the node running low on memory\b/ },
  // Ray's memory monitor says why it killed a worker (the body of OutOfMemoryError, and the raylet's own log line).
  { needle: 'Ray killed this worker', pattern: RAY_MEMORY_KILL },
  // The raylet's periodic summary of the same kills (node_manager.cc, relayed to the driver as `(raylet) …`): `N Workers (tasks /
  // actors) killed due to memory pressure (OOM), M Workers crashed due to other reasons at node (…)`. N of 1 or more names a
  // memory-monitor kill; a terminal or issue hard-wrapped at a fixed width may cut the line right after `(tasks /`. A cause, no
  // end: Ray retries an OOM-killed task by default and only an actor without restarts is gone, which the engine's table tells.
  { needle: 'Workers (tasks /', pattern: RAY_OOM_KILL_SUMMARY },
  // The driver's core worker could not register with the raylet: the process quits on that line.
  { needle: 'Failed to register worker', pattern: RAY_DRIVER_REGISTER_FAILED },
  // The uncaught C++ exception's text, as Ray's terminate handler logs it before it aborts.
  { needle: 'logging.cc:', pattern: RAY_UNHANDLED_EXCEPTION },
  // Ray's GCS lost a node (its raylet crashed, was killed or stopped answering): every rank placed there is gone.
  { needle: 'has been marked dead', pattern: /has been marked dead because the detector has missed too many heartbeats/ },
  { needle: 'received at time=', pattern: SIGNAL_REPORT },
  // The exception's text on the line after `terminate called after throwing an instance of …`.
  { needle: 'what():', pattern: /^\s*what\(\):\s+\S/ },
  // libc++ prints the exception's type and text on its one line.
  { needle: 'libc++abi: terminating', pattern: /^libc\+\+abi: terminating due to uncaught exception of type \S/ },
  // Apple's Metal framework (and the GPU driver under it, IOGPU/AGX) reports a call that breaks its contract as `-[<class>
  // <selector>]:<line>: failed assertion `<text>'` (MTLReportFailure: a pipeline built from a nil compute function, a handler
  // added after commit, a command buffer committed twice) and aborts the process: the SIGABRT report under it (Go's
  // `SIGABRT: abort` in Ollama's runner, a shell's `abort`) only says how the process ended, this line says why.
  { needle: ': failed assertion `', pattern: /^-\[\w+ [\w:]+\]:\d+: failed assertion `/ },
  { needle: 'error while attempting to bind', pattern: /\[Errno \d+\] error while attempting to bind on address / },
  // NVSHMEM (DeepEP's transport) reports a failed call as `…/nvshmem/src/host/init/init.cu:1045: non-zero status: 7 nvshmem setup connections failed`.
  { needle: 'non-zero status: ', pattern: /nvshmem\/src\/\S+:\d+: non-zero status: -?\d+ \S/ },
  // NVSHMEM's NVSHMEMI_CHECK_INIT_STATUS guard: an NVSHMEM call (DeepEP's team split, its buffer set-up) made after the
  // library's init failed prints this through NVSHMEMI_ERROR_EXIT, which exits the process.
  { needle: 'NVSHMEM API called before', pattern: NVSHMEM_NOT_INITIALIZED },
  // systemd-coredump's report, which `journalctl -u` shows with the unit's own lines (it matches COREDUMP_UNIT=): which process died.
  { needle: 'dumped core.', pattern: /\bProcess \d+ \(.+?\) of user \d+ dumped core\./ },
  // The NGC containers' entrypoint (Triton, TensorRT-LLM, PyTorch, vLLM images) checks the host's driver before the server starts.
  NO_DRIVER,
  GGML_NO_GPU,
  TORCH_NO_CUDA,
  { needle: 'This container was built for NVIDIA Driver Release', pattern: /^ERROR: This container was built for NVIDIA Driver Release [\d.]+ or later, but/ },
  { needle: 'CUDA Driver UNAVAILABLE', pattern: /\[\[CUDA Driver UNAVAILABLE \(.+\)\]\]/ },
  // TensorRT-LLM's executor worker on any rank: the exception that kept that rank's executor from being built.
  { needle: 'Failed to initialize executor on rank ', pattern: EXECUTOR_INIT_FAILED },
  // Open MPI's help message when a process's MPI start-up failed (orte_init, orte_ess_init, MPI_INIT, opal_init): it says
  // "likely to abort", and MPI_Init then aborts that process. TensorRT-LLM's ranks and the Python models that import it
  // initialise MPI so; the reason is the indented line a few lines on (`getting local rank failed`).
  { needle: 'failed for some reason; your parallel process is', pattern: /^It looks like \w+ failed for some reason; your parallel process is$/ },
  ...SUPERVISOR_CAUSES,
];

/**
 * A kernel GPU fault line: shown on the attempt it hit, beside the server's own error. Newer drivers also report a GPU
 * lost from the bus without an Xid (`NVRM: GPU 0000:3b:00.0: GPU has fallen off the bus.`, or over three lines, the
 * last `NVRM: fallen off the bus and is not responding to commands.`).
 */
export const GPU_FAULT: LineRule = { needle: 'NVRM: ', pattern: /\bNVRM: (?:Xid \(|GPU [\da-fA-F:.]+: GPU has fallen off the bus|fallen off the bus and is not responding)/ };
