import { containerEventImage } from './container-image';
import { tritonPrefix } from './triton-prefix';
import type { EndRule, EngineProfile, LineRule, PhaseRule } from './types';
import { VLLM } from './vllm';

// Strings checked against Triton 20.x–25.x logs in the threads of __fixtures__/engines/triton/SOURCES.md.
// The rules see the message without the glog prefix and without the quotes Triton puts around it since 24.x.

const LOST_ALL = /^error: creating server: (?:Internal|INTERNAL) - failed to load all models$/;

// Triton's own source files, read off the glog prefix: `I1216 02:12:33.624737 179 model_lifecycle.cc:473] …`, or the
// ISO8601 one (`2022-05-23T23:49:14 I 153 server.cc:288] …`), or glog's own with the year first (glog ≥ 0.6: `I20240227 …`).
// A paste that lost the line's first character drops the severity letter (`0603 11:27:18.631800 29219 pb_stub.cc:751] …`,
// triton-inference-server/server#3009, tensorrtllm_backend#488): triton-prefix.ts reads it so, the file names still tell Triton.
const OWN_PREFIX =
  /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?(?:[IWEF]?(?:\d{4})?\d{4} \d\d:\d\d:\d\d\.\d{6} +|(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ? )?[IWEF] )\d+ (?:[A-Za-z]:\\(?:[^\\\]]+\\)*)?(?:model_lifecycle|model_repository_manager|server|grpc_server|http_server|tritonserver|pinned_memory_manager|cuda_memory_manager|backend_model|backend_model_instance|backend_manager|python_be|pb_stub|stub_launcher|metrics|model_config_utils)\.cc:\d+\]/;

// The Python backend's logger (pb_utils.Logger, the vLLM backend's model.py) writes through Triton's log with the model file's
// name in the glog prefix; since 24.x Triton prints every message as a JSON string (`model.py:106] "Traceback …`). absl's
// Python logger has the same prefix but never quotes the message.
const PYTHON_MODEL_PREFIX = /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?[IWEF]\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ [\w.-]+\.py:\d+\] "/;

// The vLLM backend runs vLLM's engine inside the Python stub: its loading milestones are the model's; only Triton's services mean ready.
const VLLM_BACKEND_PHASES: readonly PhaseRule[] = VLLM.phases.filter((p) => p.phase !== 'ready');
const VLLM_BACKEND_STATS = /\bAvg prompt throughput: [\d.]+ tokens\/s, Avg generation throughput: [\d.]+ tokens\/s, Running: \d+ reqs\b/;

const FAILED_LOAD: LineRule = { needle: 'failed to load', pattern: /^failed to load '[^']+' version \d+: \S/ };
// ModelLifeCycle::OnLoadFinal's verdict on a whole model once its versions' loads are over (`failed to load 'x'`, at INFO level):
// the reason is the per-version line just above it (or the ensemble's refusal after it, which quotes the model's error); where a
// paste is cut between them, this line alone says a model is unavailable. It yields to any reason printed (a bare end).
const FAILED_LOAD_MODEL: LineRule = { needle: 'failed to load', pattern: /^failed to load '[^']+'$/ };
const FAILED_POLL: LineRule = { needle: 'failed to poll model', pattern: /^failed to poll model '[^']+': \S/ };
// triton core's backend_model.cc (TritonModel::PrepareInstances) logs each model instance that could not be created, then fails
// that model's load with the same status: the backend's own reason, printed before (or, in a cut excerpt, instead of) the
// `failed to load 'x' version 1: …` line.
const INSTANCE_FAILED: LineRule = { needle: 'Failed to create instance: ', pattern: /^ERROR: Failed to create instance: \S/ };
// The Python backend's stub (pb_stub.cc) logs the exception its model's initialize() (or auto_complete_config()) raised, hands it
// to the server and exits: that model instance is not created and the model's load fails with the same text. The stub's glog
// line in 23.x has two spaces after the `]`.
// The first Python backend (20.x, python.cc ModelInstanceState::CreatePythonInterpreter) forks, and the child execs the Python
// interpreter that hosts model.py; when the exec fails it logs `Cannot run interpreter host. Errno = N` (then the interpreter
// path, startup script, model path and instance on lines of their own) and the instance is not created: the parent's connect to
// that interpreter fails and the model does not load. Seen in triton-inference-server/server#2415 and #2671 (Errno 2, ENOENT).
const INTERPRETER_HOST_FAILED: LineRule = { needle: 'Cannot run interpreter host', pattern: /^Cannot run interpreter host\. Errno = \d+$/ };
const STUB_INIT_FAILED: LineRule = { needle: 'Failed to initialize Python stub', pattern: /^ ?Failed to initialize Python stub(?: for auto-complete)?: \S/ };
// ModelRepositoryManager's dependency check refuses an ensemble whose step model did not load and logs the refusal (since 22.x
// with that model's own load error after `Model 'x' loading failed with error: `): a failed load's cause, printed where the step
// model's `failed to load` line may be cut or far above.
const ENSEMBLE_DEPENDS: LineRule = {
  needle: "' depends on '",
  pattern: /^(?:Invalid argument: )?ensemble '[^']+' depends on '[^']+' (?:which has no loaded version|which is not valid|whose required version \d+ is not loaded)\b/,
};
// ModelRepositoryManager's status for a model whose load left no version (an embedder such as DeepStream quotes it in its own line).
const NO_VERSION: LineRule = { needle: 'failed to load', pattern: /\bfailed to load '[^']+', (?:no version is available|failed to poll from model repository)$/ };
// ModelRepositoryManager::Poll refused a model's directory (its config unreadable or invalid): that model is not loaded, and
// with --exit-on-error (the default) the start ends in `failed to load all models`.
const POLL_FAILED: LineRule = { needle: 'Poll failed for model directory', pattern: /^Poll failed for model directory '[^']+': \S/ };
// main() exits 1 when an endpoint does not start (src/main.cc StartEndpoints): a port in use, an address it cannot bind.
// GptManager::forwardAsync (forward before 0.7) and Executor::Impl catch what the model's step threw, log it, answer every
// active request with it and go on with the next step.
// The Python backend's stub (pb_stub.cc Stub::ProcessRequests) catches what the model's execute() raised (or did wrong: a decoupled
// model's execute must return None), logs `Failed to process the request(s) for model '<instance>', message: <error>` and answers
// those requests with the error; the stub serves on. Requests reached the model, so the server was serving. A CUDA error (not an
// out-of-memory) or NCCL's leaves the stub's CUDA context unusable: every later request of that model fails too.
const STUB_REQUEST_FAILED = /^Failed to process the request\(s\) for model '[^']+', message: \S/;
const STUB_CONTEXT_GONE = /CUDA error|NCCL|[Ii]llegal memory access/;
const STUB_REQUEST_CONTEXT_GONE: LineRule = {
  needle: 'Failed to process the request(s)',
  pattern: new RegExp(`^Failed to process the request\\(s\\) for model '[^']+', message: (?=.*(?:${STUB_CONTEXT_GONE.source}))\\S`),
};
const VLLM_REQUEST_ERROR = /^\[vllm\] Error generating stream: \S/;
// What one request raised is that request's failure, unless vLLM's engine under the backend is gone or CUDA failed under it:
// then every later request fails too, until the model is unloaded. The backend logs str(e), without the class: V1's
// EngineDeadError says `EngineCore encountered an issue. …`, V0's AsyncEngineDeadError `Background loop has errored already.`
// or `Background loop is not running. …`, the MQ client's MQEngineDeadError `Engine loop is not running. …`.
const VLLM_ENGINE_GONE = /EngineDead|EngineCore encountered an issue|Background loop (?:has errored|is not running)|Engine loop is not running|CUDA|NCCL|[Ii]llegal memory access/;
const VLLM_REQUEST_ENGINE_GONE: LineRule = { needle: '[vllm] Error generating stream', pattern: new RegExp(`^\\[vllm\\] Error generating stream: (?=.*(?:${VLLM_ENGINE_GONE.source}))\\S`) };
const TRTLLM_STEP_ERROR = /\bEncountered an error in forward(?:Async)? function: /;
const TRTLLM_STEP_CUDA_ERROR: LineRule = { needle: 'Encountered an error in forward', pattern: /\bEncountered an error in forward(?:Async)? function: .*(?:CUDA|NCCL|[Ii]llegal memory access)/ };
// Triton's TensorRT-LLM backend (tensorrtllm_backend inflight_batcher_llm) answers one request with an error through TRT-LLM's
// logger: ModelInstanceState::sendTritonResponse logs `Encountered error for requestId N: <msg>` and sends it as that
// request's final response; enqueue() catches WorkItemsQueue::stopWorkItem's `Received stop request for requestId N but it's
// not active (might be completed already).` (a client's stop for a request already done) and answers the stop request with
// it. Only the backend prints them (TRT-LLM's own runtime has no request ids of Triton's), for requests the server accepted.
const TRTLLM_BACKEND_ANSWER = /\[TensorRT-LLM\]\[ERROR\] (?:Encountered error for requestId \d+: \S|Received stop request for requestId \d+ but it's not active\b)/;
// What it answered is that request's failure, unless CUDA failed under the step (TRTLLM_STEP_CUDA_ERROR then lasts).
const TRTLLM_BACKEND_ANSWER_SURVIVED = /\[TensorRT-LLM\]\[ERROR\] (?:Encountered error for requestId \d+: (?!.*(?:CUDA|NCCL|[Ii]llegal memory access))\S|Received stop request for requestId \d+ but it's not active\b)/;
// TensorRT-LLM's batch manager refuses one request it fetched from the server, a prompt the engine cannot take (over its max input
// or sequence length): GptManager::fetchNewRequests (0.7-0.11, driven by Triton's inflight_batcher_llm) throws `Cannot process new
// request: …`, which the logger prints with its stack before the backend answers that request with it (`Encountered error for
// requestId N: Cannot process new request: …`, replicate/replicate-python#264) and the loop fetches on. The Executor that replaced
// it (executorImpl.cpp Executor::Impl::fetchNewRequests) catches the same per request, logs `Encountered an error when fetching
// new request: …` and enqueues that request's error response. A fetched request: the server was serving, and serves on.
// GptManager ran under no other server, so its words tell Triton; the Executor's run under trtllm-serve too, so they do not.
const TRTLLM_REQUEST_REFUSED = /\[TensorRT-LLM\]\[ERROR\] (?:Cannot process new request|Encountered an error when fetching new request): \S/;
const GPTMANAGER_REQUEST_REFUSED = /\[TensorRT-LLM\]\[ERROR\] Cannot process new request: \S/;
const ENDPOINT_FAILED = /^failed to start (?:GRPC|HTTP|Sagemaker|Vertex AI|Metrics) service: \S/;
// A paste hard-wrapped at 80 columns leaves its head on the prefixed line (`Waiting for in-flight requests to`).
const STOP_WAITING: EndRule = { needle: 'Waiting for in-flight requests', pattern: /^Waiting for in-flight requests to(?: complete\.)?$/, outcome: 'stopped' };
const STOP_WAITING_OLD: EndRule = { needle: 'Waiting for in-flight inferences to complete', pattern: /^Waiting for in-flight inferences to complete\.$/, outcome: 'stopped', prefixed: true };
const STOP_ALL_MODELS: EndRule = { needle: 'All models are stopped', pattern: /^All models are stopped, unloading models$/, outcome: 'stopped' };
// Stop()'s wait for the models to unload (server.cc InferenceServer::Stop), once a second until none is live or --exit-timeout-secs
// runs out: only a stopping server prints it, and a paste may hold its tail alone (the `Waiting for …` line above it cut off).
// main.cc's own `Timeout N: Found N HTTP connections` (the endpoint draining first) is not the server's stop yet.
const STOP_COUNTDOWN: EndRule = { needle: ': Found ', pattern: /^Timeout \d+: Found \d+ (?:live models|model versions)\b/, outcome: 'stopped' };
// main()'s option parser (TritonParser, src/command_line_parser.cc) refuses an option that needs another one, prints the usage and
// `Error: <reason>` and exits 1 before any server exists (triton's tests expect exactly this message for --load-model alone).
const OPTION_REFUSED = /^Error: Use of '--[\w-]+' requires setting '--[\w-]+(?:=[\w-]+)?' as well\.$/;
// glibc's assert (assert/assert.c __assert_fail) prints `<program>: <file>:<line>: <function>: Assertion `<expr>' failed.` under the
// program's short name, then calls abort(): an assert in a library the server runs in-process (TensorRT's engine deserializer)
// takes the server down with it. Before 20.x the binary was `trtserver`.
const SERVER_ASSERT = /^(?:tritonserver|trtserver): [^\s:]+:\d+: .*Assertion `.+' failed\.$/;
// The Python backend stub's own lines under its program name (see the detect table).
const STUB_PROGRAM_LINE = /^(?:\S*\/)?triton_python_backend_stub: (?:\S+:\d+: .*Assertion `.+' failed\.$|error while loading shared libraries: \S)/;
// triton_signal.cc's ErrorSignalHandler (SIGSEGV, SIGABRT) prints `Signal (N) received.`, then boost's stack trace taken inside the
// handler (frame 0 is the handler's own, in the server binary), then raises the signal again with its default action: the process
// dies. A paste that starts at the stack still shows that end. Before 20.x: nvidia::inferenceserver's signal.cc in `trtserver`.
const HANDLER_FRAME: LineRule = { needle: '0# ', pattern: /^ ?0# (?:\S+ in (?:\S*\/)?(?:tritonserver|trtserver)|(?:triton::server|nvidia::inferenceserver)::\(anonymous namespace\)::ErrorSignalHandler\(int\)(?: at \S+)?) *$/ };
// In that stack, libc's abort() under the handler: the process aborted itself (std::terminate on an uncaught exception, an assert).
const ABORT_FRAME = /^ ?\d+# abort in \S*libc\.so(?:\.\d+)? *$/;
const UNAVAILABLE_ROW: LineRule = { needle: '| UNAVAILABLE: ', pattern: /^\|[^|]+\|\s*\d+\s*\| UNAVAILABLE: \S/ };
// server.cc's model status table gives a model version that did not load as `UNAVAILABLE: ` and its Status as Triton prints one,
// the code's name first (`Internal: …`, `Not found: …`): a row only Triton prints, which tells the engine where the table alone
// was pasted.
const UNAVAILABLE_STATUS_ROW = /^\|[^|]+\|\s*\d+\s*\| UNAVAILABLE: (?:Internal|Not found|Invalid argument|Unavailable|Unsupported|Already exists|Unknown): \S/;

export const TRITON: EngineProfile = {
  id: 'triton',
  detect: [
    containerEventImage('nvidia/tritonserver'),
    { needle: '.cc:', pattern: OWN_PREFIX },
    { needle: '.py:', pattern: PYTHON_MODEL_PREFIX },
    // Before 20.x the server was named TensorRT Inference Server (`trtserver`).
    { needle: ' Inference Server', pattern: /^== (?:Triton|TensorRT) Inference Server ==$|^Initializing (?:Triton|TensorRT) Inference Server$/ },
    // The NGC container's banner names the server's version under the release since 21.x (`Triton Server Version 2.49.0`): only a
    // Triton image prints it, and a paste that starts below the `== Triton Inference Server ==` header still has it.
    { needle: 'Triton Server Version ', pattern: /^Triton Server Version \d+\.\d+\.\d+$/ },
    { needle: 'tritonserver', pattern: /(?:^|[\s/=])tritonserver(?: --|$)|\/opt\/tritonserver\/|\/tritonserver:\d\d\.\d\d-/ },
    { needle: 'memory pool is created', pattern: /^(?:Pinned memory pool is created at '0x[0-9a-f]+'|CUDA memory pool is created on device \d+) with size \d+$/ },
    { needle: 'Started ', pattern: /^Started (?:GRPCInferenceService|HTTPService|Metrics Service|Sagemaker HTTPService|Vertex AI HTTPService) at \S+$/ },
    { needle: 'failed to start ', pattern: ENDPOINT_FAILED },
    { needle: 'Assertion `', pattern: SERVER_ASSERT },
    // The Python backend's stub is a program of its own, `triton_python_backend_stub`, that stub_launcher.cc execs per model
    // instance: glibc's assert (`<program>: <file>:<line>: <function>: Assertion … failed.`) and its dynamic loader
    // (`<path>: error while loading shared libraries: …`) print their message under that name. No other server runs a program
    // of that name; what the stub printed is a model instance's trouble (a cause in the common rules), the server outlives it.
    { needle: 'triton_python_backend_stub: ', pattern: STUB_PROGRAM_LINE },
    { needle: 'TRITONBACKEND_', pattern: /\bTRITONBACKEND_(?:Initialize|ModelInitialize|ModelInstanceInitialize|ModelFinalize|ModelInstanceFinalize):/ },
    // A native backtrace's frame in Triton's core or a backend's namespace: backends are libraries loaded into tritonserver.
    { needle: 'triton::', pattern: /\btriton::(?:core|backend|server)::\w/ },
    { needle: 'error: creating server: ', pattern: /^error: creating server: \S/ },
    { needle: 'in-flight', pattern: /^Waiting for in-flight requests to complete\.$|^Timeout \d+: Found \d+ (?:live models|model versions that have in-flight inferences)/ },
    { needle: 'successfully ', pattern: /^successfully (?:un)?loaded '[^']+'(?: version \d+)?$/ },
    { needle: '| UNAVAILABLE: ', pattern: UNAVAILABLE_STATUS_ROW },
    { needle: ' for requestId ', pattern: TRTLLM_BACKEND_ANSWER },
    { needle: 'Cannot process new request: ', pattern: GPTMANAGER_REQUEST_REFUSED },
  ],
  // Triton with the vLLM backend prints vLLM's own lines too (vllm_backend's model.py runs AsyncLLMEngine in the stub).
  embeds: ['vllm'],
  // tritonserver is C++: a Python traceback in its log is a Python model's (the stub's), a failed load or request at most.
  nativeServer: true,
  // The Python backend forks triton_python_backend_stub per model instance (python_backend src/stub_launcher.cc); the server
  // watches its health and outlives it (`Stub process … is not healthy`): a core of the stub is a model instance's death.
  childCores: /^Core was generated by `(?:\S*\/)?triton_python_backend_stub[ ']/,
  prefix: tritonPrefix,
  phases: [
    { phase: 'init', needle: ' Inference Server', pattern: /^Initializing (?:Triton|TensorRT) Inference Server$/ },
    { phase: 'init', needle: 'memory pool is created', pattern: /^(?:Pinned memory pool is created at|CUDA memory pool is created on device) / },
    // model_lifecycle.cc (model_repository_manager.cc before 22.x) starts each model version's load.
    { phase: 'loading_weights', needle: 'loading: ', pattern: /^loading: [^\s:]+:\d+$/ },
    { phase: 'loading_weights', needle: 'TRITONBACKEND_ModelInstanceInitialize', pattern: /^TRITONBACKEND_ModelInstanceInitialize: \S/ },
    // The Python backend (and the Python-based vLLM backend) forks a stub per model for its config's auto-complete and per
    // instance for its initialize(), both inside the model's load (python_backend src/stub_launcher.cc StubLauncher::Launch,
    // logged at verbose level): the stub's start is the model loading.
    { phase: 'loading_weights', needle: 'Starting Python backend stub', pattern: /^Starting Python backend stub: +\S/ },
    { phase: 'weights_loaded', needle: 'successfully loaded', pattern: /^successfully loaded '[^']+'/ },
    // The model status table (server.cc) is printed once the repository's load is over: a row READY is a loaded model version.
    { phase: 'weights_loaded', needle: '| READY', pattern: /^\|[^|]+\|\s*\d+\s*\| READY\s*\|$/ },
    ...VLLM_BACKEND_PHASES,
    // The endpoints start only once every model the server was told to load is loaded.
    // Before 20.06 (the v1 API) the gRPC endpoint was `GRPCService`; Triton starts its endpoints once the repository is loaded.
    // The SageMaker and Vertex AI endpoints (sagemaker_server.cc, vertex_ai_server.cc) are the only ones a SageMaker or Vertex AI
    // container allows (docker/sagemaker/serve passes --allow-grpc=false --allow-http=false).
    { phase: 'ready', needle: 'Started ', pattern: /^Started (?:GRPCInferenceService|GRPCService|HTTPService|Metrics Service|Sagemaker HTTPService|Vertex AI HTTPService) at \S+$/ },
    // The vLLM backend's generate() runs for a request Triton accepted through its endpoints, which start once the repository is
    // loaded; it logs what one request raised, answers that request with the error and serves on (vllm_backend src/model.py).
    { phase: 'ready', serving: true, needle: '[vllm] Error generating stream', pattern: VLLM_REQUEST_ERROR },
    // The vLLM backend's engine (vllm_backend src/model.py runs vLLM's AsyncLLMEngine in the stub) steps, and so logs its periodic
    // stats line (`metrics.py:161] Avg prompt throughput: … Running: 4 reqs, …`), only for requests Triton's endpoints accepted:
    // vLLM's engine loop waits for a request while idle. The line proves the server was serving (triton-inference-server/server#7332).
    { phase: 'ready', serving: true, needle: 'Avg prompt throughput', pattern: VLLM_BACKEND_STATS },
    { phase: 'ready', serving: true, needle: 'Failed to process the request(s)', pattern: STUB_REQUEST_FAILED },
    // TensorRT-LLM's batch manager (GptManager, later the Executor) steps the model only for active requests, accepted once
    // the server is up: its error in that step proves the server was serving.
    { phase: 'ready', serving: true, needle: 'Encountered an error in forward', pattern: TRTLLM_STEP_ERROR },
    // The backend answering one request (or a client's stop request) proves the endpoints were taking requests.
    { phase: 'ready', serving: true, needle: ' for requestId ', pattern: TRTLLM_BACKEND_ANSWER },
    // The batch manager refusing one request it fetched (see TRTLLM_REQUEST_REFUSED).
    { phase: 'ready', serving: true, needle: ' new request: ', pattern: TRTLLM_REQUEST_REFUSED },
  ],
  // The container's banner, once per container start. Pinned memory is set up once per tritonserver process, but
  // TensorRT-LLM's launch_triton_server.py starts one process per rank under mpirun: it cannot tell a start.
  startup: [
    { needle: ' Inference Server ==', pattern: /^== (?:Triton|TensorRT) Inference Server ==$/, spawn: true },
    { needle: ' Inference Server', pattern: /^Initializing (?:Triton|TensorRT) Inference Server$/, spawn: true },
  ],
  ends: [
    // main() prints the error of TRITONSERVER_ServerNew and exits 1 (src/main.cc); with --exit-on-error a failed model does it.
    { needle: 'error: creating server: ', pattern: /^error: creating server: \S/, outcome: 'failed' },
    { needle: 'failed to start ', pattern: ENDPOINT_FAILED, outcome: 'failed' },
    // main() gives up on a Stop() that outlived --exit-timeout-secs and exits 1 at once (`Exit timeout expired. Exiting immediately.`).
    { needle: 'failed to stop server: ', pattern: /^failed to stop server: \S/, outcome: 'failed' },
    // src/common/triton_signal.cc: SIGINT and SIGTERM start the orderly stop, SIGSEGV and SIGABRT dump a stack and exit.
    { needle: 'Signal (', pattern: /^Signal \((?:4|6|7|8|11)\) received\.$/, outcome: 'failed' },
    { needle: 'Signal (', pattern: /^Signal \((?:2|15)\) received\.$/, outcome: 'stopped' },
    { ...HANDLER_FRAME, outcome: 'failed' },
    { needle: '# abort in ', pattern: ABORT_FRAME, outcome: 'failed' },
    { needle: 'Assertion `', pattern: SERVER_ASSERT, outcome: 'failed' },
    // glibc's dynamic loader cannot load a library the program links (or LD_PRELOADs): it prints this under the program's name and
    // exits 127 before main(). The server binary's own: it never ran. The NGC images start it from a bash entrypoint script, whose
    // shebang names `/bin/bash`: before any server line, that shell's failure is the container's. Later, the Python backend's stub
    // (launched through bash) could say the same of itself, so only at start-up.
    { needle: 'error while loading shared libraries', pattern: /^(?:\S*\/)?tritonserver: error while loading shared libraries: \S+: /, outcome: 'failed' },
    { needle: 'error while loading shared libraries', pattern: /^\/(?:usr\/)?bin\/(?:ba)?sh: error while loading shared libraries: \S+: /, outcome: 'failed', startOnly: true },
    // InferenceServer::Stop: the endpoints are closed, in-flight requests drain, then every model unloads.
    STOP_WAITING,
    // Its wording before 21.x; Triton's clients (perf_analyzer) print the same words bare when interrupted.
    STOP_WAITING_OLD,
    STOP_ALL_MODELS,
    STOP_COUNTDOWN,
    { needle: 'Error: Use of ', pattern: OPTION_REFUSED, outcome: 'failed', startOnly: true },
  ],
  // A whole model's `failed to load 'x'` says that its load ended, not why: named only where no reason is printed.
  // The handler's own frame says the process died in it, not why: the abort frame, a `terminate called …` or the signal line above say more.
  bareEnds: [FAILED_LOAD_MODEL, HANDLER_FRAME],
  // A model whose load failed stays unloaded (lasting) until a later load of it succeeds: explicit model control loads it again
  // on request (`POST v2/repository/models/x/load`), polling when its files change; `successfully loaded 'x'` then means it serves.
  retried: { failure: /^failed to load '([^']+)'(?:$| version \d+: )/, success: /^successfully loaded '([^']+)'(?:$| version \d+$)/ },
  // The per-model `failed to load 'x' version 1: …` line and the status table carry the cause; the exit only sums up.
  wrappers: [LOST_ALL],
  // A failed step is answered to its requests and the server serves on, unless CUDA or NCCL failed under it: a CUDA error
  // leaves the context unusable, so every later step fails too (lasting, as a TGI shard's CUDA error).
  survived: [
    /\bEncountered an error in forward(?:Async)? function: (?!.*(?:CUDA|NCCL|[Ii]llegal memory access))/,
    TRTLLM_BACKEND_ANSWER_SURVIVED,
    TRTLLM_REQUEST_REFUSED,
    new RegExp(`^\\[vllm\\] Error generating stream: (?!.*(?:${VLLM_ENGINE_GONE.source}))\\S`),
    new RegExp(`^Failed to process the request\\(s\\) for model '[^']+', message: (?!.*(?:${STUB_CONTEXT_GONE.source}))\\S`),
  ],
  causes: [
    // Explicit model control keeps the server up after a failed load: a cause, not an end.
    FAILED_LOAD,
    FAILED_LOAD_MODEL,
    FAILED_POLL,
    POLL_FAILED,
    NO_VERSION,
    INSTANCE_FAILED,
    STUB_INIT_FAILED,
    INTERPRETER_HOST_FAILED,
    ENSEMBLE_DEPENDS,
    // The Python backend's stub process died under the model (python_be.cc); the server lives and restarts it.
    { needle: 'Stub process', pattern: /^Stub process (?:is unhealthy and it will be restarted|'[^']+' is not healthy)\.$/ },
    // The model status table printed after loading repeats each failed model's error in its row.
    UNAVAILABLE_ROW,
    STUB_REQUEST_CONTEXT_GONE,
    { needle: '[TensorRT-LLM][ERROR]', pattern: /\[TensorRT-LLM\]\[ERROR\] \S/ },
    // TensorRT's error recorder: `[runtime.cpp::deserializeCudaEngine::50] Error Code 4: Internal Error (…)`.
    { needle: 'Error Code ', pattern: /\[[\w.]+::\w+::\d+\] Error Code \d+: / },
    { needle: '[TRT]', pattern: /\[E\] \[TRT\] |\[TRT\] \[E\] / },
    // cudaErrorInsufficientDriver: the container's CUDA is newer than the host's driver, and no GPU work can run.
    { needle: 'CUDA driver version is insufficient', pattern: /CUDA driver version is insufficient for CUDA runtime version/ },
    { needle: '[vllm] ', pattern: /^\[vllm\] (?:Error generating stream|Failed to start engine): (?!NoneType: None$)\S/ },
    // main() prints TRITONSERVER_ServerNew's error, the reason the server could not be created (`failed to stat file …`, an
    // unknown option); only `failed to load all models` sums up the model errors above it (a wrapper).
    { needle: 'Error: Use of ', pattern: OPTION_REFUSED },
    { needle: 'error: creating server: ', pattern: /^error: creating server: (?!(?:Internal|INTERNAL) - failed to load all models$)\S/ },
  ],
  // Models load side by side: one's failure stands however well the others load after it.
  lasting: [TRTLLM_STEP_CUDA_ERROR, VLLM_REQUEST_ENGINE_GONE, STUB_REQUEST_CONTEXT_GONE, FAILED_LOAD, FAILED_LOAD_MODEL, FAILED_POLL, POLL_FAILED, NO_VERSION, INSTANCE_FAILED, STUB_INIT_FAILED, INTERPRETER_HOST_FAILED, ENSEMBLE_DEPENDS, UNAVAILABLE_ROW],
  // TRITONSERVER_ServerNew prints the backend, model and option tables once the repository is loaded; main() starts the endpoints
  // right after it returns, and a signal's stop is announced by `Signal (N) received.` first (triton_signal.cc). A Stop() after a
  // table with no endpoint started is ServerNew tearing down a start whose model failed (--exit-on-error, the default).
  teardown: { after: { needle: '+---', pattern: /^\+-+(?:\+-+)*\+$/ }, stops: [STOP_WAITING, STOP_WAITING_OLD, STOP_ALL_MODELS, STOP_COUNTDOWN] },
  samples: [
    { line: 'I1216 02:12:33.621768 179 pinned_memory_manager.cc:277] "Pinned memory pool is created at \'0x7f8380000000\' with size 268435456"', source: 'triton-inference-server/server#8578', detect: true, phase: 'init' },
    { line: 'I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"', source: 'triton-inference-server/server#8578', detect: true, phase: 'loading_weights' },
    { line: 'I1216 02:12:42.654863 179 python_be.cc:2289] "TRITONBACKEND_ModelInstanceInitialize: vllm_0_0 (MODEL device 0)"', source: 'triton-inference-server/server#8578', detect: true, phase: 'loading_weights' },
    { line: 'E1216 02:12:49.624646 179 model.py:248] "[vllm] Failed to start engine: NoneType: None\\n"', source: 'triton-inference-server/server#8578', detect: true },
    { line: 'E1027 15:54:53.431777 1342 model.py:502] "[vllm] Error generating stream: \\u001B[36mray::RayWorkerWrapper.execute_method()\\u001B[39m (pid=XXX, ip=XXX.XXX.XXX.XXX, actor_id=XXXXXXX, repr=<vllm.executor.ray_utils.RayWorkerWrapper object at XXXXXXX>)\\n  At least one of the input arguments for this task could not be computed:\\nray.exceptions.RaySystemError: System error: No module named \'utils\'"', source: 'aws-samples/amazon-eks-machine-learning-with-terraform-and-kubeflow#117', phase: 'ready', cause: true },
    { line: 'I0131 00:44:46.308855 760 grpc_server.cc:2519] Started GRPCInferenceService at 0.0.0.0:8001', source: 'triton-inference-server/core#324', detect: true, phase: 'ready' },
    { line: 'I0131 00:44:46.309011 760 http_server.cc:4623] Started HTTPService at 0.0.0.0:8000', source: 'triton-inference-server/core#324', detect: true, phase: 'ready' },
    { line: 'I1204 08:17:45.082233 1 grpc_server.cc:1939] Started GRPCService at 0.0.0.0:8001', source: 'triton-inference-server/server#2312', detect: true, phase: 'ready' },
    { line: '2024-07-23 19:39:35 I0723 14:09:35.119975 1 http_server.cc:362] "Started Metrics Service at 0.0.0.0:8002"', source: 'vllm-project/vllm#6697', detect: true, phase: 'ready' },
    { line: 'Signal (15) received.', source: 'triton-inference-server/core#324', end: 'stopped' },
    { line: 'I0131 00:44:47.201645 760 server.cc:307] Waiting for in-flight requests to complete.', source: 'triton-inference-server/core#324', detect: true, end: 'stopped' },
    { line: "W0131 00:44:47.201707 760 server.cc:335] a related model 'identity_fp32' to a load/unload request is currently loading or unloading", source: 'triton-inference-server/core#324', detect: true },
    { line: 'I0120 08:28:13.508600 2049 server.cc:336] "All models are stopped, unloading models"', source: 'triton-inference-server/server#7950', detect: true, end: 'stopped' },
    { line: 'I0120 08:28:15.120311 2049 model_lifecycle.cc:636] "successfully unloaded \'tensorrt_llm_bls\' version 1"', source: 'triton-inference-server/server#7950', detect: true },
    { line: 'error: creating server: Internal - failed to load all models', source: 'triton-inference-server/server#7950', detect: true, end: 'failed', wrapper: true },
    { line: 'Signal (11) received.', source: 'triton-inference-server/server#8284', end: 'failed' },
    { line: '0# 0x0000564B4B89F8A9 in tritonserver', source: 'triton-inference-server/server#3613', detect: true, end: 'failed' },
    { line: '2# abort in /usr/lib/x86_64-linux-gnu/libc.so.6', source: 'triton-inference-server/server#3613', end: 'failed' },
    { line: 'trtserver: engine.cpp:1094: bool nvinfer1::rt::Engine::deserialize(const void*, std::size_t, nvinfer1::IGpuAllocator&, nvinfer1::IPluginFactory*): Assertion `size >= bsize && "Mismatch between allocated memory size and expected size of serialized engine."\' failed.', source: 'triton-inference-server/server#911', detect: true, end: 'failed', cause: true },
    { line: ' 0# 0x000060322740904D in /opt/tritonserver/bin/tritonserver', source: 'triton-inference-server/server#8284', detect: true, end: 'failed' },
    { line: "E0301 02:32:37.097455 25 model_repository_manager.cc:1215] failed to load 'gat_test' version 1: Internal: failed to load model 'gat_test': CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1. CUDA error: unknown error", source: 'cms-sw/cmssw#40911', detect: true, cause: true },
    { line: "E0519 08:11:54.803470 1 model_repository_manager.cc:1243] failed to load 'PYTHON_NMS' version 1: Unsupported: Triton backend API version does not support this backend", source: 'triton-inference-server/server#2876', detect: true, cause: true },
    { line: '| <redacted> | 1       | UNAVAILABLE: Internal: unable to create TensorRT engine |', source: 'triton-inference-server/server#3786', detect: true, cause: true },
    { line: "| t4r_pytorch_pt  | 1       | UNAVAILABLE: Internal: ModuleNotFoundError: No module named 'torch'                                                                                                          |", source: 'NVIDIA-Merlin/Transformers4Rec#374', detect: true, cause: true },
    { line: '| <redacted> | 1       | READY                                                   |', source: 'triton-inference-server/server#3786', phase: 'weights_loaded' },
    { line: '| cls_postprocess | 1       | READY  |', source: 'triton-inference-server/server#7809', phase: 'weights_loaded' },
    { line: '| python     | /opt/tritonserver/backends/python/libtriton_python.so         | {}     |', source: 'triton-inference-server/server#7809', detect: true },
    { line: 'E0305 19:29:57.373556 116 backend_model.cc:634] ERROR: Failed to create instance: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] CUDA runtime error in cudaDeviceGetDefaultMemPool(&memPool, device): operation not supported (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/bufferManager.cpp:170)', source: 'triton-inference-server/server#6950', detect: true, cause: true },
    { line: '[TensorRT-LLM][INFO] TRTGptModel maxNumSequences: 4', source: 'triton-inference-server/server#6950' },
    { line: "[TensorRT-LLM][ERROR] Encountered an error in forward function: Input tensor 'host_max_kv_cache_length_0' not found; expected shape: (1) (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmRuntime.cpp:124)", source: 'triton-inference-server/tensorrtllm_backend#212', phase: 'ready', cause: true },
    { line: '[TensorRT-LLM][ERROR] Encountered error for requestId 1804289384: Encountered an error in forward function: std::bad_cast', source: 'triton-inference-server/tensorrtllm_backend#435', detect: true, phase: 'ready', cause: true },
    { line: "[TensorRT-LLM][ERROR] Received stop request for requestId 7772708 but it's not active (might be completed already).", source: 'triton-inference-server/server#7181', detect: true, phase: 'ready', cause: true },
    { line: '[TensorRT-LLM][ERROR] Cannot process new request: Prompt length (1240) exceeds maximum input length (1024). (/home/jenkins/agent/workspace/LLM/main/L0_PostMerge/llm/cpp/tensorrt_llm/batch_manager/GptManager.cpp:246)', source: 'replicate/replicate-python#264', detect: true, phase: 'ready', cause: true },
    { line: "I0325 07:53:43.994831 162 pb_stub.cc:320]  Failed to initialize Python stub for auto-complete: ModuleNotFoundError: No module named 'zmq'", source: 'triton-inference-server/server#8101', detect: true, cause: true },
    { line: 'E0306 16:40:07.708802 117 backend_model.cc:691] ERROR: Failed to create instance: unexpected error when creating modelInstanceState: maxTokensInPagedKvCache (29184) must be large enough to process at least 1 sequence to completion (i.e. must be larger than beam_width (1) * tokensPerBlock (128) * maxBlocksPerSeq (272))', source: 'triton-inference-server/tensorrtllm_backend#366', detect: true, cause: true },
    { line: 'E0728 17:26:10.112496 154 model.py:106] "Traceback (most recent call last):', source: 'triton-inference-server/tensorrtllm_backend#550', detect: true },
    { line: '[11/08/2024-08:46:50] [E] [TRT] 4: [runtime.cpp::deserializeCudaEngine::50] Error Code 4: Internal Error (Engine deserialization failed.)', source: 'HKUST-Aerial-Robotics/D2SLAM#52', cause: true },
    { line: 'I0517 06:20:39.343302 1 pinned_memory_manager.cc:195] Pinned memory pool is created at \'0x7ff9e6000000\' with size 268435456', source: 'isarsoft/yolov4-triton-tensorrt#32', detect: true, phase: 'init' },
    { line: 'E0812 05:45:01.326063 1 pinned_memory_manager.cc:192] failed to allocate pinned system memory: CUDA driver version is insufficient for CUDA runtime version', source: 'triton-inference-server/server#1899', detect: true, cause: true },
    { line: 'I0812 05:45:01.325936 1 server.cc:120] Initializing Triton Inference Server', source: 'triton-inference-server/server#1899', detect: true, phase: 'init', startup: true },
    { line: 'INFO 12-16 10:12:37 [__init__.py:216] Automatically detected platform cuda.', source: 'triton-inference-server/server#8578' },
    { line: 'E1025 09:40:38.075506 9121 python_be.cc:2066] Stub process is unhealthy and it will be restarted.', source: 'triton-inference-server/server#6480', detect: true, cause: true },
    { line: "E1107 07:34:03.823179 7 model_repository_manager.cc:1265] failed to poll model 'pipe': model not found in any model repository.", source: 'triton-inference-server/model_analyzer#786', detect: true, cause: true },
    { line: 'error: creating server: Internal - failed to stat file C:/Program Files/Git/models"', source: 'triton-inference-server/server#4376', detect: true, end: 'failed', cause: true },
    { line: "Failed, NCCL error /app/tensorrt_llm/cpp/tensorrt_llm/plugins/ncclPlugin/sendPlugin.cpp:129 'invalid usage (run with NCCL_DEBUG=WARN for details)'", source: 'triton-inference-server/tensorrtllm_backend#170', end: 'failed', cause: true },
    { line: 'I1030 01:37:51.224557 123 pinned_memory_manager.cc:241] Pinned memory pool is created at \'0x7fd314000000\' with size 268435456', source: 'triton-inference-server/tensorrtllm_backend#54', detect: true, phase: 'init' },
    { line: 'I0523 23:56:44.571218 1 model_lifecycle.cc:459] loading: python_backend_model__isvc-7d71deef48:1', source: 'kserve/modelmesh-serving#78', detect: true, phase: 'loading_weights' },
    { line: 'I0404 03:45:10.685058 9037 server.cc:278] Initializing TensorRT Inference Server', source: 'triton-inference-server/server#202', detect: true, phase: 'init', startup: true },
    { line: '== TensorRT Inference Server ==', source: 'triton-inference-server/server#1589', detect: true, startup: true },
    { line: '2022-05-23T23:49:14 I 153 server.cc:288] All models are stopped, unloading models', source: 'triton-inference-server/common#57', detect: true, end: 'stopped' },
    { line: '12 0x0000000000048cbc triton::backend::inflight_batcher_llm::ModelInstanceState::ModelInstanceState() :0', source: 'Tlntin/Qwen-TensorRT-LLM#60', detect: true },
    { line: 'I0120 09:37:32.374438 192 server.cc:179] Waiting for in-flight inferences to complete.', source: 'NVIDIA-AI-IOT/deepstream_triton_model_deploy#5', detect: true, end: 'stopped' },
    { line: "**ERROR: infer_trtis_server.cpp:617 TRTIS: failed to load model centerface, trtis_err_str:INTERNAL, err_msg:failed to load 'centerface', no version is available", source: 'NVIDIA-AI-IOT/deepstream_triton_model_deploy#5', cause: true },
    { line: "E0109 19:34:35.166155 11729 main.cc:245] failed to start GRPC service: Unavailable - Socket '0.0.0.0:5001' already in use ", source: 'triton-inference-server/tensorrtllm_backend#275', detect: true, end: 'failed' },
    { line: 'I0730 15:43:10.350331 118 sagemaker_server.cc:134] Started Sagemaker HTTPService at 0.0.0.0:8080', source: 'triton-inference-server/server#3178', detect: true, phase: 'ready' },
    { line: 'E1015 02:46:03.500409 240602 model_repository_manager.cc:703] "Invalid argument: ensemble \'ensemble\' depends on \'tensorrt_llm\' which has no loaded version. Model \'tensorrt_llm\' loading failed with error: version 1 is at UNAVAILABLE state: Internal: unexpected error when creating modelInstanceState: [json.exception.out_of_range.403] key \'builder_config\' not found;"', source: 'NVIDIA/TensorRT-LLM#2332', detect: true, cause: true },
    { line: "E0526 05:31:25.666963 395040 model_repository_manager.cc:1916] Poll failed for model directory 'ensemble': unexpected platform type ensemble for ensemble", source: 'triton-inference-server/server#2917', detect: true, cause: true },
    { line: 'Triton Server Version 2.49.0', source: 'triton-inference-server/server#8536', detect: true },
    { line: '0603 11:27:18.631800 29219 pb_stub.cc:751] "Failed to process the request(s) for model \'tensorrt_llm_0_0\', message: Python model \'tensorrt_llm_0_0\' is using the decoupled mode and the execute function must return None."', source: 'triton-inference-server/tensorrtllm_backend#488', detect: true, phase: 'ready' },
    { line: 'E0114 08:07:45.483750 88 python.cc:261] Cannot run interpreter host. Errno = 2', source: 'triton-inference-server/server#2415', cause: true },
    { line: "triton_python_backend_stub: ../nptl/pthread_mutex_lock.c:81: __pthread_mutex_lock: Assertion `mutex->__data.__owner == 0' failed.", source: 'triton-inference-server/server#3495', detect: true, cause: true },
    { line: "I0224 03:28:22.060173 3081 model_lifecycle.cc:789] \"failed to load 'tensorrt_llm'\"", source: 'NVIDIA/TensorRT-LLM#2419', detect: true, cause: true },
    { line: 'WARNING: The NVIDIA Driver was not detected. GPU functionality will not be available.', source: 'triton-inference-server/server#5858', cause: true },
    { line: 'ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but', source: 'triton-inference-server/server#2225', cause: true },
    { line: '       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]', source: 'triton-inference-server/server#2225', cause: true },
  ],
};
