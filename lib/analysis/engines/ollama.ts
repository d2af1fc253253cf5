import { GPU_MEMORY_FAULT } from './common';
import { containerEventImage } from './container-image';
import { BATCH_RETRY, LLAMACPP, LLAMACPP_CAUSES, LLAMACPP_DEATHS, LLAMACPP_LASTING, LLAMACPP_PHASES, SERVED } from './llamacpp';
import { ollamaPrefix } from './ollama-prefix';
import type { EngineProfile, LineRule, PhaseRule } from './types';

// Since Ollama runs llama.cpp's llama-server as a runner (llm/llama_server.go, 2026) the server says `llama-server process`.
// 0.1.x's waitForServer (llm/llama.go) returned the words bare, with no status after them, when the runner's process exited.
const CLI_RUNNER_DEATH = /^Error: (?:\d{3} [A-Za-z ]+: )?llama(?: runner|-server) process has terminated(?:: \S|$)/;

// Ollama 0.1.18–0.1.31's in-process runner (llm/dyn_ext_server.go): newDynExtServer wraps dyn_init's `Unable to load dynamic
// server library: <dlerror or Windows' FormatMessage text, in the system's code page>` as `Unable to load dynamic library: …`,
// called on a model load only; when no variant loads, the request gets that error, which the CLI prints as `Error: …`.
const CLI_DYN_LIBRARY_FAILURE = /^Error: Unable to load dynamic library: \S/;

// The server's request to its runner failed (llm/server.go Completion; 0.1.x's llm/llama.go Predict alike: `POST predict: %v`):
// the runner's connection reset or refused (the runner died mid-request). The server answered the client with it: a live server's.
const CLI_PREDICT_FAILURE = /^Error: (?:\d{3} [A-Za-z ]+: )?POST predict: \S/;

// Since 0.9 that failed request to the runner is logged by the server (ERROR `post predict`) and the request is answered with a
// fixed sentence instead (llm/server.go Completion, ollama/ollama#10702): `model runner has unexpectedly stopped, this may be due
// to resource limitations or an internal error, check ollama server logs for details`. The runner died mid-request; the server
// that answered lives. The CLI relays it as `Error: …` (with the HTTP status first when the answer was not streamed).
const CLI_RUNNER_STOPPED = /^Error: (?:\d{3} [A-Za-z ]+: )?model runner has unexpectedly stopped, this may be due to resource limitations\b/;

// The CLI's own request to the server failed (api/client.go; Go's net/http words it `Post "<url>": <error>`): the URL is on
// Ollama's default port and API, so the client is Ollama's, and the server it talks to is the one that reset or refused it.
const CLI_OWN_REQUEST_FAILURE = /^Error: (?:Post|Head|Get|Delete) "https?:\/\/[^"/]+:11434\/(?:api\/\w+)?": \S/;

// The server's load request to its runner failed (llm/server.go initModel, 0.12+: `do load request: %w` around net/http's `Post
// "http://127.0.0.1:<runner port>/load": EOF`): the runner dropped the connection, it died loading. The server answered the
// client with it, so a live server's; the CLI relays it with the HTTP status first.
const CLI_LOAD_REQUEST_FAILURE = /^Error: (?:\d{3} [A-Za-z ]+: )?do load request: Post "http:\/\/127\.0\.0\.1:\d+\/load": \S/;

// The server's own start-up timeout of its runner (llm/server.go WaitUntilRunning: when the load progress stalls past
// OLLAMA_LOAD_TIMEOUT, `fmt.Errorf("timed out waiting for llama runner to start - progress %0.2f - %s", s.loadProgress, msg)`;
// llm/llama_server.go since the llama-server runner: `timed out waiting for llama-server to start - …`): the scheduler answers
// the load request with it (a 500) and `ollama serve` lives; the CLI relays it as `Error: …`, the HTTP status first since 0.6.
// With no last error the message ends in ` - ` (a paste drops that space). The `: context canceled` form is the client having
// gone away, not this timeout, and the CLI that left prints nothing.
const CLI_LOAD_TIMEOUT = /^Error: (?:\d{3} [A-Za-z ]+: )?timed out waiting for llama(?: runner|-server) to start -(?: |$)/;

// Since Ollama runs llama.cpp's llama-server as its runner (llm/llama_server.go, 2026), WaitUntilRunning answers a runner whose
// status turned to an out-of-memory error with `llama-server reported out-of-memory during startup: <the runner's last error
// lines>`, and retryWithMMProjCPUOffload wraps that error as `llama-server startup failed before projector CPU offload retry:
// %w; error stopping failed process: …` when it cannot stop the failed runner for its retry with the projector on the CPU. The
// scheduler answers the load request with it (a 500) and `ollama serve` lives; the CLI relays it with the HTTP status first.
// The quoted runner lines may hold a newline, so the message can go on over a second line (ollama/ollama#16564).
const CLI_LLAMA_SERVER_STARTUP_FAILURE =
  /^Error: (?:\d{3} [A-Za-z ]+: )?llama-server (?:startup failed before projector CPU offload retry|reported out-of-memory during startup): \S/;

// The new engine's layout search gives up when the request pins its GPU layers (llm/server.go: with `num_gpu` set, a layout
// that does not fit ends the search with `memory layout cannot be allocated with num_gpu = %v`): the server answers the
// request with it (a 500) and lives. Shown bare by a client, or by the CLI after the HTTP status.
const LAYOUT_REFUSAL = /^(?:Error: (?:\d{3} [A-Za-z ]+: )?)?memory layout cannot be allocated with num_gpu = -?\d+$/;

// The scheduler's refusal of a load the host's memory cannot hold (llm/server.go, `model requires more system memory (X) than
// is available (Y)`; `requested model …` in 0.2): the server's answer to a request, so a live server's. The CLI relays it as
// `Error: …`, with the HTTP status first since 0.6 when the server's answer was a 500.
const MEMORY_REFUSAL = /^Error: (?:\d{3} [A-Za-z ]+: )?(?:requested )?model requires more system memory \([\d.]+ [KMGT]?i?B\) than is available \(/;

// A Go frame that only `ollama serve` has (see `ends`): a cgo call of its own, or a goroutine of its own packages (server/:
// routes, the scheduler; cmd.RunServer). The runner's goroutines are in runner/, llama/, ml/ and cmd.NewCLI, never these.
// Tab-indented only in its file line, which is not this one.
const SERVER_CGO_FRAME = /^\s*(?:created by )?github\.com\/(?:jmorganca|ollama)\/ollama\/(?:(?:gpu|discover)\._Cfunc_\w+\(|llm\._Cfunc_dyn_\w+\(|server\.|cmd\.RunServer\()/;

// glibc's malloc_printerr names the heap corruption it found, then calls abort(): the process that printed it dies.
const GLIBC_HEAP_ABORT = /^(?:free\(\): (?:invalid (?:pointer|size|next size \((?:fast|normal)\))|double free detected in tcache 2)|munmap_chunk\(\): invalid pointer)$/;
const GLIBC_DOUBLE_FREE = /^double free or corruption \((?:out|top|!prev|fasttop)\)$/;
// Ollama 0.1.18–0.1.31 loaded llama.cpp into `ollama serve` itself, no runner process: llm/shim_ext_server.go (`Loading Dynamic
// Shim llm server: <lib>`, ext_server_common.go's `Initializing internal llama server`), then llm/dyn_ext_server.go (dyn_init,
// `Loading Dynamic llm server: <lib>`, `Initializing llama server`, `Starting llama main loop`). After one of these, what
// llama.cpp aborts on is the server's own death.
const CXX_TERMINATE = /^terminate called (?:after throwing an instance of|without an active exception)/;

const IN_PROCESS_LLAMA: LineRule = {
  needle: 'llama',
  pattern: /^(?:Loading Dynamic (?:Shim )?llm server: \S|Initializing (?:internal )?llama server$|Starting llama main loop$)/,
};

// That in-process server's loop (llm/ext_server/ext_server.cpp llama_server_start, 0.1.18–0.1.2x): a thread that calls
// update_slots() until it returns false (a batch it could not decode, `failed to decode the batch, n_batch = 1, ret = 1`), then
// prints this, breaks, prints `llama server shutting down` and frees the backend. `ollama serve` lives on, but a request's
// completion waits on a result no loop will post (ollama/ollama#2048: still running, chat answers nothing): the model serves no more.
const EXT_SERVER_LOOP_EXIT: LineRule = { needle: 'exiting main loop', pattern: /^unexpected error in llama server update_slots - exiting main loop$/ };

// Gin's debugPrintWARNINGDefault, printed once by gin.Default() as the router is built.
const GIN_ENGINE_CREATED = /^\[GIN-debug\] \[WARNING\] Creating an Engine instance with the Logger and Recovery middleware already attached\.$/;

const KEYGEN = /^Couldn't find '[^']*id_ed25519'\. Generating new private key\.$/;

// The lines `ollama serve` opens with (cmd.RunServer, server.Serve): its configuration, a new key pair, Gin's warning as
// GenerateRoutes builds the engine. A runner prints none of them.
const SERVE_OPENING: readonly LineRule[] = [
  { needle: 'server config', pattern: /^server config\b/ },
  { needle: 'Generating new private key', pattern: KEYGEN },
  { needle: 'Creating an Engine instance', pattern: GIN_ENGINE_CREATED },
];

// The image-generation runner (x/imagegen, 0.14: `image-runner`; later `mlx-runner`) is a subprocess whose stdout and stderr
// the server logs line by line as an attribute of its own slog line (server.go: `slog.Info("mlx-runner", "msg", line)` for
// stdout, `slog.Warn(…)` for stderr), so the runner's words sit quoted after `msg=mlx-runner msg=`. Two of them are its last:
// cobra's `Error: …` before the runner exits 1, and mlx-c's default error handler, `printf("MLX error: %s\n", msg); exit(-1)`.
const MLX_RUNNER_DEATH = /^(?:mlx|image)-runner msg="(?:Error|MLX error): \S/;

// The server's report of that runner's exit when no stderr line was caught (x/imagegen/server.go WaitUntilRunning: `mlx runner
// exited unexpectedly: %w`; mlx-c's `MLX error` went to stdout): it names the exit status only.
const MLX_RUNNER_BARE_EXIT = /\b(?:mlx|image) runner exited unexpectedly: (?:exit status -?\w+|signal: [a-z ]+(?: \(core dumped\))?)"?$/;

// slog's message of llm/server.go's system-memory refusal (see RUNNER_DEATHS), with its first key (`requested=`) or cut there.
const SYSTEM_MEMORY_REFUSAL_WARN = /^model request too large for system"?(?: requested=|$)/;

const ROCBLAS_ABORT = /^rocBLAS error: (?:Cannot read .*TensileLibrary\w*\.dat: \S|Could not (?:load .*TensileLibrary\w*\.dat$|initialize Tensile (?:host|library)\b))/;

// How a runner dies, in its own lines or in the server's report of it. `ollama serve` outlives its runner: it answers the
// failed request with a 500 and starts a new runner on the next one, so these name the attempt's cause, not its end.
const RUNNER_DEATHS: readonly LineRule[] = [
  // slog's `llama runner terminated error="exit status 2"`; quoted in prose with the error after a colon.
  { needle: 'llama runner terminated', pattern: /^llama runner terminated(?::? |$)/ },
  // Since 0.30 the server runs llama.cpp's llama-server as its runner and llm/llama_server.go reports that child's exit in its
  // own words, `llama-server terminated error="exit status 1" exit=1` (llama.cpp#24567's paste) or, killed by a signal,
  // `error="signal: aborted (core dumped)"` (ollama/ollama#17026): the runner died, `ollama serve` answers the request with a
  // 500 and lives; the signal's `(core dumped)` is the runner's, not the server's end. Also with time and level elided by hand,
  // the source file kept (`llama_server.go:864 msg="llama-server terminated" …`). The exit-status form is left to the lines
  // around it (sched's `Load failed` quotes the runner's last error).
  { needle: 'llama-server terminated', pattern: /^(?:llama_server\.go:\d+ msg=")?llama-server terminated"? error="signal: [a-z]/ },
  { needle: 'no longer running', pattern: /^llama runner process no longer running\b/ },
  { needle: 'error loading llama server', pattern: /^error loading llama server(?: |$)/ },
  { needle: 'error starting llama runner', pattern: /^error starting llama runner\b/ },
  // Ollama 0.1.x's monitor of the runner (llm/llama.go) logs how the runner's process ended, alone on a Go-log line, before
  // `error starting llama runner: llama runner process has terminated`: os/exec's text for a fault signal, which names the
  // crash (a CPU without the runner's instructions, a bad memory access) where that report names none.
  { needle: 'signal: ', pattern: /^signal: (?:illegal instruction|segmentation fault|bus error|floating point exception)(?: \(core dumped\))?$/ },
  // Ollama 0.1.18–0.1.31 loaded llama.cpp into the server as a library per variant (llm/llm.go, dyn_ext_server.go): one that
  // fails to load is logged as `Failed to load dynamic library <lib>  <error>` (`- falling back to CPU mode` before), then the
  // next variant is tried and, when none loads, the request is answered with the error: the load failed, the server lives.
  { needle: 'Failed to load dynamic library', pattern: /^Failed to load dynamic library \S+ +\S/ },
  // sched.go since 0.12 logs a failed load at INFO as `Load failed model=… error="llama runner process has terminated: …"`.
  { needle: 'Load failed', pattern: /^Load failed (?:.* )?error=/ },
  // Its wording before 0.12, when the runner could not even be started (`model requires more system memory …`).
  { needle: 'NewLlamaServer failed', pattern: /^NewLlamaServer failed (?:.* )?error=/ },
  // llm/server.go's system-memory check (NewLlamaServer before 0.12, the load's layout step since) refuses a load whose CPU part
  // exceeds free memory plus swap: `slog.Warn("model request too large for system", "requested", …, "available", …)`, then
  // `return … fmt.Errorf("model requires more system memory (%s) than is available (%s)")`. No runner starts; the scheduler
  // logs `Load failed` with that error and answers the request with a 500, and the server lives. The WARN is the refusal's
  // first line, the cause where an excerpt stops before the verdict (a pager's cut, ollama/ollama#15049); the verdict, where
  // shown, names it in the words the client got (see `bareEnds`).
  { needle: 'model request too large for system', pattern: SYSTEM_MEMORY_REFUSAL_WARN },
  // Ollama 0.2–0.3 unpacks its runner binaries from its own executable into a temp dir under OLLAMA_TMPDIR or /tmp (runners/
  // common.go, ERROR `failed to extract files` with the write's error) when it refreshes the runners for a load: a full or
  // read-only tmp leaves no runner to start, NewLlamaServer returns the error and the request fails; the server lives.
  { needle: 'failed to extract files', pattern: /^failed to extract files(?: |$)/ },
  { needle: 'memory layout cannot be allocated with num_gpu', pattern: LAYOUT_REFUSAL },
  // The CLI relays the server's answer to the request whose load failed (`ollama run`; from 0.6 with the HTTP status first).
  { needle: ' process has terminated', pattern: CLI_RUNNER_DEATH },
  { needle: 'Unable to load dynamic library: ', pattern: CLI_DYN_LIBRARY_FAILURE },
  { needle: 'llama-server ', pattern: CLI_LLAMA_SERVER_STARTUP_FAILURE },
  { needle: 'timed out waiting for llama', pattern: CLI_LOAD_TIMEOUT },
  // A Go program that prints these at top level exits (status 2); the runner is one (`ollama runner`), and the one that links ggml.
  { needle: 'panic: ', pattern: /(?:^|\s)panic: \S/ },
  { needle: 'SIG', pattern: /(?:^|\s)SIG(?:SEGV|ABRT|BUS|ILL|FPE): [a-z]/ },
  // Go's runtime.throw, an unrecoverable error of the runtime itself (a fault in Go code, `fatal error: fault` after `unexpected
  // fault address …`; `unexpected signal during runtime execution`; `out of memory`): printed at the line's start, lower-case, and
  // the process exits with status 2 like a panic's. ggml's own `<file>:<line>: fatal error` is its abort, named by its source file.
  { needle: 'fatal error: ', pattern: /^fatal error: [a-z]/ },
  // Go's crash report on Windows (runtime/signal_windows.go winthrow): `Exception <code> <info0> <info1> <pc>` (0xc0000005 an
  // access violation, 0xc000001d an illegal instruction), then `PC=…`; the process exits with status 2.
  { needle: 'Exception 0x', pattern: /^Exception 0x[0-9a-f]+ 0x[0-9a-f]+ 0x[0-9a-f]+ 0x[0-9a-f]+$/ },
  // The kernel's report of a crash names the task's command (15 characters at most): the runner's is `ollama-runner` (0.1.x),
  // `ollama_llama_se` (ollama_llama_server, 0.2–0.5) or `llama-server` (llama.cpp's server as the runner), not `ollama serve`'s.
  { needle: 'segfault at', pattern: /^(?:ollama-runner|ollama_llama_se|llama-server)\[\d+\]: segfault at [0-9a-f]+ ip / },
  { needle: '-runner msg=', pattern: MLX_RUNNER_DEATH },
  // The ROCm runtime aborts the runner on a GPU page fault.
  { needle: 'Memory access fault by GPU', pattern: GPU_MEMORY_FAULT },
  // rocBLAS loads its Tensile kernels for the GPU's arch on first use (the first GEMM, often the first request) and calls
  // rocblas_abort() when it cannot: `Cannot read …/TensileLibrary.dat: Illegal seek for GPU arch : gfx900`, `Could not load
  // …/TensileLibrary_lazy_gfx90a.dat`, `Could not initialize Tensile host: No devices found`. Not its `Tensile solution found,
  // but exception thrown` note, after which the call returns an error status that ggml reports and aborts on.
  { needle: 'rocBLAS error: ', pattern: ROCBLAS_ABORT },
  // The runner is llama.cpp: ggml's abort or a failed load kills it.
  ...LLAMACPP_DEATHS,
];

// The runner at work on a request, which the scheduler hands it only once it reported the model loaded (server/sched.go waits
// for WaitUntilRunning): it cut the request's prompt to its context (runner.go NewSequence; since 0.30 llama_server.go, WARN
// `truncating input prompt`), or its context filled mid-generation and it shifts it (runner cache.go ShiftCacheSlot, DEBUG
// `context limit hit - shifting`), or it took a cache slot for the request's prompt (runner cache.go LoadCacheSlot, DEBUG
// `loading cache slot id=0 cache=0 prompt=95938 used=0 remaining=95938`, called by the completion and embedding handlers on the
// loaded model). Each proves the loaded model served, as the request's own 200 would.
// So do two lines of a request that left early. `aborting completion request due to client closing the connection` is INFO from
// the completion path waiting for a free slot when the client hangs up: llm/server.go Completion (and llama_server.go since the
// llama-server runner) on the serve side, the runner's completion handler (runner.go seqsSem.Acquire) on its side; Completion is
// called only on a runner the scheduler handed over. `context for request finished` is the scheduler's DEBUG once a request that
// was given a loaded runner ends (sched.go useLoadedRunner, and load() after WaitUntilRunning returned), whatever its answer.
const RUNNER_AT_WORK: readonly PhaseRule[] = [
  { phase: 'ready', serving: true, needle: 'aborting completion', pattern: /^aborting completion request due to client closing the connection(?:"| |$)/ },
  { phase: 'ready', serving: true, needle: 'context for request finished', pattern: /^context for request finished(?:"| |$)/ },
  { phase: 'ready', serving: true, needle: 'loading cache slot', pattern: /^loading cache slot(?:"| |$)/ },
  { phase: 'ready', serving: true, needle: 'truncating input prompt', pattern: /^truncating input prompt(?:"| |$)/ },
  { phase: 'ready', serving: true, needle: 'context limit hit', pattern: /^context limit hit - shifting(?:"| |$)/ },
];

// Messages from ollama's llm/server.go, server/sched.go, server/routes.go and runner/*, checked against the issue
// threads in __fixtures__/engines/ollama/SOURCES.md. The server forwards its runner's stderr into its own log, so one
// PID prints both; a runner's death ends the model load, not the server, which goes on serving and loading.
export const OLLAMA: EngineProfile = {
  id: 'ollama',
  embeds: ['llamacpp'],
  detect: [
    containerEventImage('ollama/ollama'),
    // The rules see slog's msg value, so Ollama's own messages, word for word, are what tell it.
    { needle: ' ', pattern: /^(?:server config|total blobs: \d+|total unused blobs removed: \d+|inference compute|system memory|loaded runners|starting go runner|waiting for server to become available|looking for compatible GPUs|new model will fit in available VRAM.*|offload to (?:cpu|gpu|cuda|rocm|metal)|Dynamic LLM libraries \[.*\])(?: |$)/ },
    // Go's log package, Ollama ≤ 0.1.3x: `2023/12/24 23:48:35 llama.go:459: error starting llama runner: …`.
    { needle: '.go:', pattern: /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d (?:routes|images|llama|payload|download|server|gpu)\.go:\d+: / },
    { needle: 'Listening on', pattern: /^Listening on \S+ \(version [\w.+-]+\)/ },
    EXT_SERVER_LOOP_EXIT,
    { needle: 'llama', pattern: /^(?:starting llama(?:-server| server| runner)|llama runner started in|waiting for llama runner to start responding|error loading llama server|llama runner terminated|llama runner process no longer running|error starting llama runner|loading model via llama-server)\b/ },
    // Ollama installs its runner's libraries under its own `lib/ollama` (`/usr/lib/ollama/libggml-base.so.0`, the Windows app's
    // `…\Ollama\lib\ollama\`): a ggml backtrace frame or a backend path from there is the runner's, relayed by `ollama serve`.
    // Its Go module was github.com/jmorganca/ollama until 0.1.3x: Go's crash dumps name either path.
    { needle: 'ollama', pattern: /\bollama_llama_server\b|\/ollama runner --model |\bgithub\.com\/(?:jmorganca|ollama)\/ollama\/|[/\\]lib[/\\]ollama[/\\]/ },
    // Ollama's macOS release builds of 2023 kept the build tree's path (`/Users/jmorgan/workspace/ollama/server/routes.go`) instead
    // of the module path in a Go stack: gin's Recovery rows `<file>:<line> (<pc>)` and Go's traceback `\t<file>:<line> +0x…` name a
    // file of its server/ or llm/ package (ollama/ollama#1049, #263): the routes, scheduler and runner client, Ollama's own.
    { needle: 'ollama', pattern: /(?:^|[\s/\\])ollama[/\\](?:server|llm)[/\\]\w+\.go:\d+ (?:\(0x[0-9a-f]+\)|\+0x[0-9a-f]+)/ },
    // Since 0.6 Ollama vendors ggml under its own `ml/backend/ggml/ggml/` (llama.cpp keeps it at `ggml/src/`): ggml's error report
    // names the source file by its build path (`C:\a\ollama\ollama\ml\backend\ggml\ggml\src\ggml-cuda\ggml-cuda.cu:2882`, or
    // `//ml/backend/ggml/ggml/src/…` with Go's trimmed path): the process running ggml is Ollama's runner.
    { needle: 'backend', pattern: /(?:^|[\s/\\])ml[/\\]backend[/\\]ggml[/\\]ggml[/\\]src[/\\]/ },
    // Before that (0.4–0.5, the Go runner) the vendored ggml sat flat under `llama/` (`llama/ggml-cuda/ggml-cuda.cu`, the Ascend
    // pull request's `llama/ggml-cann/`), and the trimmed build path is relative: `at llama/ggml-cuda/ggml-cuda.cu:2218`. A
    // llama.cpp build names an absolute path, with ggml under `ggml/src/`.
    // Go writes that path with forward slashes on Windows too.
    { needle: 'llama/ggml', pattern: /(?:^|\s)llama\/ggml[\w.-]*(?:\/[\w.-]+)?\.(?:c|cpp|cu|cuh|h|hpp|m):\d+\b/ },
    // Since 0.30 Ollama builds llama.cpp's llama-server once per GPU library in its Dockerfile (`cmake -S llama/server --preset
    // llama_cuda_v13_linux && cmake --build build/llama-server-cuda_v13`, llama.cpp fetched as the `llama_cpp` dependency): ggml's
    // error report names its source by that build path, `/build/llama-server-cuda_v13/_deps/llama_cpp-src/ggml/src/…`. A
    // llama.cpp build names `ggml/src/` under its own tree, not under a fetched `llama_cpp` dependency.
    { needle: 'llama_cpp-src', pattern: /(?:^|[\s/\\])build[/\\]llama-server-[\w.]+[/\\]_deps[/\\]llama_cpp-src[/\\]/ },
    // On macOS the runner links ggml into the `ollama` binary itself: ggml's native backtrace (execinfo's `backtrace_symbols`,
    // `<n>  <image>  <address> <symbol> + <offset>`) names `ollama` as the image of its frames.
    { needle: 'ollama', pattern: /^\d+ +ollama +0x[0-9a-f]+ \S+ \+ \d+$/ },
    // `systemctl status`'s CGroup tree names each live process by its command line: `└─718473 /usr/local/bin/ollama serve`.
    { needle: 'ollama serve', pattern: /^\s*[├└]─\d+ (?:\S*\/)?ollama(?:\.exe)? serve$/ },
    // The shell's notice of a job's death names its command: `zsh: segmentation fault  ollama serve`, or zsh's job notice
    // `[1]    4242 segmentation fault  ollama serve`: the lines above it were that server's.
    { needle: 'ollama serve', pattern: /^(?:zsh: [a-zA-Z ]+?|\[\d+\] +(?:[+-] +)?\d+ [a-zA-Z ]+?(?: \(core dumped\))?) +(?:\S*\/)?ollama serve(?: |$)/ },
    // slog's text handler with a Go source file: Ollama's own format, whatever the message (tested on the whole line). Its keys
    // come in a fixed order (time, level, source, msg): a paste that cut the leading ones still starts `source=<file>.go:<n> msg=`.
    { needle: 'source=', pattern: /^\s*(?:time=\S+ )?(?:level=[A-Z]+ )?source=[\w.-]+\.go:\d+ msg=/ },
    // `ollama serve` makes its key pair on a first start (cmd.RunServer → initializeKeypair), before anything else it prints.
    { needle: 'Generating new private key', pattern: KEYGEN },
    // The model store's paths (manifest/paths.go, server/modelpath.go: GetManifestPath, GetBlobsPath) wrap MkdirAll's error as
    // `%w: ensure path elements are traversable`; `serve` returns it at start and cobra prints `Error: …`: Ollama's own words.
    { needle: 'ensure path elements are traversable', pattern: /^Error: \S.*: ensure path elements are traversable$/ },
    // Gin's request log with a path of Ollama's own API: the server, whose runner's relayed lines may follow.
    { needle: '[GIN] ', pattern: /(?:^|\s)\[GIN\] [\d/]+ - [\d:]+ \|.*\b(?:GET|POST|HEAD|DELETE)\b[^"]*"\/api\/(?:generate|chat|tags|show|pull|push|version|embed|embeddings|ps|create|copy|delete)"/ },
    // Its words are the server's (llm/server.go), whoever prints them: the CLI relaying a failed load.
    { needle: ' process has terminated', pattern: CLI_RUNNER_DEATH },
    { needle: 'POST predict: ', pattern: CLI_PREDICT_FAILURE },
    { needle: 'model runner has unexpectedly stopped', pattern: CLI_RUNNER_STOPPED },
    { needle: ':11434/', pattern: CLI_OWN_REQUEST_FAILURE },
    { needle: 'do load request: ', pattern: CLI_LOAD_REQUEST_FAILURE },
    { needle: 'llama-server ', pattern: CLI_LLAMA_SERVER_STARTUP_FAILURE },
    { needle: 'timed out waiting for llama', pattern: CLI_LOAD_TIMEOUT },
    { needle: 'Unable to load dynamic library: ', pattern: CLI_DYN_LIBRARY_FAILURE },
    { needle: 'model requires more system memory', pattern: MEMORY_REFUSAL },
    { needle: 'memory layout cannot be allocated with num_gpu', pattern: LAYOUT_REFUSAL },
    // Go's signal dump names a signal taken inside C code called through cgo: a Go program running C in-process. Of the
    // servers, only Ollama's runner is one that runs ggml so (`SIGSEGV: segmentation violation` … `signal arrived during cgo execution`).
    // On Windows Go words it `signal arrived during external code execution` (runtime/signal_windows.go).
    { needle: 'signal arrived during ', pattern: /^signal arrived during (?:cgo|external code) execution$/ },
    // The runner's Go panic after a failed load; llama.cpp itself never prints `panic:`.
    { needle: 'panic: unable to load model', pattern: /(?:^|\s)panic: unable to load model: / },
    // `ollama run` of a model the server proxies to another host (cmd/cmd.go, 0.12 cloud models): `Connecting to 'qwen3-vl:235b'
    // on 'ollama.com' ⚡`, or the remote host's URL; the errors after it are the local server's answers relayed.
    { needle: 'Connecting to ', pattern: /^Connecting to '[^']+' on '(?:ollama\.com|https?:\/\/[^']+)'(?: ⚡)?$/ },
    // ollama-python's client raises ResponseError only on the server's HTTP error answer (`_client.py` _request_raw:
    // `except httpx.HTTPStatusError as e: raise ResponseError(e.response.text, …)`): its text is the Ollama server's.
    { needle: 'ollama._types.ResponseError: ', pattern: /^ollama\._types\.ResponseError: \S/ },
  ],
  prefix: ollamaPrefix,
  // `ollama serve` and its runner are Go with C/C++ (llama.cpp, ggml): a Python traceback beside their lines is a client's (a
  // script through ollama-python, whose ResponseError quotes the server's answer), which the server outlives.
  nativeServer: true,
  identifiers: ['ollama'],
  // Before it starts a llama.cpp runner the server reads the model's vocabulary itself (llm/server.go, VocabOnly): the same
  // loader lines, `vocab_only = 1`, `llama_model_load: vocab only - skipping tensors`. That read loads no weights; the runner's
  // load prints `vocab_only = 0` and places tensors. llama.cpp's print_info prints the hparam as the read goes (`vocab_only = 1`
  // only when it will skip the tensors): an excerpt cut after that line and before `vocab only - skipping tensors` is that read.
  rehearsal: {
    begin: { needle: ': ', pattern: /^(?:llama_model_loader|llm_load_vocab|load|print_info|llm_load_print_meta): / },
    beginIncluded: true,
    end: { needle: 'vocab only', pattern: /^llama_model_load: vocab only - skipping tensors$/ },
    real: { needle: ': ', pattern: /^(?:(?:print_info|llm_load_print_meta): vocab_only += 0$|(?:llm_load_tensors|load_tensors): )/ },
    proof: { needle: 'vocab_only', pattern: /^(?:print_info|llm_load_print_meta): vocab_only += 1$/ },
  },
  // Ollama ≥ 0.12's new engine sizes a load by trial (llm/server.go): it asks the runner to allocate a layout (`load request=
  // "{Operation:alloc …}"`, `fit` to measure), the runner turns the backend's out-of-memory panic into a failed answer
  // (ollamarunner allocModel recovers ml.ErrNoMem) and lives, and the server tries fewer GPU layers or logs `model layout did
  // not fit, applying backoff` and tries again. It gives up only in its own words (`memory layout cannot be allocated`, `failed to
  // commit memory for model`, then `Load failed`); the commit's allocation failures are real.
  probe: {
    request: [
      { needle: 'load request=', pattern: /^load request="?\{Operation:\w+/ },
      { needle: 'applying backoff', pattern: /^model layout did not fit, applying backoff\b/ },
    ],
    step: [
      { needle: 'load request=', pattern: /^load request="?\{Operation:(?:fit|alloc)\b/ },
      { needle: 'applying backoff', pattern: /^model layout did not fit, applying backoff\b/ },
    ],
    failures: [
      { needle: 'failed: out of memory', pattern: /\b(?:cudaMalloc|hipMalloc) failed: out of memory\b/ },
      { needle: 'failed to allocate', pattern: /\bfailed to allocate (?:\S+ )?buffer\b/ },
      { needle: 'ggml_vulkan: ', pattern: /^ggml_vulkan: Device memory allocation of size \d+ failed/ },
    ],
  },
  phases: [
    { phase: 'init', needle: 'llama runner', pattern: /^waiting for llama runner to start responding/ },
    // Ollama ≥ 0.11 (server.go) before it hands the runner its layers: `loading model "model layers"=33 requested=-1`.
    { phase: 'loading_weights', needle: 'loading model', pattern: /^loading model "model layers"=\d+/ },
    // The runner's /health answers "loading model" once it has the model file open (llm/server.go ServerStatusLoadingModel).
    { phase: 'loading_weights', needle: 'llm server loading model', pattern: /^waiting for (?:server|llama-server) to become available status="?llm server loading model\b/ },
    // Its wait loop (llm/server.go WaitUntilRunning) logs at DEBUG each step of the load progress the runner reports while it
    // reads the model's tensors, `model load progress 0.47`, and once that reaches 100% `model load completed, waiting for
    // server to become available` (the runner still builds its context before it answers ready).
    { phase: 'loading_weights', needle: 'model load progress', pattern: /^model load progress \d+\.\d+$/ },
    { phase: 'weights_loaded', needle: 'model load completed', pattern: /^model load completed, waiting for (?:server|mlx runner|llama-server) to become available\b/ },
    ...LLAMACPP_PHASES,
    // Ollama ≤ 0.1.2x linked llama.cpp in (dyn_ext_server.go): the loaded model's loop starts.
    { phase: 'ready', needle: 'Starting llama main loop', pattern: /^Starting llama main loop$/ },
    // WaitUntilRunning's word once its runner answers (llm/server.go); since Ollama runs llama.cpp's llama-server as the runner
    // (llm/llama_server.go, 2026) it names it so: `llama-server started in 7.84 seconds`.
    { phase: 'ready', needle: ' started in ', pattern: /^(?:llama runner|llama-server) started in [\d.]+ ?(?:s|seconds)\b/ },
    // The scheduler's DEBUG line once the runner's WaitUntilRunning returned (server/sched.go); `finished setting up` with
    // runner.* fields since 0.12. Before 0.2 it followed NewLlamaServer, which loaded the model in-process.
    { phase: 'ready', needle: 'finished setting up', pattern: /^finished setting up(?: runner)?(?: |$)/ },
    // `Listening on 127.0.0.1:11434 (version 0.3.6)`; before 0.1.15 without the version; journalctl's pager may cut it,
    // marking the cut with `>` (`Listening on 127.0.0.1:1>`, ollama/ollama#1991). The address is the listener's as Go prints
    // it, the host left out when it listens on every interface of a pod (`Listening on :11434 (version 0.1.29)`, ollama#3211).
    { phase: 'ready', needle: 'Listening on', pattern: /^Listening on \S*:\d+(?: \(|>?$)/ },
    // Gin logs a request once it is answered: a generation or embedding answered 2xx was served by a loaded model, also when
    // `Listening on` and the runner's start are above the window (a 500 there is a load that failed, the server living on).
    // One answered 4xx was refused by the handler (server/routes.go: a bad body, a prompt it could not encode, a model it does
    // not have): no model proven loaded, but `ollama serve` was listening and taking requests, which `Listening on` marks ready
    // (ollama/ollama#3844: a 400 with `failed to encode prompt` in the middle of a 2418-request batch).
    {
      phase: 'ready',
      serving: true,
      needle: '[GIN] ',
      pattern: /(?:^|\s)\[GIN\] [\d/]+ - [\d:]+ \| [24]\d\d \|[^|]*\|[^|]*\| +POST +"\/(?:api\/(?:generate|chat|embed|embeddings)|v1\/(?:chat\/completions|completions|embeddings))"/,
    },
    // Since Ollama runs llama.cpp's llama-server as its runner (0.30), it relays the runner's request log: a request the
    // runner answered (`srv  log_server_r: done request: POST /completion 127.0.0.1 200`) was served by its loaded model.
    SERVED,
    // A request's batch retried smaller in llama.cpp's server loop: in-process before 0.1.32, the runner's since.
    BATCH_RETRY,
    ...RUNNER_AT_WORK,
  ],
  startup: [
    { needle: 'Listening on', pattern: /^Listening on \S*:\d+(?: \(|>?$)/ },
    // `ollama serve` prints its configuration first; a model load starts with the runner's command line.
    { needle: 'server config', pattern: /^server config\b/, spawn: true },
    { needle: 'Generating new private key', pattern: KEYGEN, spawn: true },
    // Gin's gin.Default() warns so in debug mode, which Ollama never leaves; `ollama serve` builds its one engine in Serve →
    // GenerateRoutes, before `Listening on`: the warning opens a server process, also when the lines above it are gone.
    { needle: 'Creating an Engine instance', pattern: GIN_ENGINE_CREATED, spawn: true },
    { needle: 'starting llama', pattern: /^starting llama(?:-server| server| runner)(?: cmd=|$)/, spawn: true, child: true },
    // Ollama ≥ 0.11 names it `starting runner`; its GPU discovery starts runners too, but without `--model`.
    { needle: 'starting runner', pattern: /^starting runner cmd=.*\s--model\s/, spawn: true, child: true },
    // The desktop app (app/lifecycle) runs `ollama serve` as its child and logs each start and each death.
    { needle: 'starting server...', pattern: /^starting server\.\.\.$/, spawn: true },
  ],
  ends: [
    // Go's crash dump names the C function its crashing goroutine called through cgo. Ollama's own GPU probes (gpu/gpu.go up to
    // 0.5, discover/ after it: `gpu._Cfunc_cuda_init`, `discover._Cfunc_cudart_init`) run in `ollama serve`, never in a runner,
    // and before 0.1.32 llama.cpp itself was loaded into the server (llm/dyn_ext_server.go: `llm._Cfunc_dyn_llama_server_init`):
    // a signal taken there is the server's own death, not its runner's. So is any dump that lists the server's own goroutines
    // (`server.Serve.func1`, `server.(*Scheduler).processPending`): Go prints a process's goroutines as that process dies.
    { needle: '/ollama/', pattern: SERVER_CGO_FRAME, outcome: 'failed' },
    // Go runs every package's init before main (runtime.main → runtime.doInit/doInit1), in every process of the `ollama` binary:
    // the CLI, `ollama serve` and `ollama runner` alike. A crash dump through those frames is a death before any role began,
    // which the server cannot outlive, as it runs the same init (0.19–0.24 on Windows: x/imagegen/mlx's init faulting, every
    // command and the server dying at start, ollama/ollama#15059, #15300, #15481).
    { needle: 'runtime.doInit', pattern: /^\s*runtime\.doInit1?\((?:0x[0-9a-f]+|\.\.\.)?\)$/, outcome: 'failed' },
    // The desktop app's server loop (app/lifecycle/server.go SpawnServer, ≤ 0.9) counts its crashes in a variable of its own:
    // one app counts 1, 2, 3; a count that follows none seen is another app's loop, another server (ollama/ollama#2727).
    { needle: 'server crash', pattern: /^server crash (\d+) - exit code \d+ - respawning$/, outcome: 'failed', loopCount: true },
    // The same loop's start() wraps exec's refusal as `failed to start server <err>` (`context canceled` once the app's context
    // is cancelled, a missing binary): no `ollama serve` ran, the start that `starting server...` began is over.
    { needle: 'failed to start server', pattern: /^failed to start server\b/, outcome: 'failed' },
    // A glibc heap abort once llama.cpp runs inside the server (see IN_PROCESS_LLAMA) kills `ollama serve` (ollama/ollama#2189).
    // Before that, it is the runner's, a process of its own the server outlives: a cause, not the end.
    { needle: '(): ', pattern: GLIBC_HEAP_ABORT, outcome: 'failed', after: IN_PROCESS_LLAMA },
    { needle: 'double free or corruption', pattern: GLIBC_DOUBLE_FREE, outcome: 'failed', after: IN_PROCESS_LLAMA },
    // The C++ runtime's std::terminate report likewise: `ollama serve` is Go and, since 0.1.32, runs llama.cpp only in its runner
    // (ollama_llama_server, later `ollama runner`), whose stderr it copies into its own log: the runner's death (0.2–0.3's
    // `ERROR [load_model] unable to load model`, then `terminate called without an active exception`), which the server outlives.
    { needle: 'terminate called', pattern: CXX_TERMINATE, outcome: 'failed', after: IN_PROCESS_LLAMA },
    // The desktop app rewritten in 0.10 (app/server/server.go Run) waits its restart delay, starts `ollama serve`, waits on it,
    // logs a non-zero exit as `ollama exited err="exit status 1"` and loops: it starts the next server without a line of its own.
    { needle: 'ollama exited', pattern: /^ollama exited err="?(?:exit status -?\d+|signal: [a-z ]+)/, outcome: 'failed', respawned: true },
    // main.go's cobra.CheckErr prints the error `serve` returned and exits 1: while it starts (key pair, config, listen), the
    // server's last line. Once it serves, `Error: …` is its client's (`ollama run` in the same terminal) or its runner's.
    // cobra writes it once per process, as it exits: the same words again are the next `ollama serve` failing alike (the macOS
    // app's server.log, where the app restarts `serve` a second after each exit and logs only its stderr).
    // An HTTP status after it is the client's report of a server that answered (`Error: 500 Internal Server Error: …`).
    // The scheduler's memory refusal and a failed request to the runner (predict, load) are answers to a request, never what
    // `serve` exits with.
    // A Go panic while `ollama serve` starts, before it listens or loads anything, is its own: no runner exists yet. GenerateRoutes
    // builds the CORS handler from OLLAMA_ORIGINS before the listener, and gin-contrib/cors' New panics with Validate's error
    // (`panic: bad origin: origins must contain '*' or include http://,https://,…` for an origin with no scheme and no `*`); an
    // unrecovered panic exits with status 2. Once a load began, a panic is its runner's, which the server outlives.
    // Only after the server's own opening lines: a panic atop an excerpt, with nothing of the server above it, is a runner's.
    { needle: 'panic: ', pattern: /^panic: \S/, outcome: 'failed', startOnly: true, overChild: true, after: SERVE_OPENING },
    { needle: 'Error: ', pattern: /^Error: (?!\d{3} |(?:requested )?model requires more system memory |POST predict: |model runner has unexpectedly stopped, |do load request: |memory layout cannot be allocated )\S/, outcome: 'failed', startOnly: true, lastWord: true },
  ],
  // The runner's Metal backend after a failed command buffer: it lives, but computes nothing more.
  lasting: LLAMACPP_LASTING,
  halts: [EXT_SERVER_LOOP_EXIT],
  childDeaths: RUNNER_DEATHS,
  // server.go reports the runner's last error line when it had one (`llama runner process has terminated: cudaMalloc failed: …`),
  // else only its exit status: that status names the death only where nothing says more.
  bareEnds: [
    { needle: 'exit status ', pattern: /error="(?:llama runner process has terminated: )?exit status \w+ ?"$/ },
    // Its health check's WARN carries the exit code and status only (`sys=134 string="signal: aborted …"`).
    { needle: 'no longer running', pattern: /^llama runner process no longer running\b/ },
    { needle: 'signal: ', pattern: /error="(?:llama runner process has terminated: )?signal: [a-z ]+(?: \(core dumped\))? ?"$/ },
    // The report wraps the runner's last error with %w; with none captured Go's fmt prints `%!w(<nil>)`: a death, no why.
    { needle: '%!w(<nil>)', pattern: /\bprocess has terminated: %!w\(<nil>\)/ },
    { needle: ' runner exited unexpectedly: ', pattern: MLX_RUNNER_BARE_EXIT },
    // The memory check's WARN yields to the `Load failed` / `NewLlamaServer failed` line that quotes its refusal.
    { needle: 'model request too large for system', pattern: SYSTEM_MEMORY_REFUSAL_WARN },
  ],
  // `error loading llama server` / `llama runner terminated` quote how the runner died (`signal: aborted (core dumped)`,
  // `exit status 2`): like systemd's exit line, named when nothing the runner printed says more; not wrappers.
  wrappers: [
    /(?:^|\s)\[GIN\] [\d/]+ - [\d:]+ \| 5\d\d \|/,
    // The desktop app (app/lifecycle/server.go ≤ 0.1.3x) logs `server crash N - exit code C - respawning`, then calls Start()
    // again on the same exec.Cmd: Go refuses (`exec: already started`), no process starts, and the loop re-waits the dead one.
    // Its failed respawn follows the death it reports; the crash line names the end.
    /^failed to restart server\b/,
    /(?:^|\s)panic: unable to load model\b/,
    // The frame of the server's own cgo call ends it (see `ends`) but says where it died, not what: the signal above says what.
    SERVER_CGO_FRAME,
    ...LLAMACPP.wrappers,
  ],
  causes: [
    // The ollama binary is a cobra CLI: a command that gives up prints `Error: …` on stderr and exits 1 (cmd/cmd.go).
    { needle: 'Error: ', pattern: /^Error: \S/ },
    EXT_SERVER_LOOP_EXIT,
    ...RUNNER_DEATHS,
    ...LLAMACPP_CAUSES,
  ],
  samples: [
    // The CLI's report of a 500 the server answered (`ollama run` in the same container): no end of the server's.
    { line: 'Error: 500 Internal Server Error: model failed to load, this may be due to resource limitations or an internal error, check ollama server logs for details', source: 'ollama/ollama#14491', cause: true },
    { line: "Error: 500 Internal Server Error: llama-server process has terminated: exit status 1: error loading model: unknown model architecture: 'mllama'", source: 'meta-llama/llama-models#496', detect: true, cause: true },
    { line: 'Error: Unable to load dynamic library: Unable to load dynamic server library: \ufffd\u04b2\ufffd\ufffd\ufffd\u05b8\ufffd\ufffd\ufffd\ufffd\u0163\ufffd\u9863', source: 'ollama/ollama#3104', detect: true, cause: true },
    { line: '2024/01/28 00:27:17 routes.go:950: INFO Listening on 127.0.0.1:1>', source: 'ollama/ollama#1991', detect: true, phase: 'ready', startup: true },
    { line: '└─718473 /usr/local/bin/ollama serve', source: 'ollama/ollama#17433', detect: true },
    { line: '2025-11-29 17:48:52.166927417 -0500 EST m=+0.062542355 container died 7ddd4050bb765789911d575cdaa71249e5ce0cb226de8251e8b9cedd6b656d38 (image=docker.io/ollama/ollama:0.13.1-rc0-rocm, name=ollama, org.opencontainers.image.version=24.04, PODMAN_SYSTEMD_UNIT=ollama-podman.service)', source: 'ollama/ollama#13273', detect: true },
    { line: 'Error: could not create directory mkdir /var/lib/ollama: permission denied', source: 'ollama/ollama#11558', cause: true, end: 'failed' },
    { line: 'Error: mkdir /Volumes/issolassd: permission denied: ensure path elements are traversable', source: 'ollama/ollama#12250', detect: true, cause: true, end: 'failed' },
    { line: 'time=2024-09-28T08:46:26.830+08:00 level=ERROR source=common.go:214 msg="failed to extract files" error="copy payload linux/arm64/cuda_v12/libggml.so: write /tmp/ollama2127264499/runners/cuda_v12/libggml.so: no space left on device"', source: 'ollama/ollama#7012', detect: true, cause: true },
    { line: 'Error: listen tcp 127.0.0.1:11434: bind: address already in use', source: 'code corpus: READMEs quoting what `ollama serve` prints when the port is taken', cause: true, end: 'failed' },
    { line: 'time=2024-08-16T07:56:25.539+10:00 level=INFO source=routes.go:1172 msg="Listening on 127.0.0.1:11434 (version 0.3.6)"', source: 'ollama/ollama#6382', detect: true, phase: 'ready', startup: true },
    { line: 'time=2024-03-18T03:00:29.515Z level=INFO source=routes.go:1110 msg="Listening on :11434 (version 0.1.29)"', source: 'ollama/ollama#3211', detect: true, phase: 'ready', startup: true },
    { line: 'time=2024-07-15T03:40:09.518Z level=DEBUG source=payload.go:71 msg="availableServers : found" file=/tmp/ollama4250454338/runners/cpu_avx/ollama_llama_server', source: 'ollama/ollama#5669', detect: true },
    { line: 'time=2024-11-11T08:26:04.252Z level=INFO source=server.go:108 msg="system memory" total="29.4 GiB" free="26.9 GiB" free_swap="0 B"', source: 'ollama/ollama#7618', detect: true },
    { line: 'time=2024-08-26T09:53:44.082Z level=INFO source=server.go:627 msg="waiting for server to become available" status="llm server not responding"', source: 'ollama/ollama#4912', detect: true },
    { line: 'time=2024-08-16T07:56:25.534+10:00 level=INFO source=images.go:782 msg="total blobs: 35"', source: 'ollama/ollama#6382', detect: true },
    { line: 'time=2024-08-06T21:52:55.926Z level=INFO source=server.go:562 msg="waiting for server to become available" status="llm server loading model"', source: 'OpenBMB/MiniCPM-V#393', detect: true, phase: 'loading_weights' },
    { line: 'time=2025-03-05T06:58:54.116Z level=INFO source=server.go:380 msg="starting llama server" cmd="/usr/bin/ollama runner --model /root/.ollama/models/blobs/sha256-8c625c9569c3c799f5f9595b5a141f91d224233055608189d66746347c14e613 --ctx-size 8192 --batch-size 512 --n-gpu-layers 25 --threads 10 --parallel 1 --port 33405"', source: 'ollama/ollama#9509', detect: true, startup: true },
    { line: 'time=2025-03-05T06:58:54.117Z level=INFO source=server.go:557 msg="waiting for llama runner to start responding"', source: 'ollama/ollama#9509', detect: true, phase: 'init' },
    { line: 'rocBLAS error: Could not initialize Tensile host: No devices found', source: 'Jeffser/Alpaca#587', cause: true },
    { line: 'time=2025-03-06T06:24:21.616Z level=INFO source=runner.go:992 msg="Server listening on 127.0.0.1:44397"', source: 'ollama/ollama#9535', detect: true },
    { line: 'llama_model_loader: loaded meta data with 34 key-value pairs and 389 tensors from /root/.ollama/models/blobs/sha256-8c625c9569c3c799f5f9595b5a141f91d224233055608189d66746347c14e613 (version GGUF V3 (latest))', source: 'ollama/ollama#9535', phase: 'loading_weights' },
    { line: 'llama_kv_cache_init:      CUDA0 KV buffer size =  1024.00 MiB', source: 'ollama/ollama#8258', phase: 'kv_cache' },
    { line: 'llama_new_context_with_model: KV self size  = 1024.00 MiB, K (f16):  512.00 MiB, V (f16):  512.00 MiB', source: 'ollama/ollama#8258', phase: 'kv_cache' },
    { line: 'llama_init_from_model: graph splits = 2', source: 'ollama/ollama#10265', phase: 'weights_loaded' },
    { line: 'time=2024-08-26T09:53:44.346Z level=ERROR source=sched.go:451 msg="error loading llama server" error="llama runner process has terminated: signal: terminated"', source: 'ollama/ollama#4912', detect: true, cause: true },
    { line: 'time=2025-04-14T20:20:32.049+08:00 level=INFO source=server.go:619 msg="llama runner started in 4.01 seconds"', source: 'ollama/ollama#10265', detect: true, phase: 'ready' },
    { line: 'time=2026-06-25T20:47:16.997+04:00 level=INFO source=llama_server.go:1201 msg="llama-server started in 7.84 seconds"', source: 'ollama/ollama#16901', detect: true, phase: 'ready' },
    { line: '[GIN] 2025/04/14 - 20:20:32 | 200 |    4.2413769s |       127.0.0.1 | POST     "/api/generate"', source: 'ollama/ollama#10265', detect: true, phase: 'ready' },
    { line: 'CUDA error: an illegal memory access was encountered', source: 'ollama/ollama#10265', cause: true },
    { line: 'time=2025-04-14T20:20:48.993+08:00 level=ERROR source=server.go:449 msg="llama runner terminated" error="exit status 0xc0000409"', source: 'ollama/ollama#10265', detect: true, cause: true },
    { line: 'ggml.c:1542: GGML_ASSERT(type >= 0 && type < GGML_TYPE_COUNT) failed', source: 'ollama/ollama#13325', cause: true },
    { line: '/go/src/github.com/ollama/ollama/llm/llama.cpp/ggml/src/ggml-cuda.cu:101: CUDA error', source: 'ollama/ollama#6637', detect: true, cause: true, wrapper: true },
    { line: 'time=2025-12-03T21:10:11.448-08:00 level=ERROR source=sched.go:487 msg="error loading llama server" error="llama runner process has terminated: GGML_ASSERT(type >= 0 && type < GGML_TYPE_COUNT) failed"', source: 'ollama/ollama#13325', detect: true, cause: true },
    { line: 'time=2024-04-25T18:30:30.049+02:00 level=ERROR source=routes.go:120 msg="error loading llama server" error="llama runner process no longer running: 3221226505 "', source: 'ollama/ollama#3904', detect: true, cause: true },
    { line: '[GIN] 2024/04/25 - 18:30:30 | 500 |    536.2714ms |       127.0.0.1 | POST     "/api/chat"', source: 'ollama/ollama#3904', detect: true, wrapper: true },
    { line: "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'phi3'", source: 'ollama/ollama#3904', cause: true },
    { line: 'llama_load_model_from_file: exception loading model', source: 'ollama/ollama#3904', wrapper: true },
    { line: 'ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size 437944320', source: 'ollama/ollama#12634', cause: true },
    { line: 'panic: unable to load model: D:\\Ollama_Models\\blobs\\sha256-ac9bc7a69dab38da1c790838955f1293420b55ab555ef6b4615efa1c1507b1ed', source: 'ollama/ollama#12634', detect: true, cause: true, wrapper: true },
    { line: 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 3257.82 MiB on device 0: cudaMalloc failed: out of memory', source: 'ollama/ollama#9562', cause: true },
    { line: '2025-03-06 23:36:39 time=2025-03-07T05:36:39.884Z level=ERROR source=server.go:421 msg="llama runner terminated" error="exit status 2"', source: 'ollama/ollama#9562', detect: true, cause: true },
    { line: '2023/12/24 23:48:35 llama.go:459: error starting llama runner: llama runner process has terminated', source: 'ollama/ollama#1703', detect: true, cause: true },
    { line: '2023/10/06 13:38:58 routes.go:572: Listening on 127.0.0.1:11434', source: 'ollama/ollama#630', detect: true, phase: 'ready', startup: true },
    { line: '2024/08/16 07:56:25 routes.go:1125: INFO server config env="map[CUDA_VISIBLE_DEVICES: GPU_DEVICE_ORDINAL: HIP_VISIBLE_DEVICES: HSA_OVERRIDE_GFX_VERSION: OLLAMA_DEBUG:false OLLAMA_FLASH_ATTENTION:false OLLAMA_HOST:http://127.0.0.1:11434 OLLAMA_INTEL_GPU:false OLLAMA_KEEP_ALIVE:5m0s OLLAMA_LLM_LIBRARY: OLLAMA_MAX_LOADED_MODELS:0 OLLAMA_MAX_QUEUE:512 OLLAMA_MODELS:C:\\\\Users\\\\Dummy\\\\.ollama\\\\models OLLAMA_NOHISTORY:false OLLAMA_NOPRUNE:false OLLAMA_NUM_PARALLEL:0 OLLAMA_ORIGINS:[http://localhost https://localhost http://localhost:* https://localhost:* http://127.0.0.1 https://127.0.0.1 http://127.0.0.1:* https://127.0.0.1:* http://0.0.0.0 https://0.0.0.0 http://0.0.0.0:* https://0.0.0.0:* app://* file://* tauri://*] OLLAMA_RUNNERS_DIR:C:\\\\Users\\\\Dummy\\\\AppData\\\\Local\\\\Programs\\\\Ollama\\\\ollama_runners OLLAMA_SCHED_SPREAD:false OLLAMA_TMPDIR: ROCR_VISIBLE_DEVICES:]"', source: 'ollama/ollama#6382', detect: true, startup: true },
    { line: 'time=2026-06-04T11:10:39.495+09:00 level=INFO source=llama_server.go:403 msg="starting llama-server" cmd="/usr/local/lib/ollama/llama-server --model /usr/share/ollama/.ollama/models/blobs/sha256-5cf8a1f2fc4268b3fd628743675910cf1d8137c4742d0be401c3e885f605023a --port 36307 --host 127.0.0.1 --no-webui --offline -c 65536 -np 1 --log-verbosity 4 --no-log-prefix --no-log-timestamps --no-jinja --chat-template chatml --mmproj /usr/share/ollama/.ollama/models/blobs/sha256-a18399bf318a19035443d435e6fa1ac7b3aefb948116c59baac790df499edf69 --flash-attn auto -b 1024 -ub 1024"', source: 'ggml-org/llama.cpp#24084', detect: true, startup: true },
    { line: 'panic: unable to load model: /usr/share/ollama/.ollama/models/blobs/sha256-9801e7fce27dbf3d0bfb468b7b21f1d132131a546dfc43e50518631b8b1800a9', source: 'ollama/ollama#8597', detect: true, cause: true, wrapper: true },
    { line: '2025-03-05 08:58:42 SIGABRT: abort', source: 'ollama/ollama#9509', cause: true },
    { line: 'time=2024-08-22T15:25:14.569-05:00 level=WARN source=server.go:503 msg="llama runner process no longer running" sys=134 string="signal: aborted (core dumped)"', source: 'Mintplex-Labs/anything-llm#2162', detect: true, cause: true },
    { line: 'ollama  | llama_model_load: error loading model: unable to allocate CUDA0 buffer', source: 'ollama/ollama#8447', cause: true },
    { line: 'time=2025-08-24T08:31:56.680Z level=INFO source=server.go:383 msg="starting runner" cmd="C:\\\\Users\\\\ksh.IRONSOFTWARE\\\\AppData\\\\Local\\\\Programs\\\\Ollama\\\\ollama.exe runner --ollama-engine --model O:\\\\models\\\\blobs\\\\sha256-87048bcd55216712ef14c11c2c303728463207b165bf18440b9b84b07ec00f87 --port 56300"', source: 'ollama/ollama#12027', detect: true, startup: true },
    { line: 'time=2025-08-24T08:31:56.682Z level=INFO source=server.go:659 msg="loading model" "model layers"=33 requested=-1', source: 'ollama/ollama#12027', detect: true, phase: 'loading_weights' },
    { line: 'time=2024-03-25T10:49:00.526+01:00 level=INFO source=dyn_ext_server.go:162 msg="Starting llama main loop"', source: 'ollama/ollama#790', detect: true, phase: 'ready' },
    { line: 'unexpected error in llama server update_slots - exiting main loop', source: 'ollama/ollama#2048', detect: true, cause: true },
    { line: 'update_slots : failed to find free space in the KV cache, retrying with smaller n_batch = 256', source: 'ollama/ollama#2048', phase: 'ready' },
    { line: 'time=2024-06-12T09:10:33.042+08:00 level=INFO source=memory.go:133 msg="offload to gpu" layers.requested=-1 layers.real=25 memory.available="11.0 GiB" memory.required.full="2.0 GiB" memory.required.partial="2.0 GiB" memory.required.kv="384.0 MiB" memory.weights.total="895.7 MiB" memory.weights.repeating="652.3 MiB" memory.weights.nonrepeating="243.4 MiB" memory.graph.full="300.8 MiB" memory.graph.partial="544.2 MiB"', source: 'ollama/ollama#4442', detect: true },
    { line: 'time=2025-03-24T14:07:26.155+08:00 level=INFO source=server.go:141 msg="starting server..."', source: 'ollama/ollama#9960', detect: true, startup: true },
    { line: 'time=2025-03-24T14:07:22.155+08:00 level=WARN source=server.go:163 msg="server crash 8 - exit code 1 - respawning"', source: 'ollama/ollama#9960', detect: true, end: 'failed' },
    { line: 'time=2024-03-04T13:56:54.041+08:00 level=ERROR source=server.go:116 msg="failed to restart server exec: already started"', source: 'ollama/ollama#2907', detect: true, wrapper: true },
    { line: 'time=2025-08-09T22:43:18.646+03:00 level=ERROR source=server.go:177 msg="ollama exited" err="exit status 1"', source: 'ollama/ollama#11836', detect: true, end: 'failed' },
    { line: 'ggml_cuda_host_malloc: failed to allocate 0.13 MiB of pinned memory: hipErrorOutOfMemory', source: 'likelovewant/ollama-for-amd#8' },
    { line: 'ROCm error: invalid device function', source: 'ollama/ollama#11123', cause: true },
    // The runner's death by ROCr's abort: `ollama serve` outlives it.
    { line: 'Memory access fault by GPU node-1 (Agent handle: 0x7fedb466f890) on address 0x7fec0d423000. Reason: Page not present or supervisor privilege.', source: 'ollama/ollama#11697', cause: true },
    { line: 'time=2025-11-24T06:34:48.961Z level=INFO source=sched.go:470 msg="Load failed" model=/root/.ollama/models/blobs/sha256-b3a2c9a8fef9be8d2ef951aecca36a36b9ea0b70abe9359eab4315bf4cd9be01 error="llama runner process has terminated: exit status 2"', source: 'ollama/ollama#13224', detect: true, cause: true },
    { line: "Couldn't find '/root/.ollama/id_ed25519'. Generating new private key.", source: 'ollama/ollama#9016', detect: true, startup: true },
    { line: 'time=2025-01-30T12:01:26.104Z level=WARN source=sched.go:646 msg="gpu VRAM usage didn\'t recover within timeout" seconds=6.61651503 model=/usr/share/ollama/.ollama/models/blobs/sha256-9801e7fce27dbf3d0bfb468b7b21f1d132131a546dfc43e50518631b8b1800a9', source: 'ollama/ollama#8690', detect: true },
    { line: 'time=2025-03-05T11:57:30.900+10:00 level=INFO source=gpu.go:377 msg="no compatible GPUs were discovered"', source: 'ollama/ollama#9496', detect: true },
    { line: 'cudaSetDevice err: 100', source: 'ollama/ollama#9496' },
    { line: 'ollama exited with code 0', source: 'ollama/ollama#6549', end: 'stopped' },
    { line: 'Error: 500 Internal Server Error: llama runner process has terminated: error:failed to allocate buffer, size = 33074.89 MiB', source: 'ollama/ollama#11733', detect: true, cause: true },
    // Relayed by the CLI, the runner's core dump is not the server's end.
    { line: 'Error: llama runner process has terminated: signal: segmentation fault (core dumped)', source: 'ollama/ollama#2503', detect: true, cause: true },
    { line: 'time=2024-08-04T06:19:00.101 level=DEBUG source=sched.go:458 msg="finished setting up runner" model=C:\\Users\\<username>\\.ollama\\models\\blobs\\sha256-ff1d1fc78170d787ee1201778e2dd65ea211654ca5fb7d69b5a2e7b123a50373', source: 'ollama/ollama#6148', detect: true, phase: 'ready' },
    { line: 'signal arrived during cgo execution', source: 'ollama/ollama#7590', detect: true },
    // The same on Windows, and Go's Windows crash report of the runner (Ollama 0.9.3): the runner's death, the server lives.
    { line: 'signal arrived during external code execution', source: 'ollama/ollama#11255', detect: true },
    { line: 'Exception 0xc0000005 0x0 0x0 0x7fffb8f22f58', source: 'ollama/ollama#11255', cause: true },
    // Go's runtime throw in the runner (0.10, Windows): a fault reading a C string as it built its backend; the server lives.
    { line: 'fatal error: fault', source: 'ollama/ollama#11598', cause: true },
    { line: 'zsh: segmentation fault  ollama serve', source: 'ollama-ui/ollama-ui#2', detect: true, end: 'failed' },
    // The llama-server runner's request log, relayed by Ollama 0.30: the runner's model served.
    { line: 'srv  log_server_r: done request: POST /completion 127.0.0.1 200', source: 'ollama/ollama#17782', phase: 'ready' },
    // ggml's backtrace from Ollama's own library directory: the runner's, whatever else the line is.
    { line: '/usr/lib/ollama/libggml-base.so.0(ggml_print_backtrace+0x1e6)[0x7f79fa0485a6]', source: 'ollama/ollama#16946', detect: true },
    { line: 'time=2025-01-31T20:48:19.587Z level=INFO source=sched.go:428 msg="NewLlamaServer failed" model=/root/.ollama/models/blobs/sha256-9801e7fce27dbf3d0bfb468b7b21f1d132131a546dfc43e50518631b8b1800a9 error="model requires more system memory (391.0 GiB) than is available (366.2 GiB)"', source: 'ollama/ollama#8734', detect: true, cause: true },
    // Go's dump of a signal taken in C that `ollama serve` itself called: its GPU probe (0.1.21), llama.cpp in-process (0.1.28).
    { line: 'github.com/jmorganca/ollama/gpu._Cfunc_cuda_init(0x7180f4000b70, 0xc000490500)', source: 'ollama/ollama#2198', detect: true, end: 'failed', wrapper: true },
    { line: 'github.com/jmorganca/ollama/llm._Cfunc_dyn_llama_server_init({0x7f306c001e10, 0x7f30b44f83c0, 0x7f30b44e8030, 0x7f30b44eaf60, 0x7f30b4505760, 0x7f30b44f18a0, 0x7f30b44eabe0, 0x7f30b44e80b0, 0x7f30b4506060, 0x7f30b4505300, ...}, ...)', source: 'ollama/ollama#3011', detect: true, end: 'failed', wrapper: true },
    // A goroutine of the server's own package in a crash dump: `ollama serve` is the process that died.
    { line: 'github.com/ollama/ollama/server.Serve.func1()', source: 'ollama/ollama#11618', detect: true, end: 'failed', wrapper: true },
    { line: 'github.com/ollama/ollama/server.(*Scheduler).processPending(0xc000194ba0, {0x557637d2d880, 0xc00001caa0})', source: 'ollama/ollama#11165', detect: true, end: 'failed', wrapper: true },
    // The runner's goroutine 1 (0.12, Windows): `ollama runner` is started through the same CLI, but never runs package server.
    { line: 'github.com/ollama/ollama/runner/llamarunner.Execute({0xc0000da020, 0x4, 0x6})', source: 'ollama/ollama#13171', detect: true },
    { line: 'github.com/ollama/ollama/cmd.NewCLI.func2(0xc000320300?, {0x7ff60589ad9d?, 0x4?, 0x7ff60589ada1?})', source: 'ollama/ollama#13171', detect: true },
    // The runner's own cgo call (0.5): its death, which `ollama serve` outlives.
    { line: 'github.com/ollama/ollama/llama._Cfunc_llama_decode(0x7f876cc0c7b0, {0x1, 0x7f876caf4fc0, 0x0, 0x0, 0x7f876caf6fd0, 0x7f876caf8fe0, 0x7f876cd45130, 0x7f876f513e80})', source: 'ollama/ollama#8492', detect: true },
    // The server's report of its runner's death, quoted with a colon (ollama/ollama#15734, M5 Mac).
    { line: 'llama runner terminated: exit status 2', source: 'ollama/ollama#15734', detect: true, cause: true },
    // slog's line pasted without its time field: still Ollama's own format.
    { line: 'level=INFO source=runner.go:60 msg="discovering available GPUs..."', source: 'ollama/ollama#16957', detect: true },
    // 0.1.x's monitor logs how the runner ended, before `error starting llama runner: llama runner process has terminated`.
    { line: '2023/12/19 10:46:26 llama.go:451: signal: illegal instruction', source: 'ollama/ollama#1603', detect: true, cause: true },
    // The runner on a request of its loaded model: it cut the prompt, or shifts its full context mid-generation.
    { line: 'time=2025-01-15T06:50:31.323Z level=WARN source=runner.go:129 msg="truncating input prompt" limit=2048 prompt=6157 keep=5 new=2048', source: 'ollama/ollama#8249', detect: true, phase: 'ready' },
    { line: 'time=2025-02-17T11:29:30.763Z level=DEBUG source=cache.go:231 msg="context limit hit - shifting" id=0 limit=2048 input=2048 keep=5 discard=1021', source: 'ollama/ollama#9171', detect: true, phase: 'ready' },
    { line: 'time=2025-03-07T08:41:43.913Z level=DEBUG source=cache.go:104 msg="loading cache slot" id=0 cache=0 prompt=95938 used=0 remaining=95938', source: 'ollama/ollama#9567', detect: true, phase: 'ready' },
    // ggml's report in Ollama's own llama-server build (0.30+), and the server's word for that runner's death.
    { line: '/build/llama-server-cuda_v13/_deps/llama_cpp-src/ggml/src/ggml-cuda/ggml-cuda.cu:106: CUDA error', source: 'ollama/ollama#17740', detect: true, wrapper: true, cause: true },
    { line: 'llama_server.go:864 msg="llama-server terminated" error="signal: aborted (core dumped)"', source: 'ollama/ollama#17026', cause: true },
    // The server's wait loop on its runner's load, at DEBUG (Ollama 0.6).
    { line: 'time=2025-05-01T16:40:14.182+02:00 level=DEBUG source=server.go:625 msg="model load progress 0.18"', source: 'ollama/ollama#10517', detect: true, phase: 'loading_weights' },
    // 0.1.20's in-process library load that failed (llm.go): the request fails, the server lives.
    { line: '2024/01/11 23:56:32 llm.go:144: Failed to load dynamic library /tmp/ollama168465594/cpu_avx2/libext_server.so  Unable to load dynamic library: Unable to load dynamic server library: /tmp/ollama168465594/cpu_avx2/libext_server.so: undefined symbol: _ZTVN10__cxxabiv117__c', source: 'ollama/ollama#1941', cause: true },
    // ollama-python's exception quoting the server's error answer: the client's traceback, the server lives.
    { line: 'ollama._types.ResponseError: llama runner process no longer running: -1 ', source: 'ollama/ollama-python#269', detect: true },
    // The CLI's line for a cloud model (Ollama 0.12): what follows is the local server's answer relayed.
    { line: "Connecting to 'qwen3-vl:235b' on 'ollama.com' ⚡", source: 'ollama/ollama#12799', detect: true },
    // ggml's CUDA error report at Ollama's vendored ggml path (0.15, Windows CI build): the runner's, which the server outlives.
    { line: '  current device: 0, in function ggml_cuda_compute_forward at C:\\a\\ollama\\ollama\\ml\\backend\\ggml\\ggml\\src\\ggml-cuda\\ggml-cuda.cu:2882', source: 'ollama/ollama#14068', detect: true },
    // The same report at the 0.5-era vendored path, from a build of the Ascend NPU pull request.
    { line: '  current device: 0, in function aclnn_arange at llama/ggml-cann/aclnn_ops.cpp:326', source: 'ollama/ollama#5872', detect: true },
    // ggml's macOS native backtrace with its frames in the `ollama` binary: the runner's abort.
    { line: '1   ollama                              0x0000000101362cd0 ggml_abort + 156', source: 'ollama/ollama#15228', detect: true },
    // Go's package initialization in a crash dump: the `ollama` binary died before main, whichever role it was to take.
    { line: 'runtime.doInit1(0x7ff7ee12c2c0)', source: 'ollama/ollama#15300', end: 'failed' },
    // slog's line with its time and level cut off, indented as a markdown code block (0.13).
    { line: '    source=images.go:499 msg="total blobs: 26"', source: 'ollama/ollama#13726', detect: true },
    // The image runner's last words, relayed by the server as an attribute of its own line (0.14 `image-runner`, later `mlx-runner`).
    { line: 'time=2026-03-12T13:05:21.148+01:00 level=WARN source=server.go:139 msg=mlx-runner msg="Error: MLX runner not available: build with mlx tag"', source: 'ollama/ollama#14797', detect: true, cause: true },
    { line: 'time=2026-01-23T16:16:56.539+03:00 level=INFO source=server.go:134 msg=image-runner msg="MLX error: cudaMallocManaged(&data_, small_pool_size) failed: CUDA driver version is insufficient for CUDA runtime version at /go/src/github.com/ollama/ollama/build/_deps/mlx-c-src/mlx/c/random.cpp:143"', source: 'ollama/ollama#13861', detect: true, cause: true },
    // `ollama run` relaying the server's refusal (Ollama 0.9): the server answered it and lives.
    { line: 'Error: model requires more system memory (164.8 GiB) than is available (13.4 GiB)', source: 'ollama/ollama#10920', detect: true, cause: true },
    { line: 'memory layout cannot be allocated with num_gpu = 26', source: 'ollama/ollama#14980', detect: true, cause: true },
    { line: 'Error: 500 Internal Server Error: do load request: Post "http://127.0.0.1:39025/load": EOF', source: 'ollama/ollama#12588', detect: true, cause: true },
    // The llama-server runner's out-of-memory start, as the CLI relays the server's answer (Ollama 0.30, Windows, Vulkan).
    { line: 'Error: 500 Internal Server Error: llama-server startup failed before projector CPU offload retry: llama-server reported out-of-memory during startup: GGML_ASSERT(buffer) failed', source: 'ollama/ollama#16564', detect: true, cause: true },
  ],
};
