import { FRONT_END_OWN_PATH, MANAGER_OWN_PATH, RAY_MEMORY_KILL } from './common';
import { containerEventImage } from './container-image';
import type { EngineProfile, LineRule } from './types';
import { vllmRelayPrefix } from './vllm-relay-prefix';
import { djlRelayPrefix } from './djl-relay-prefix';

// Strings checked against vLLM logs from 0.5 to 0.27 in public issue threads (lib/journal/__fixtures__/SOURCES.md).

// llama-swap's request log line for a path it answers itself (see the serving rule below).
const LLAMA_SWAP_OWN_PATH = String.raw`(?:\[llama-swap\] \S+ \[[^\]]*\]|\[INFO\] Request \S+) "GET \/(?:v1\/models|logs(?:\/\S*)?|ui(?:\/\S*)?|upstream|health|running|unload|favicon\.ico)? HTTP\/`;

// The frame of V1's worker_busy_loop calling an RPC on its worker (v1/executor/multiproc_executor.py).
const WORKER_BUSY_LOOP_FRAME: LineRule = { needle: 'in worker_busy_loop', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]executor[/\\]multiproc_executor\.py", line \d+, in worker_busy_loop$/ };

// The model runner's announcement of its multimodal encoder profile (v1/worker/gpu_model_runner.py profile_run), logged right
// before it runs the dummy encoder batch: from here the worker is inside the start-up's memory profile.
// V1's graph-capture bar per capture mode (`Capturing CUDA graphs (decode, FULL): 100%|…`) and vllm-ascend's (`Capturing ACL
// graphs (mixed prefill-decode, PIECEWISE): 0%|…`): printed only by capture_model, which compile_or_warm_up_model runs in start-up.
const GRAPH_CAPTURE_BAR = /^Capturing (?:(?:prefill|decode|draft|drafter|mixed) )?(?:CUDA|ACL) graph(?:s(?: \([^)]*\))?| shapes): +\d+%/;
const GRAPH_CAPTURE: LineRule = { needle: 'Capturing ', pattern: GRAPH_CAPTURE_BAR };
const ENCODER_CACHE_PROFILE: LineRule = { needle: 'Encoder cache will be initialized', pattern: /^Encoder cache will be initialized with a budget of \d+ tokens, and profiled with \d+ \w+ items of the maximum feature size\.$/ };

// The headings of V1's dump of a failed engine step (logging_utils/dump_input.py): from 0.10 each names its part on one
// line (`Dumping input data for V1 LLM engine (v…`, `Dumping scheduler output for model execution: …`, `Dumping scheduler
// stats: …`); 0.9 logged `Dumping input data` and `Dumping scheduler output for model execution:` alone on their lines.
const DUMP_HEADING = /^Dumping (?:input data(?: for V1 LLM engine \(v|$)|scheduler output for model execution:(?: |$)|scheduler stats: )/;
// Python's threading hook over an exception that left one of V1's engine-core I/O threads (see ends).
const ENGINE_IO_THREAD_DIED: LineRule = { needle: 'Exception in thread ', pattern: /^Exception in thread [\w-]+ \(process_(?:input|output)_sockets\):$/ };
// V1's MPClient monitor thread on an engine core that died: a started engine (phases), a death told elsewhere (wrappers).
const MPCLIENT_ENGINE_EXITED = /(?:^|\] )\[shutdown\] MPClient: engine core exited unexpectedly; starting cleanup$/;
// V1's engine core catching a utility call that raised (core.py, logger.exception): phases and caughtBy.
const INVOCATION_FAILED: LineRule = { needle: 'Invocation of ', pattern: /^Invocation of \w+ method failed$/ };
// The message vLLM's engine core returns for a utility call that raised (v1/engine/core.py), as its caller raises it.
const UTILITY_CALL_FAILED = /\bCall to \w+ method failed: /;
// A process's own line that its start failed (run_engine_core's and WorkerProc's `logger.exception`, at ERROR: an abridged paste
// may keep that word in front): the end of the start (ends) and, pointing at the traceback above it, a wrapper (wrappers).
const FAILED_TO_START = /^(?:ERROR +)?(?:EngineCore|WorkerProc|StageEngineCoreProc) failed to start\.?$/;
// Ray's report that one of vLLM's actors died in its constructor: the end (ends, with the method call) and a wrapper (wrappers).
const CREATION_TASK_DIED = /^(?:Exception raised in creation task: )?The actor died because of an error raised in its creation task, ray::(?:[\w.-]+:)?(?:DPEngineCoreActor|EngineCoreActor|RayWorkerWrapper|_?AsyncLLMEngine|LLMEngine|LLMRayActor(?:Async)?|\w*[Vv][Ll][Ll][Mm]\w*)\./;

// On ROCm, AITER builds each kernel module the first time vLLM calls an op of it (aiter/jit/core.py's build_module, from
// compile_ops' wrapper): a build that raised is logged by its except branch as `failed build jit [<module>]` (red, in later
// releases between ↓/↑ arrows around the `-->[History]:` traceback; its standalone builder words it `failed jit build`),
// after which build_module re-raises (older releases sys.exit()). The op the model, its sampler or its warm-up needed does
// not exist: the process that built it dies, and the line names the cause (ROCm/aiter#257, a V0 TP worker building
// module_moe_ck2stages). The line may carry aiter's own logger prefix (`[aiter] `, or its `[stamp] ERROR core.py:N: ` format).
const AITER_BUILD_FAILED: readonly LineRule[] = [
  { needle: 'failed build jit [', pattern: /^(?:\[aiter\] |\[[\d :.-]+\] ERROR core\.py:\d+: )?failed build jit \[\w+\]/ },
  { needle: 'failed jit build [', pattern: /^(?:\[aiter\] |\[[\d :.-]+\] ERROR core\.py:\d+: )?failed jit build \[\w+\]/ },
];

export const VLLM: EngineProfile = {
  id: 'vllm',
  // A supervisor's logrus relay of vLLM's lines (Docker Model Runner): the quoted line is vLLM's own. DJL Serving's Java front
  // relaying its Python worker's lines (LMI's vLLM rolling batch) is read here too: the worker's line follows its prefix.
  prefix: (message) => vllmRelayPrefix(message) ?? djlRelayPrefix(message),
  detect: [
    containerEventImage('vllm/vllm-openai'),
    { needle: 'vLLM', pattern: /\bvLLM API server version |\bvLLM is using nccl==/ },
    // 0.7–0.10 name the engine `a V1 LLM engine` or, for the old one still there, `a V0 LLM engine` (engine/llm_engine.py).
    { needle: 'LLM engine', pattern: /Initializing an? (?:V[01] )?LLM engine (?:\(v|with config: model=)/ },
    { needle: 'non-default args', pattern: /^non-default args: \{/ },
    // The model runner's summary after loading (v1/worker/gpu_model_runner.py, `Model loading took %.4f GiB and %.6f seconds`; from
    // 2026 v1/worker/gpu/model_runner.py's `Model loading took %s GiB memory and %.6f seconds`): vLLM's own words, which name it
    // where a paste kept no prefix vLLM's grammar reads (a reporter's `(EngineCore pid=...) INFO ...`, vllm-project/vllm#39682).
    // The shared-memory message queue's notice while a reader waits on its writers (distributed/device_communicators/shm_broadcast.py,
    // INFO every 60 s by default): vLLM's own words (SGLang's copy of the queue words it `No available block found`), also behind a
    // host's prefix the grammar does not read (Ray Data's `(MapWorker(MapBatches(vLLMEngineActor)) pid=…)`, vllm-project/vllm#37250).
    { needle: 'shared memory broadcast block', pattern: /\bNo available shared memory broadcast block found in \d+ seconds\b/ },
    // A host's call of vLLM's offline engine, the source line Python prints under its frame (`self.llm = vllm.LLM(**llm_kwargs)`,
    // NeMo-RL's generation worker, NVIDIA-NeMo/RL#870): that process builds a vLLM engine.
    { needle: 'vllm.LLM(', pattern: /^\s+\S.*\bvllm\.LLM\(/ },
    // NVIDIA NIM for LLMs ships its vLLM-based server as the `vllm_nvext` package (`vllm_nvext/entrypoints/openai/api_server.py`,
    // `…/entrypoints/launch.py`, its model hub under `vllm_nvext/hub/`): a frame or a logger path in it is NIM's vLLM process
    // (NVIDIA/nccl#1567, NVIDIA/nim-deploy#27, #92).
    { needle: 'vllm_nvext', pattern: /[/\\]vllm_nvext[/\\]\w/ },
    { needle: 'Model loading took', pattern: /\bModel loading took [\d.]+ GiB (?:memory )?and [\d.]+ seconds\b/ },
    // Dynamo's vLLM fork (the ai_dynamo_vllm wheel) warns this from vllm/platforms/__init__.py's vllm_version_matches_substr
    // each time a process imports vLLM's platforms: a vLLM process printed it, where nothing else of the engine has yet.
    { needle: 'Using ai_dynamo_vllm', pattern: /(?:^|: )Using ai_dynamo_vllm\s*$/ },
    // V0's multiprocessing engine (0.6–0.8, vllm/engine/multiprocessing): its class name is in its client's and watchdog's lines.
    { needle: 'LLMEngine', pattern: /\bMQLLMEngine(?:Client)? is already dead|\bAsyncLLMEngine has failed, terminating server process|\bWaiting for output from MQLLMEngine\b|\bShutting down MQLLMEngineClient\b/ },
    // argparse's refusal of vLLM's own command line (exit 2, before any other line of the engine): the CLI's prog is `vllm`
    // and its subcommand (`vllm serve: error: …`); run as `python -m vllm.entrypoints.openai.api_server` it is `api_server.py`,
    // a name other servers' scripts share, so only with what vLLM's parser alone prints: its boolean flags are
    // argparse.BooleanOptionalAction pairs (`argument --enable-chunked-prefill/--no-enable-chunked-prefill: …`).
    { needle: ': error: ', pattern: /^(?:vllm(?: [a-z][\w-]*)+: error: \S|api_server\.py: error: argument --([\w-]+)\/--no-\1: )/ },
    // vllm/entrypoints/launcher.py names the process holding the port it could not bind.
    { needle: 'is used by process psutil', pattern: /^port \d+ is used by process psutil\.Process\(/ },
    // The API server's wrapper for an engine core that died starting (v1/engine/utils.py), also where a host re-logs it (KServe's `Failed to start model server: …`).
    { needle: 'Engine core initialization failed', pattern: /\bEngine core initialization failed\. See root cause above\./ },
    // pydantic's detail line for vLLM's ModelConfig (a pydantic dataclass built from `model=…` first, vllm/config/model.py):
    // its input shows as ArgsKwargs of those keywords, also where the paste kept the detail without its `ValidationError` header.
    { needle: "input_value=ArgsKwargs((), {'model'", pattern: /^\s*Value error, .*\[type=value_error, input_value=ArgsKwargs\(\(\), \{'model': / },
    // GPUStack's worker logs through its vLLM backend's logger as it runs the engine's command (gpustack/worker/backends/vllm.py:
    // `Starting vllm server`, later `Starting vLLM server: <command path>`; v2 starts a container workload and says `Starting
    // vLLM model instance: <name>`): the wrapper names the engine it launches.
    // The backend's logger name alone tells it where the parser read the prefix off the line (kept as the line's logger).
    { needle: 'gpustack.worker.backends.vllm', pattern: /\bgpustack\.worker\.backends\.vllm(?: - INFO - Starting (?:vllm server\b|vLLM model instance: )|$)/i },
    // LocalAI runs its vLLM backend as an external gRPC process, a Python script under `backend/python/vllm/` (run.sh starts the
    // backend that builds vLLM's engine): its loader logs the path before it spawns it (pkg/model/initializers.go: `Loading external
    // backend: <uri>`, then `Loading GRPC Process: <uri>`), as llama.cpp's profile reads `Loading GRPC Process: …/grpc/llama-cpp`
    // (mudler/LocalAI#1710). Only the line that starts it: the greedy loader's list of every backend names the path too.
    { needle: 'python/vllm/run.sh', pattern: /\bLoading (?:external backend|GRPC Process): \S*\/backend\/python\/vllm\/run\.sh$/ },
    // Xinference runs vLLM in its model process and logs about it through its vLLM module's loggers (xinference/model/llm/vllm/
    // core.py, utils.py: `logging.getLogger(__name__)`): `xinference.model.llm.vllm.core 297194 INFO     Stopping vLLM engine`.
    // The logger's name alone, as the parser keeps it.
    { needle: 'xinference.model.llm.vllm.', pattern: /^xinference\.model\.llm\.vllm\.\w+$/ },
    // V1's engine-death wrapper (v1/engine/exceptions.py) and the engine core's signal handler (v1/engine/core.py, from 2026):
    // vLLM's own words, also where a quote dropped the `vllm.v1.engine.exceptions.` module path and every prefix (vllm-project/vllm#50067).
    { needle: 'EngineCore', pattern: /\bEngineDeadError: EngineCore encountered an issue\b|^\[shutdown\] EngineCore: / },
    // V1's multiproc executor names each rank's process `VllmWorker-<rank>` and its monitor logs this when one dies
    // (v1/executor/multiproc_executor.py): vLLM's own words, also where a plugin's logger re-formats the record (vllm-ascend's `[UC][E]`).
    { needle: 'Worker proc VllmWorker-', pattern: /\bWorker proc VllmWorker-\d+ died unexpectedly\b/ },
    // vLLM's own kernels print their source path as its setup.py built them in the checkout (CMake under `build/temp.<platform>/`,
    // hipified `csrc/*.cu` as `.hip` on ROCm): a kernel's device-side assert (`/app/vllm/build/temp.linux-x86_64-cpython-312/csrc/
    // rocm/skinny_gemms.hip:497: void wvSplitK_hf_sml_(…): Device-side assertion …`, ROCm/vllm#527) names vLLM without its logger.
    { needle: '/build/temp.', pattern: /\/vllm\/build\/temp\.[\w.-]+\/csrc\/\S+\.(?:hip|cuh?):\d+: / },
    // Aphrodite, a vLLM fork, prints vLLM's start-up and death lines under its own name: its engine's config banner
    // (aphrodite/engine/aphrodite_engine.py, `Initializing the Aphrodite Engine with the following config:`, from 0.5 with its
    // version), and it is started as `aphrodite run <model>` (its CLI, 0.5.3+) or `python -m aphrodite.endpoints.openai.api_server`.
    { needle: 'phrodite', pattern: /\bAphrodite is using nccl==|\bInitializing the Aphrodite Engine (?:\(v[^)\s]+\) )?with the following config:|(?:^|[\s/$#])aphrodite run \S|\baphrodite\.endpoints\.openai\.api_server\b/ },
    // Aphrodite keeps vLLM's layout under its own package name (aphrodite/engine/async_aphrodite.py, aphrodite_engine.py,
    // aphrodite/endpoints/, executor/, modeling/, quantization/, task_handler/ its workers), and its console script is
    // `bin/aphrodite`: a frame there, or a class named by its dotted module (`aphrodite.engine.async_aphrodite.AsyncEngineDeadError`),
    // is an Aphrodite process where the paste kept none of its banner (dphnAI/sonar#199, #1265).
    { needle: 'aphrodite', pattern: /(?:[/\\]|\bFile ")aphrodite[/\\](?:endpoints|engine|executor|modeling|quantization|task_handler|distributed|attention|processing|spec_decode)[/\\]\w|\baphrodite\.(?:engine|endpoints|executor|task_handler)\.\w|\/bin\/aphrodite", line \d/ },
    // FastChat's vLLM worker (fastchat/serve/vllm_worker.py) builds vLLM's AsyncLLMEngine in its own process and serves
    // through it: a frame of that module is a process running vLLM, also where FastChat's stderr relay shows nothing else.
    { needle: 'vllm_worker.py', pattern: /^\s*File ".*[/\\]fastchat[/\\]serve[/\\]vllm_worker\.py", line \d+, in / },
    // V0's stats line (engine/metrics.py LoggingStatLogger, every 5 s while requests run) in its own shape, `Swapped` and
    // `Pending` counts and the CPU KV cache beside the GPU's: vLLM's words (and its forks', Aphrodite's under its own prefix),
    // also where the stamp and file of vLLM's prefix are not on the line. V1's line (`Waiting:`) has copies in other projects.
    { needle: 'Swapped: ', pattern: /\bAvg prompt throughput: [\d.]+ tokens\/s, Avg generation throughput: [\d.]+ tokens\/s, Running: \d+ reqs, Swapped: \d+ reqs, Pending: \d+ reqs, GPU KV cache usage: [\d.]+%, CPU KV cache usage: / },
    // Frames of the package and of its console script: 0.5–0.7's CLI lives in `vllm/scripts.py`, and `bin/vllm` runs it.
    // Windows installs print the same frames with backslashes (`D:\vLLM\.venv312\Lib\site-packages\vllm\v1\…`).
    // V0's model runners dump a failed step's inputs before re-raising (vllm/worker/model_runner_base.py, dump_input_when_exception).
    { needle: 'Writing input of failed execution', pattern: /\bWriting input of failed execution to \S*\/err_\w+_input_\d{8}-\d{6}\.pkl\.\.\./ },
    // Ray names an actor's task by its class (the memory monitor's `name=RayWorkerVllm.__init__`, ActorDiedError's `class_name:`
    // field): RayWorkerVllm (0.2) and RayWorkerWrapper are the classes of vLLM's Ray ranks.
    // The offline `LLM.generate` progress bar (entrypoints/llm.py _run_engine: tqdm `desc="Processed prompts"` with the postfix
    // `est. speed input: … toks/s, output: … toks/s`): vLLM's own words where an offline run's paste has no other of its lines.
    { needle: 'est. speed input: ', pattern: /^Processed prompts: +\d+%\|.*\best\. speed input: [\d.]+ toks\/s, output: [\d.]+ toks\/s\]/ },
    // Ray prints an actor handle as `Actor(<class>, <actor id>)` (its compiled graph's `Cancelling compiled worker on actor: …`).
    // ActorDiedError's fields (`\tclass_name: …`, `\tactor_id: …`, one a line) joined onto one line where a front end flattened
    // the message (Xinference's `Server error: 500 - …`): the same class name, the actor id after it.
    { needle: 'RayWorker', pattern: /\bname=RayWorker(?:Vllm|Wrapper)\.\w+|^\s*class_name: RayWorker(?:Vllm|Wrapper)$|\bclass_name: RayWorker(?:Vllm|Wrapper) actor_id: [0-9a-f]{16,}\b|\bActor\(RayWorker(?:Vllm|Wrapper), [0-9a-f]{16,}\)/ },
    // The KV-cache sizing refusals (V0 worker/worker.py raise_if_cache_size_invalid, V1 v1/core/kv_cache_utils.py) in vLLM's own
    // words with its own option's name: they name vLLM on a bare exception line pasted without prefix or frames (gensyn-ai/rl-swarm#118).
    { needle: 'gpu_memory_utilization', pattern: /\bNo available memory for the cache blocks\. Try increasing `gpu_memory_utilization`|\bmax seq len \(\d+\) is larger than the maximum number of tokens that can be stored in KV cache \(\d+\)\. Try increasing `gpu_memory_utilization`/ },
    // SchedulerConfig's refusal of a step budget below the context length without chunked prefill (config.py _verify_args from
    // 0.2, later a pydantic validator in config/scheduler.py): raised while the engine is built at start-up, in vLLM's own words
    // naming itself, on an exception line a hosted log view shows alone (Vertex AI's Cloud Logging, GoogleCloudPlatform/vertex-ai-samples#2620).
    { needle: 'makes vLLM reject longer sequences', pattern: /\bis smaller than max_model_len \(\d+\)\. This effectively limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences\b/ },
    // The model runner's warm-up of the sampler and of the pooler, run once at start-up, re-raises a CUDA OOM in vLLM's own words
    // with its own options' names (v1/worker/gpu_model_runner.py _dummy_sampler_run / _dummy_pooler_run; vllm-ascend's copy
    // says `NPU`): they name vLLM on an exception line pasted without prefix or frames (vllm-project/vllm#19445).
    { needle: 'occurred when warming up', pattern: /\b(?:CUDA|NPU) out of memory occurred when warming up (?:sampler|pooler)\b/ },
    // vLLM's CUTLASS w8a8 GEMM entry refusing a GPU it was not built for (csrc/quantization/cutlass_w8a8/scaled_mm_entry.cu,
    // TORCH_CHECK_NOT_IMPLEMENTED, so Python's NotImplementedError). Paddle's copy words it `(Unimplemented) No compiled …`.
    { needle: 'No compiled cutlass_scaled_mm', pattern: /\bNotImplementedError: No compiled cutlass_scaled_mm for a compute capability less than CUDA device capability: \d+/ },
    // Data parallelism over Ray (`--data-parallel-backend ray`, Ray Serve LLM's DP): vLLM's engine-actor manager makes one
    // placement group per DP rank and refuses in its own words when the cluster cannot hold them all (v1/engine/utils.py,
    // CoreEngineActorManager.create_dp_placement_groups), on the exception line that ends a Serve replica's traceback.
    { needle: 'Not enough resources to allocate', pattern: /\bNot enough resources to allocate \d+ (?:placement groups, only created \d+ placement groups\b|DP ranks on DP master node\b)/ },
    // The Ray executor's wait for its placement group (executor/ray_utils.py _wait_until_pg_ready, every 10, 30, 70 … s until
    // the timeout) tells the reader to check vLLM's own VLLM_HOST_IP variable: vLLM's words, also as a bare message whose
    // level and stamp a paste dropped (a RayCluster head's excerpt, ray-project/kuberay#3414).
    { needle: 'VLLM_HOST_IP', pattern: /\bWaiting for creating a placement group of specs for \d+ seconds\. specs=.*\bthe same as VLLM_HOST_IP environment variable\b/ },
    // The package's modules by dotted name, `vllm.compilation` too: Dynamo's BackendCompilerFailed names vLLM's torch.compile
    // backend by its repr (`backend='<vllm.compilation.backends.VllmBackend object at 0x…>' raised:`), frames or not.
    // ipex-llm's copies of vLLM's entrypoint and engine (ipex_llm/vllm/{cpu,xpu}/entrypoints, …/engine) run vLLM itself.
    // vllm/transformers_utils/ is vLLM's own layer over transformers (config.py's get_config, configs/<model>.py's config
    // classes it ships for models transformers lacks): a frame there is vLLM reading a model's config at start-up, also where
    // a host running vLLM in its own process shows nothing else of it (Xinference's `… | ` stamp, xorbitsai/inference#4809).
    // A reporter who shortens frames to the package (`File "vllm/v1/engine/core.py", line 1299, in run_engine_core`,
    // vllm-project/vllm#49497) keeps the same package path, opening the quoted file name.
    { needle: 'vllm', pattern: /\bvllm\.(?:(?:cpu|xpu)\.)?(?:entrypoints|engine)\b|\bvllm\.(?:v1|executor|worker|compilation)\b|(?:[/\\]|\bFile ")vllm[/\\](?:entrypoints|engine|v1|executor|worker|attention|model_executor|distributed|transformers_utils)[/\\]|\/vllm\/scripts\.py"|\/bin\/vllm", line \d/ },
  ],
  // `vllm` is the CLI's console script (`vllm serve …`): journald tags a unit's output with the name of the program it runs
  // (SyslogIdentifier= defaults to ExecStart's executable), so every process it spawns prints as `vllm[pid]:`, the resource
  // tracker's leaked-memory warning at an exit too. No other server is installed under that name.
  identifiers: ['vllm'],
  // vllm/utils set_process_title: `setproctitle(f"{prefix}::{name}")`, the prefix VLLM_PROCESS_NAME_PREFIX (`VLLM` by default),
  // the name the process's role (`EngineCore_DP0`, `Worker_TP0`); on Linux the title reaches the kernel's comm, which the NVIDIA
  // driver's Xid line names (`name=VLLM::Worker`, forums.developer.nvidia.com/t/364958).
  titles: /^VLLM::/,
  // Names carry every parallel rank (vllm/v1/executor/multiproc_executor.py), so each exists once per attempt. A bare
  // `Worker` carries none: 0.25 tags both ranks of a TP=2 start so (Project-HAMi/HAMi-core#261). `--api-server-count N` runs
  // `ApiServer_0` … (vllm/v1/utils.py): workers of the `vllm serve` parent, one per index, none of them the main process.
  uniqueRole: /^(?:APIServer(?:_\d+)?|ApiServer_\d+|EngineCore(?:_DP\d+|_\d+)?|Worker(?:_(?:DP|PP|PCP|TP|DCP|EP)\d+)+|VllmWorker rank=\d+)$/,
  mainRole: /^APIServer$/,
  // OpenRLHF's Ray actor `LLMRayActor` (openrlhf/trainer/ray/vllm_engine.py, and the trainers forked from it) exists to hold a
  // `vllm.LLM`: Ray's tag of it is vLLM's engine process even where only torch's lines show (OpenRLHF/OpenRLHF#866).
  roles: /^(?:APIServer(?:_\d+)?|ApiServer_\d+|EngineCore(?:_DP\d+|_\d+)?|Worker(?:_[A-Z]+\d+)*|VllmWorker(?:Process)?(?: .+)?|RayWorker(?:Wrapper|Vllm)?|LLMRayActor(?:Async)?)$/,
  phases: [
    { phase: 'init', needle: 'LLM engine', pattern: /Initializing an? (?:V[01] )?LLM engine/ },
    // Aphrodite's engine (a vLLM fork) opens its start with its config banner where vLLM says `Initializing an LLM engine`.
    { phase: 'init', needle: 'Aphrodite Engine', pattern: /\bInitializing the Aphrodite Engine (?:\(v[^)\s]+\) )?with the following config:/ },
    { phase: 'init', needle: 'world_size=', pattern: /\bworld_size=\d+/ },
    { phase: 'init', needle: 'in world size', pattern: /rank \d+ in world size \d+ is assigned/ },
    // PyNcclCommunicator's lines: start-up's for the engine's own groups, and again, once serving, for the weight-sync group an RL
    // trainer has the workers join (TRL's vllm-serve init_communicator, OpenRLHF's and verl's update groups): those are no start-up.
    { phase: 'init', needle: 'nccl', pattern: /vLLM is using nccl==|Found nccl from library/, startOnly: true },
    // NCCL_DEBUG=INFO while vLLM builds its communicators at start-up; the topology and bootstrap lines come only when a communicator is made.
    { phase: 'init', needle: 'NCCL INFO ', pattern: /\bNCCL INFO (?:Trees |ncclCommInitRank\b)/ },
    { phase: 'init', needle: 'distributed inference', pattern: /Defaulting to use \w+ for distributed inference/ },
    // The Ray executor waits for its placement group (executor/ray_utils.py) before it starts any worker: a multi-node start-up.
    { phase: 'init', needle: 'Waiting for creating a placement group', pattern: /^Waiting for creating a placement group of specs for \d+ seconds\./ },
    // vLLM's TPU model runner lists the padded request counts it will compile for while it is constructed, on every worker
    // (v1/worker/tpu_model_runner.py `_get_req_paddings`: `Preparing request paddings:`, then `    8`, `    16`, …).
    { phase: 'init', needle: 'Preparing request paddings', pattern: /^Preparing request paddings:$/ },
    // HabanaAI/vllm-fork's runner (habana_model_runner.py, 2024) builds its buckets in its constructor and lists them as
    // `Generated N prompt buckets: [(1, 128), …]`; later versions generate them in warm-up, after the KV cache, and label the
    // list (`Generated N prompt buckets [bs, seq]: …`, vllm-hpu-extension's `[bs, query, num_blocks]`): only the unlabelled list is init.
    { phase: 'init', needle: ' buckets: [', pattern: /^Generated \d+ (?:prompt|decode) buckets: \[/ },
    { phase: 'loading_weights', needle: 'to load model', pattern: /Starting to load model/ },
    // The runner's load_model logs this right after `Starting to load model …` and just before model_loader.load_model
    // (v1/worker/gpu_model_runner.py; the V2 runner's model_runner.py too): the weights are loading, also when the line
    // above it is outside the window. Its `else` branch says `Model was already initialized. Loading weights inplace...`.
    { phase: 'loading_weights', needle: 'from scratch', pattern: /^Loading model from scratch\.\.\.$/ },
    // tpu-inference (vLLM's JAX TPU backend) names its model implementation as it starts loading (model_loader.py get_model).
    { phase: 'loading_weights', needle: 'MODEL_IMPL_TYPE=', pattern: /^Loading model with MODEL_IMPL_TYPE=/ },
    // Speculative decoding's draft model (EAGLE, a draft LM) loads after the target's weights, on every rank.
    { phase: 'loading_weights', needle: 'Loading drafter model', pattern: /^Loading drafter model\.\.\./ },
    // The loader's progress bar: the first one proves loading, also when the line above it is outside the window. Its own
    // format says `N% Completed | n/m`; a copy that lost tqdm's bar glyphs reads `N% n/m [elapsed<left, rate]` (CI, vllm-project/vllm#39804).
    { phase: 'loading_weights', needle: 'checkpoint shards:', pattern: /^Loading (?:safetensors|fastsafetensors|pt) checkpoint shards: +\d+%(?: Completed| \d+\/\d+ \[)/ },
    // The safetensors iterator (model_loader/weight_utils.py, 2026) logs the checkpoint's filesystem, size and the host's free RAM
    // once as it decides whether to prefetch the files, right before the shard bar: the weights are loading (on NFS or 9P slowly).
    { phase: 'loading_weights', needle: 'Filesystem type for checkpoints', pattern: /^Filesystem type for checkpoints: \S+\. Checkpoint size: / },
    // V1's runner says `Model loading took N GiB …`; 0.7 and early 0.8 printed the same figure as `GB` (vllm-project/vllm#14574).
    { phase: 'weights_loaded', needle: 'took', pattern: /Loading (?:model )?weights took (?:in total )?[\d.]+|Model loading took [\d.]+ ?Gi?B/ },
    // The Gaudi runner (HabanaAI/vllm-fork hpu_model_runner.py load_model) logs this as soon as get_model returns, the
    // weights on the device, before it wraps the model in an HPU graph and sums up as `Loading model weights took in total`.
    { phase: 'weights_loaded', needle: 'Pre-loading model weights on ', pattern: /^Pre-loading model weights on \S+ took [\d.]+ ?[KMG]?i?B of device memory/ },
    { phase: 'compile', needle: 'torch.compile t', pattern: /torch\.compile t(?:akes|ook) [\d.]+ ?s/ },
    // @support_torch_compile's wrapper (compilation/decorators.py __call__) logs at DEBUG as the model's first forward hands its
    // code object to torch.compile, in start-up's profile run: compiling began, also where `torch.compile takes …` never came.
    { phase: 'compile', needle: 'Start compiling function', pattern: /^Start compiling function <code object \w+ at 0x[0-9a-f]+, file "/ },
    // The TPU runner XLA-compiles every padded input shape before it serves (tpu_model_runner.py, V0 and V1): TPU's compile step.
    { phase: 'compile', needle: 'with different input shapes', pattern: /^Compiling the model with different input shapes\b/ },
    // tpu-inference's compilation manager AOT-compiles every padded input shape in capture_model, once, at start-up
    // (tpu_inference/runner/compilation_manager.py): `Precompile all the subgraphs…`, then `Precompile <graph> --> {<shape>}` each.
    // `_run_compilation` logs the name as given, which may be several words (`Precompile worker0 gather_logprobs --> {…}`),
    // and ends each with `Compilation finished in 0.34 [secs].`, a line only it prints.
    { phase: 'compile', needle: 'Precompile ', pattern: /^Precompile (?:all the subgraphs with possible input shapes\.|\w[\w .-]*? --> \{)/ },
    { phase: 'compile', needle: 'Compilation finished in ', pattern: /^Compilation finished in [\d.]+ \[secs\]\.$/ },
    // vllm-gaudi warms up before it listens, one forward pass per bucket so every graph is compiled before serving
    // (docs/features/warmup.md); its sampler warm-up announces itself (v1/worker/hpu_model_runner.py `Starting sampler warmup...`).
    { phase: 'compile', needle: 'Starting sampler warmup', pattern: /^Starting sampler warmup\.\.\.$/ },
    // The CPU runner's warm-up (v1/worker/cpu_model_runner.py warming_up_model) announces itself, then runs a dummy batch under
    // its inductor settings: that run is torch.compile's (early versions return before the line when compilation is off).
    { phase: 'compile', needle: 'Warming up model for the compilation', pattern: /^Warming up model for the compilation\.\.\.$/ },
    { phase: 'kv_cache', needle: 'KV cache size', pattern: /GPU KV cache size: [\d,]+ tokens/ },
    { phase: 'kv_cache', needle: 'Maximum concurrency', pattern: /Maximum concurrency for [\d,]+ tokens/ },
    // V0's executor logs the block count as it initialises the cache: `# GPU blocks`, from 0.6 the platform's dispatch key
    // (`# CUDA blocks`, `# HPU blocks`); the Gaudi fork's own executor `# HPU blocks: N, # CPU blocks: N` (hpu_executor.py).
    { phase: 'kv_cache', needle: 'blocks:', pattern: /# (?:GPU|cuda|CUDA|HPU|XPU|TPU) blocks: \d+/ },
    // The Gaudi worker times that cache allocation right after (habana_worker.py / hpu_worker.py initialize_cache, under
    // HabanaMemoryProfiler): `Initializing cache engine took 49.75 GiB of device memory (…)`.
    { phase: 'kv_cache', needle: 'Initializing cache engine took', pattern: /^Initializing cache engine took [\d.]+ ?[KMG]?i?B of device memory/ },
    // From 0.17 determine_available_memory measures the CUDA graphs' memory before it sizes the KV cache (v1/worker/gpu_model_runner.py).
    { phase: 'kv_cache', needle: 'Profiling CUDA graph memory', pattern: /^Profiling CUDA graph memory: / },
    // V1's engine core times _initialize_kv_caches (profile run, KV cache allocation, then compile or warm-up and graph capture)
    // and logs it once they are done (v1/engine/core.py): the KV cache exists, also when its size line is above the window.
    { phase: 'kv_cache', needle: 'init engine (profile, create kv cache', pattern: /^init engine \(profile, create kv cache, warmup model\) took [\d.]+ ?s/ },
    { phase: 'cuda_graphs', needle: 'Graph capturing finished', pattern: /Graph capturing finished in [\d.]+ ?s/ },
    // Custom all-reduce (TP > 1) logs `Registering N cuda graph addresses` from register_graph_buffers, which only the exit of
    // its capture() context calls, the context graph capture runs in (distributed/device_communicators/custom_all_reduce.py):
    // each rank's line says its CUDA graphs were captured, also when the capture bar and `Graph capturing finished` are not shown.
    // From 0.17 the memory profiler first captures graphs to size them (`Profiling CUDA graph memory: …`, gpu_model_runner.py),
    // and that capture registers addresses too, before the KV cache exists: after that line it proves no capture of the start.
    { phase: 'cuda_graphs', needle: ' cuda graph addresses', pattern: /\bRegistering \d+ cuda graph addresses\b/, notAfterMark: 'Profiling CUDA graph memory: ' },
    // V1's progress bar per capture mode (`Capturing CUDA graphs (decode, FULL): 100%|…`), V0's notice before capture (0.5, and
    // `Capturing cudagraphs for decoding.` from 0.6.4; a whole sentence, so read behind a prefix the parser does not know too),
    // V1's DEBUG line per captured shape (compilation/cuda_graph.py).
    // The single bar before capture modes were named: `Capturing CUDA graph shapes: …` (V0 and V1 from December 2024,
    // vllm-project/vllm#11349), `Capturing CUDA graphs: …` (mid-2025, vllm-project/vllm#19794).
    // From mid-2026 the bar names what it captures before `CUDA graphs` (`Capturing prefill CUDA graphs (FULL): 0%|…`, 0.23 with
    // prefill graphs for MTP drafts, vllm-project/vllm#48093).
    // vllm-ascend's model runner names its own bar `Capturing ACL graphs (mixed prefill-decode, PIECEWISE): 0%|…` (the same
    // tqdm over the capture sizes in its capture_model, `desc="Capturing ACL graphs ({}, {})"`): NPU graph capture, one phase.
    { phase: 'cuda_graphs', needle: 'Capturing ', pattern: GRAPH_CAPTURE_BAR },
    { phase: 'cuda_graphs', needle: 'Capturing ', pattern: /Capturing (?:the model for CUDA graphs|cudagraphs for decoding)\. This may lead|^Capturing a cudagraph on \(/ },
    // The API server's own ready line names where it listens (`Starting vLLM API server 0 on http://0.0.0.0:8000`, `… server on
    // unix:…`, vllm-omni's `(pure diffusion mode) on …`); launchers log `Starting vLLM server: <path>` or `… on GPU 0, port …`
    // before the process even exists (GPUStack's backend, scripts), so only a listen address proves it up.
    { phase: 'ready', needle: 'Starting vLLM', pattern: /Starting vLLM (?:API )?server(?: \d+| \([^)]*\))? on (?:https?:\/\/|unix:)\S/ },
    // The server answering requests proves it is up even when its ready line is above the window; uvicorn starts only
    // after the engine did, so a 400 for a bad request (or a 500 of a dead engine, which its end lines tell) proves it too.
    // 502 and 504 are a proxy's (llama-swap, nginx) answer for an upstream that did not answer: no proof of any server.
    // llama-swap logs every request it takes (`[llama-swap] <ip> [<time>] "GET /v1/models HTTP/1.1" 200 …`, later `[INFO] Request
    // <ip> "…"`) and answers some paths itself, no upstream involved (proxy/proxymanager.go: the model list from its config, its
    // logs, UI, `/upstream` index, `/health`, `/running`, `/unload`): those lines prove no model server up.
    // A model manager's own paths (Xinference's launch progress polls, `MANAGER_OWN_PATH`) prove no model server either, nor
    // do a chat front end's (Open WebUI's `/api/…`, `FRONT_END_OWN_PATH`) in a compose log beside the server's.
    { phase: 'ready', serving: true, needle: 'HTTP/1.1" ', pattern: new RegExp(String.raw`^(?!.*${LLAMA_SWAP_OWN_PATH})(?!.*${MANAGER_OWN_PATH})(?!.*${FRONT_END_OWN_PATH}).*"(?:GET|POST) \/\S* HTTP\/1\.1" (?:[2-4]\d\d|5(?:0[013]|0[5-9]|[1-9]\d))\b`) },
    // uvicorn at `--log-level trace` logs each ASGI message it sends (protocols/http/*_impl.py): an HTTP response, so uvicorn was
    // serving, which it does only after the app's start-up (the engine's) completed.
    { phase: 'ready', serving: true, needle: ' - ASGI [', pattern: / - ASGI \[\d+\] Send \{'type': 'http\.response\.(?:start|body)'/ },
    // DJL Serving's LMI worker runs vLLM in its Python process (the vLLM rolling batch) behind its own input parser: a request item
    // it cannot parse is caught, logged at WARNING (`Input Parsing failed. Ensure that the request payload is valid. <error>`, with
    // exc_info) and answered with that error while the batch goes on (djl_python/input_parser.py): a worker taking requests.
    // DJL relays the line behind its own `PyProcess - W-<pid>-model-stdout: ` prefix and djl_python 0.36 glues `[RequestId=<id>` to
    // its first word, so it is read anywhere on the line (deepjavalibrary/djl-serving#3000).
    { phase: 'ready', serving: true, needle: 'Input Parsing failed', pattern: /Input Parsing failed\. Ensure that the request payload is valid\. \S/ },
    // A request handler caught a bad request's error and answers it (serving_chat.py): only a serving API server prints this.
    { phase: 'ready', serving: true, needle: 'Error in preprocessing prompt', pattern: /^Error in preprocessing prompt inputs/ },
    // chat_utils raises this for a message content part of a type it has no parser for (`{"type": "video"}`), parsing a
    // client's chat request; create_chat_completion catches it (NotImplementedError is a RuntimeError), logs it under the header
    // above and answers that request 400: its traceback's last line, the header cut or not, is a request being served
    // (vllm-project/vllm#28385). An offline `LLM.chat` raising it would read as served before its uncaught end: weak there.
    { phase: 'ready', serving: true, needle: 'Unknown part type: ', pattern: /^NotImplementedError: Unknown part type: \S+$/ },
    // The OpenAI request models (entrypoints/openai/protocol.py OpenAIBaseModel) log a client's unknown fields as they parse its
    // request, then drop them: the API server was taking requests. (At WARNING until 2026, at DEBUG since.)
    { phase: 'ready', serving: true, needle: 'were present in the request but', pattern: /^The following fields were present in the request but (?:were )?ignored: \{/ },
    // The `/v1/rerank` route's handler (entrypoints/openai/api_server.py, later serve/score api_router.py: do_rerank_v1) logs
    // this once per process, on the first request to that path, before handing it to do_rerank: an HTTP request reached a
    // serving API server (gpustack/gpustack#5594).
    { phase: 'ready', serving: true, needle: 'the rerank API is not part of', pattern: /^To indicate that the rerank API is not part of the standard OpenAI API, we have located it at `\/rerank`/ },
    { phase: 'ready', serving: true, needle: 'Exception in ASGI application', pattern: /\bException in ASGI application$/ },
    // uvicorn calls the app for an HTTP request in run_asgi (protocols/http/h11_impl.py, httptools_impl.py), on a server that is
    // up: a traceback through it is a request being served, its `Exception in ASGI application` header cut or not (vllm-project/vllm#5060).
    { phase: 'ready', serving: true, needle: 'in run_asgi', pattern: /^\s*File ".*[/\\]uvicorn[/\\]protocols[/\\]http[/\\]\w+_impl\.py", line \d+, in run_asgi$/ },
    // The async engine client's generate (V1 v1/engine/async_llm.py, V0 engine/async_llm_engine.py) is a request's entry point,
    // called by the API server's handlers (and hosts' request paths) only once the engine client is built: a traceback through
    // it is a request being served, whatever level the handler logged it at (vllm-project/vllm-ascend#10815).
    // The API server's other engine clients take a request the same way: 0.5.4–0.5.5's RPC frontend (entrypoints/openai/rpc/
    // client.py) and 0.6–0.10's MQLLMEngineClient (engine/multiprocessing/client.py), whose generate only the handlers call.
    { phase: 'ready', serving: true, needle: ', in generate', pattern: /^\s*File ".*[/\\]vllm[/\\](?:v1[/\\]engine[/\\]async_llm|engine[/\\]async_llm_engine|entrypoints[/\\]openai[/\\]rpc[/\\]client|engine[/\\]multiprocessing[/\\]client)\.py", line \d+, in generate$/ },
    // V0's AsyncLLMEngine (0.2–0.10, engine/async_llm_engine.py) runs its background loop's engine_step only after
    // wait_for_new_requests returned: run_engine_loop waits whenever nothing is in progress, from its first turn. A traceback
    // through engine_step (the loop dying on a step, Ray's RayWorkerVllm task error under it) is a step of requests being served.
    { phase: 'ready', serving: true, needle: ', in engine_step', pattern: /^\s*File ".*[/\\]vllm[/\\]engine[/\\]async_llm_engine\.py", line \d+, in engine_step$/ },
    // 0.2–0.4's done-callback on that loop task, _raise_exception_on_finish, returns quietly when the task was cancelled and
    // raises only for an exception the task ended on; the task (start_background_loop, called by add_request when the loop is not
    // running) only waits until a request came and then steps: its report, or a traceback through it, is a serving loop's death.
    { phase: 'ready', serving: true, needle: '_raise_exception_on_finish', pattern: /\bException in callback (?:functools\.partial\(<function )?_raise_exception_on_finish\b|^\s*File ".*[/\\]vllm[/\\]engine[/\\]async_llm_engine\.py", line \d+, in _raise_exception_on_finish$/ },
    // The Anthropic `/v1/messages` route (entrypoints/anthropic/api_router.py, create_messages) runs only for an HTTP request to a
    // server whose start-up completed; it catches what handling the request raised, logs `Error in create_messages: …` over its
    // traceback and answers that request with a 500: the exception is the request's, the server goes on (noonghunna/club-3090#45).
    { phase: 'ready', serving: true, needle: 'Error in create_messages: ', pattern: /^Error in create_messages: / },
    { phase: 'ready', serving: true, needle: 'in create_messages', pattern: /^\s*File ".*[/\\]vllm[/\\]entrypoints[/\\]anthropic[/\\]api_router\.py", line \d+, in create_messages$/ },
    // serving_chat.py logs this over the traceback of a streaming request that failed mid-stream: it was being served.
    { phase: 'ready', serving: true, needle: 'Error in chat completion stream', pattern: /^Error in chat completion stream generator\.?$/ },
    // The tool-call parsers (`--tool-call-parser`: entrypoints/openai/tool_parsers/*.py, vllm/tool_parsers/ from 2026) run on a
    // request's output only, called by the chat handlers: extract_tool_calls catches what parsing raised, logs `Error in extracting
    // tool call from response.` over its traceback and returns the text as content; extract_tool_calls_streaming logs `Error trying
    // to handle streaming tool call.` and drops that delta. A header, or a traceback through either method, is a request being
    // served, and the request goes on (vllm-project/vllm#21544, #13473; QwenLM/Qwen3-Coder#537).
    { phase: 'ready', serving: true, needle: 'tool call', pattern: /^Error (?:in extracting tool call from response|trying to handle streaming tool call)\.?$/ },
    { phase: 'ready', serving: true, needle: ', in extract_tool_calls', pattern: /^\s*File ".*[/\\]vllm[/\\](?:entrypoints[/\\]openai[/\\])?tool_parsers[/\\]\w+\.py", line \d+, in extract_tool_calls(?:_streaming)?$/ },
    // gpt-oss's Harmony parser (openai_harmony's StreamableParser, fed a request's output tokens by the chat handlers and the
    // `openai_gptoss` reasoning / `openai` tool parsers) raises these when the model's tokens break the message grammar: the
    // handler logs it and fails that one request (a 500, or an error chunk on a stream); the server serves on. Only a request's
    // tokens get parsed, so the line is a request being served; start-up's own HarmonyError (the vocab file it could not load)
    // says none of these (vllm-project/vllm#46464, #51977; openai/harmony#38).
    { phase: 'ready', serving: true, needle: 'HarmonyError: ', pattern: /^(?:openai_harmony\.)?HarmonyError: (?:unexpected tokens remaining in message header|Unexpected token \d+ while expecting start token \d+|Unknown role: |channel marker present but no channel value found in header)/ },
    { phase: 'ready', serving: true, needle: 'Avg prompt throughput', pattern: /Avg prompt throughput: [\d.]+ tokens\/s/ },
    // V0's MQ client (engine/multiprocessing/client.py, 0.6–0.10) hands ENGINE_DEAD_ERROR (`MQEngineDeadError: Engine loop is not
    // running. …`) only to the queues of requests in flight, or to a request or health check made after the engine died; its start-up
    // RPCs raise the engine's own error instead. The line is a request's, so the API server was taking requests (vllm-project/vllm#15039).
    { phase: 'ready', serving: true, needle: 'Engine loop is not running', pattern: /\bMQEngineDeadError: Engine loop is not running\b/ },
    // The structured-output grammar of a request (v1/structured_output/backend_xgrammar.py, XgrammarGrammar.accept_tokens) logs
    // this when its matcher rejects a sampled token, and returns False: that request's output goes off its grammar, the engine
    // core goes on. Only a request being decoded gets here, so the server was serving; the ERROR is no cause (vllm-project/vllm#22483).
    { phase: 'ready', serving: true, needle: 'Failed to advance FSM', pattern: /^Failed to advance FSM for request \S+ for tokens \d+/ },
    // Sleep mode (--enable-sleep-mode; RL trainers' colocated rollout: OpenRLHF, verl, TRL) offloads the weights and drops the KV
    // cache of an engine that finished start-up, and wake_up maps them back: the worker's `Sleep mode freed … GiB memory, … GiB
    // memory is still in use.` and the executor's `It took … seconds to fall asleep.` / `… to wake up` are an engine that is up,
    // between its rollouts (OpenRLHF/OpenRLHF#1065; docs/features/sleep_mode.md: only a loaded model is put to sleep).
    { phase: 'ready', serving: true, needle: 'seconds to ', pattern: /^It took [\d.]+ seconds to (?:fall asleep|wake up)\b/ },
    { phase: 'ready', serving: true, needle: 'Sleep mode freed ', pattern: /^Sleep mode freed [\d.]+ GiB memory, [\d.]+ GiB memory is still in use\.$/ },
    // V1's engine core runs a client's utility call (collective_rpc: a trainer's weight-sync setup or update) in its busy loop,
    // which it enters only after start-up; a call that raised is logged under this (v1/engine/core.py _handle_client_request,
    // logger.exception) and its failure returned to the caller, the loop going on: an engine that is up (OpenRLHF/OpenRLHF#1193).
    { phase: 'ready', serving: true, needle: 'Invocation of ', pattern: INVOCATION_FAILED.pattern },
    // The JIT monitor (v1/utils jit_monitor.py, 2026) is armed after start-up's warm-up and warns for each kernel a request's new
    // shape made Triton (or TileLang) compile: `Triton kernel JIT compilation during inference: <kernel>. This causes a latency
    // spike; consider extending warmup …`. Only a request reaches it: an engine that is serving (vllm-project/vllm#43009; benchmark
    // notes in public repositories see it in the first requests after ready, never before).
    { phase: 'ready', serving: true, needle: 'JIT compilation during inference: ', pattern: /^(?:Triton kernel|TileLang) JIT compilation during inference: \S/ },
    // The same failed utility call seen from the caller: the engine core returns `Call to <method> method failed: <error>` as the
    // call's failure (core.py, failure_message) and the client raises it as Exception (core_client.py): TRL's vllm-serve design
    // fires its collective_rpc as a task, so asyncio reports it as `future: <Task finished … exception=Exception('Call to
    // collective_rpc method failed: …')>`. Only an engine core in its busy loop answers one: an engine that is up
    // (PrimeIntellect-ai/verifiers#139).
    { phase: 'ready', serving: true, needle: ' method failed: ', pattern: UTILITY_CALL_FAILED },
    // V1's MPClient starts its engine-core monitor thread only after every engine core sent its ready message (core_client.py,
    // `self.start_engine_core_monitor()` after the start-up handshake): the monitor's word that an engine core exited is of an
    // engine that had started; the death it reports comes after (vllm-project/vllm#57853).
    { phase: 'ready', serving: true, needle: 'engine core exited unexpectedly', pattern: MPCLIENT_ENGINE_EXITED },
    // A prefill instance's NIXL connector (kv_connector/v1/nixl_connector.py, get_finished) frees the KV blocks it computed for a
    // request once no decoder fetched them in time: a per-request warning of a server that ran that request's prefill (llm-d/llm-d#191).
    { phase: 'ready', serving: true, needle: 'Releasing expired KV blocks', pattern: /^Releasing expired KV blocks for request \S+ which (?:were retrieved by \d+|has completed \d+ layer)/ },
    // A decode instance's NIXL connector makes its handshake with a prefill peer lazily, on the first request whose KV lives there
    // (nixl_connector.py start_load_kv → _background_nixl_handshake on its own thread); the future's callback catches a failed
    // handshake or transfer and logs it per request (`Handshake failed for request <id>`, later `NIXL transfer failure: <kind> |
    // Context: {…}`), then the request is failed or recomputed (kv_load_failure_policy): a worker taking requests (vllm-project/vllm#27083).
    // Its _log_failure (nixl_connector.py, from 2026 nixl/base_worker.py) appends a note to the kind when it has one (`if msg:
    // failure_type = f"{failure_type}. {msg}"`), as the transfer paths' `transfer_exception. Marking blocks as invalid` (ai-dynamo/dynamo#12952).
    { phase: 'ready', serving: true, needle: 'Handshake failed for request', pattern: /^Handshake failed for request \S/ },
    { phase: 'ready', serving: true, needle: 'NIXL transfer failure: ', pattern: /^NIXL transfer failure: \w+(?:\. [^|]+)? \| Context: \{/ },
    // The Mooncake connectors (vllm-ascend's mooncake_connector / mooncake_hybrid_connector) read a request's KV from its prefill
    // peer on their transfer thread: a failed batch read logs `Mooncake transfer failed for request <id>` (later `… for request.
    // remote_request_id=<id>, ret=N.`) and raises, and the thread's per-request handler logs `Failed to transfer KV cache for
    // request <id>.` and goes on with the next: a worker serving requests, whose one request failed (vllm-project/vllm-ascend#7401).
    { phase: 'ready', serving: true, needle: 'Mooncake transfer failed for request', pattern: /^Mooncake transfer failed for request(?: |\. remote_request_id=)\S/ },
    { phase: 'ready', serving: true, needle: 'Failed to transfer KV cache for request', pattern: /^Failed to transfer KV cache for request \S/ },
    // The P/D connectors' per-request DEBUG lines (kv_connector/v1/nixl_connector.py, and the Mooncake / HIXL connectors written
    // after it): the scheduler side logs `<Name>Connector update_state_after_alloc: num_external_tokens=N, kv_transfer_params=…`
    // when it has allocated blocks for a request, the worker side `start_load_kv for request <id> from remote engine <id>.` for
    // each request whose KV it pulls in a step: neither runs without a request (vllm-project/vllm#20609, ai-dynamo/nixl#699).
    { phase: 'ready', serving: true, needle: 'update_state_after_alloc: num_external_tokens=', pattern: /^\w+Connector update_state_after_alloc: num_external_tokens=\d+, kv_transfer_params=/ },
    { phase: 'ready', serving: true, needle: 'start_load_kv for request ', pattern: /^start_load_kv for request \S+ from remote engine \S/ },
    // V1's scheduler skips a waiting request whose KV a P/D connector is still pulling from the prefill instance and logs, at DEBUG,
    // `<request id> is still in WAITING_FOR_REMOTE_KVS state.` on each step it skips it (v1/core/sched/scheduler.py schedule()):
    // only a request the API server handed to the engine is in that queue, so the decode instance was serving (llm-d/llm-d#355).
    { phase: 'ready', serving: true, needle: 'WAITING_FOR_REMOTE_KVS', pattern: /^\S+ is still in WAITING_FOR_REMOTE_KVS state\.$/ },
    // The OpenAI-compatible handlers name a request `chatcmpl-…` / `cmpl-…` (serving_chat.py, serving_completion.py) and hand it to
    // the engine, which logs `Added request <id>.` (async_llm.py, with request logging on; vllm-omni's stage client `add request: <id>`):
    // the API server accepted a request, so it was serving. The offline `LLM` class numbers its requests, without these prefixes.
    // 0.5–0.6's chat handler named its requests `chat-<uuid hex>` instead (`Added request chat-89f3….`, vllm-project/vllm#7046).
    // A client that goes away cancels its request: AsyncLLM.abort logs `Aborted request <id>.` and generate's CancelledError branch
    // `Request <id> aborted.` (v1/engine/async_llm.py): an id the handlers named was being served all the same (torch-spyre/sendnn-inference#225).
    // A request with n > 1 is fanned out by V1's ParentRequest into children named `<index>_<parent id>` (parallel_sampling.py
    // get_child_info), each added on its own: `Added request 13_chatcmpl-…` is one of those children (vllm-project/vllm#17276).
    // Before the engine adds it, the API server's RequestLogger logs `Received request <id>: prompt: …` (entrypoints/logger.py;
    // 0.2–0.4's AsyncLLMEngine.add_request the same words): a request a handler named, so the server was serving too. Only
    // with the id the handlers make (prefix and random_uuid()'s 32 hex digits): the line quotes the client's prompt.
    { phase: 'ready', serving: true, needle: 'd request', pattern: /\b(?:(?:Added|Aborted) request|add request:) (?:(?:\d+_)?(?:chat)?cmpl-[\w-]|chat-[0-9a-f]{32}\b)|\bReceived request (?:chatcmpl|cmpl|chat)-[0-9a-f]{32}\b/ },
    { phase: 'ready', serving: true, needle: ' aborted.', pattern: /^Request (?:chat)?cmpl-[\w-]+ aborted\.$/ },
    // launcher.py's serve_http lists the routes as it hands the app to uvicorn, on the socket bound before the engine started.
    { phase: 'ready', needle: 'Available routes are', pattern: /^Available routes are:$/ },
    // Then one line per route (`Route: /health, Methods: GET`; from 2026 also `Route: /x, Endpoint: name`): the same moment, its header cut or not.
    { phase: 'ready', needle: 'Route: /', pattern: /^Route: \/\S*, (?:Methods|Endpoint): \S/ },
    // BentoML 1.0–1.1 (`bentoml serve`, OpenLLM's `openllm start`) forks HTTP workers tagged `[api_server:N]` beside the runner
    // processes `[runner:<name>:N]` that load the model in their own start-up: an API worker's uvicorn completes its start-up at
    // once, whatever the runner does (BentoML's /readyz answers 503 until its runners are up), so only a runner's says ready.
    { phase: 'ready', needle: 'Application startup complete', pattern: /^(?!.*\[api_server:\d+\] ).*Application startup complete/ },
    { phase: 'ready', needle: 'Uvicorn running on', pattern: /Uvicorn running on \S+/ },
    // uvicorn logs `Shutting down` only from its shutdown(), which serve() reaches after startup() bound the socket and main_loop()
    // ran (uvicorn/server.py; a failed bind or lifespan start-up exits before it), or which serve_http's cancel branch calls
    // (entrypoints/launcher.py), entered only once the engine was built: the API server had been up, its start-up above the window.
    { phase: 'ready', serving: true, needle: 'Shutting down', pattern: /^(?:INFO: +)?Shutting down$/ },
    // That cancel branch logs `Shutting down FastAPI HTTP server.` itself, right before it calls server.shutdown(): serve_http's
    // signal handler cancelled the uvicorn task it had started on the built engine (entrypoints/launcher.py), the same proof
    // where the paste holds vLLM's line but not uvicorn's (LMCache/LMCache#2293, an EngineCore's connector teardown around it).
    { phase: 'ready', serving: true, needle: 'Shutting down FastAPI', pattern: /^Shutting down FastAPI HTTP server\.$/ },
  ],
  // uvicorn.run(app, host, port) (the API server before 0.6, FastChat's vllm_worker) runs the app's lifespan start-up, logs
  // `Application startup complete.`, and only then binds its socket: when the bind fails it logs `[Errno …] error while attempting
  // to bind on address …`, shuts the lifespan down and exits 1, so the start-up line it printed proved no server listening.
  rehearsal: {
    begin: { needle: 'Waiting for application startup', pattern: /(?:^|\s)Waiting for application startup\.$/ },
    end: { needle: 'error while attempting to bind on address', pattern: /\berror while attempting to bind on address\b/ },
  },
  startup: [
    { needle: 'vLLM API server version', pattern: /^vLLM API server version \S+/, spawn: true },
    // From 0.17 an ASCII-art banner (entrypoints/utils.py) opens the start instead; its second row carries the version.
    { needle: '█  version ', pattern: /^ *▄▄ ▄█ █ +█ +█ ▀▄▀ █ {2}version \S+/, spawn: true },
    { needle: 'non-default args', pattern: /^non-default args: /, spawn: true },
    { needle: 'args: Namespace(', pattern: /^args: Namespace\(/, spawn: true },
    { needle: 'Starting to load model', pattern: /^Starting to load model / },
    // `vllm/platforms/__init__.py` logs the platform it resolved when a process first imports vLLM: the API server, and each engine
    // core and worker it spawns. After the server's orderly stop (uvicorn's shutdown, its children already ended), or its death
    // after it served (EngineDeadError: every child was spawned before ready), it spawns none, so the line is a new process: a
    // restarted container or service (gpustack/gpustack#4300, dengcao/Qwen3-Reranker-0.6B#6).
    { needle: 'Automatically detected platform', pattern: /^Automatically detected platform \w+\.$/, afterStop: true },
    // On WSL the platform's is_pin_memory_available() warns once per process that imports it (platforms/interface.py, cached):
    // the CLI before its banner or argparse, each engine core after. Like the platform line, after an orderly stop or an end
    // before any child (argparse's exit 2), it is a new process: a container restarted on a WSL2 host (Docker Desktop).
    { needle: "Using 'pin_memory=False' as WSL", pattern: /^Using 'pin_memory=False' as WSL is detected\./, afterStop: true },
  ],
  ends: [
    // The engine core is gone: the API server answers nothing more and shuts down (vllm/v1/engine/exceptions.py). V0's
    // `AsyncEngineDeadError` (engine/async_llm_engine.py): its background loop is gone; 0.4–0.5 keep the HTTP server up and fail every request.
    // A frame's `raise AsyncEngineDeadError(` code line is not the raise itself: it shows without its traceback behind a viewer's stamp.
    // V0's MQ client (engine/multiprocessing, 0.6–0.10) raises `MQEngineDeadError: Engine loop is not running. Inspect the
    // stacktrace to find the original error: <repr>` to every request once the engine process reported its loop errored.
    { needle: 'EngineDeadError', pattern: /\b(?:Async|MQ)?EngineDeadError\b(?!\()/, outcome: 'failed' },
    // NIM for LLMs (vLLM under `vllm_nvext`) fetches a model's files through its Rust hub client, which logs `One or more errors
    // fetching files:` and the failed files; `repo.download_all()` then raises `Exception: "Errors fetching files: …"` out of
    // NIM's start (ngc_injector.inject_ngc_hub) or its download tool (hub/pre_download.py), uncaught (NVIDIA/nim-deploy#27, #51,
    // #109): without the files the process ends. Weak basis: NIM's code is not public, only those threads' logs show the raise.
    { needle: 'One or more errors fetching files', pattern: /\bERROR +nim_sdk::hub::repo +\S+\] One or more errors fetching files:$/, outcome: 'failed' },
    // AITER's failed kernel-module build (see AITER_BUILD_FAILED): the process that needed the op dies.
    ...AITER_BUILD_FAILED.map((rule) => ({ ...rule, outcome: 'failed' as const })),
    // The executor's monitor thread logs a worker's death whenever the executor is not shutting down (v1/executor/multiproc_executor.py).
    // After the engine core reported a worker's Python error (`Worker failed with error '…'`, the RuntimeError its RPC wait raises when
    // a worker answered with a failure, the worker still alive), the engine core is dying of that error: multiprocessing's
    // _bootstrap runs its exit function, which terminates the daemonic workers, before it prints the `Process EngineCore_DP0:`
    // banner, so the monitor reports them dead in between; the API server then sees the engine core gone. Those deaths are that
    // failure's teardown, not a cause (vllm-project/vllm#25928: the death two seconds after the engine core's traceback).
    { needle: 'died unexpectedly', pattern: /\b(?:Engine core proc|Worker proc) \S+ died unexpectedly/, outcome: 'failed', teardownAfter: { needle: 'Worker failed with error ', pattern: /\bWorker failed with error '/ } },
    // V1's engine core runs its ZMQ I/O in two daemon threads with no handler of their own (EngineCoreProc.__init__,
    // v1/engine/core.py: `threading.Thread(target=self.process_input_sockets, …, daemon=True)`, the same for the output side);
    // only the start-up wait checks the input one is alive. Python's threading hook prints `Exception in thread <name> (<target>):`
    // only when an exception left the thread: the process lives on, but no request reaches the busy loop (or no output leaves
    // it) any more, so every request hangs (QwenLM/Qwen3-VL#1740).
    { ...ENGINE_IO_THREAD_DIED, outcome: 'failed' },
    // vLLM's Ray executors run every worker RPC through RayWorkerWrapper.execute_method (executor/ray_utils.py, which logs
    // and re-raises what the method raised) and wait on each result with ray.get: Ray reports a failed result as an
    // `Unhandled error` only when nobody retrieved it, that is once the engine had died on another rank's error or was
    // tearing its workers down. A worker's failed RPC has no recovery in vLLM: the engine is ending on an error.
    { needle: 'Unhandled error', pattern: /\bUnhandled error \(suppress with '?RAY_IGNORE_UNHANDLED_ERRORS=1'?\): ray::RayWorkerWrapper\.execute_method\(\)/, outcome: 'failed' },
    // The `vllm serve` parent of several API servers (v1/utils.py) saw one die: it stops every process.
    { needle: 'died with exit code', pattern: /\bProcess \S+ \(PID: \d+\) died with exit code -?\d+/, outcome: 'failed' },
    // vLLM-Omni's stage engine core (vllm_omni/engine/stage_engine_core_proc.py, built on V1's EngineCoreProc pattern) names
    // itself in the same busy-loop handler: `StageEngineCoreProc encountered a fatal error.`, then the stage's process ends
    // (vllm-project/vllm-omni#7622, in a Buildkite gutter).
    { needle: 'encountered a fatal error', pattern: /(?:EngineCore|StageEngineCoreProc) encountered a fatal error/, outcome: 'failed' },
    // multiprocessing prints `Process <name>:` only from a child whose target raised, above that exception's traceback, and
    // the child then exits 1 (BaseProcess._bootstrap, Lib/multiprocessing/process.py). vLLM's children (the engine core, V0's
    // engine process, the workers) are each one the server cannot run without: the banner alone, its traceback cut or
    // drowned among other output (the engine core's PTX dump, gpustack/gpustack#4372), is that child dying.
    { needle: 'Process ', pattern: /^Process [\w-]+(?::\d+)*:$/, outcome: 'failed' },
    // vLLM-Omni's diffusion executor (vllm_omni/diffusion/executor/multiproc_executor.py) waits for each rank's ready message as
    // SGLang's launcher does: a closed pipe means the rank died; it logs these words and the rank's exit code, then raises out of the start.
    { needle: 'scheduler is dead', pattern: /\bRank \d+ scheduler is dead\. Please check if there are relevant logs/, outcome: 'failed' },
    // vLLM-Omni's engine runs its stages from one orchestrator thread (vllm_omni/engine/async_omni_engine.py, later
    // omni_engine_base.py: _bootstrap_orchestrator). What its loop raises, stage initialisation included, fails the start-up
    // future with `Orchestrator initialization failed: …` (the start raises it and the process exits), is logged under
    // `[AsyncOmniEngine] Orchestrator thread crashed` (`[OmniEngine]` after the rename) with logger.exception, is queued to every
    // client as a fatal error and is re-raised: the engine's only loop is gone. The traceback below names why (see wrappers).
    { needle: 'Orchestrator thread crashed', pattern: /^\[(?:Async)?OmniEngine\] Orchestrator thread crashed$/, outcome: 'failed' },
    // Triton's make_cubin (backends/nvidia/compiler.py, 3.3+) prints a failed ptxas run (`Internal Triton PTX codegen error`,
    // `` `ptxas` stderr: ``, ptxas's lines, the repro command, then the PTX) before it raises PTXASError. ptxas refusing the GPU's
    // arch itself (`Value 'sm_121a' is not defined for option 'gpu-name'`) fails every Triton kernel for that device, every
    // autotune config included, and vLLM's engine core does not catch a kernel's compile error: the engine is dying
    // (vllm-project/vllm#29469, printed level-less behind the engine core's tag, the traceback below it not in the paste).
    { needle: "for option 'gpu-name'", pattern: /^ptxas fatal +: Value '\w+' is not defined for option 'gpu-name'$/, outcome: 'failed' },
    // V1 before 0.9 (v1/engine/core.py): the engine core logs its traceback under this and signals the API server to die.
    { needle: 'EngineCore hit an exception', pattern: /^EngineCore hit an exception: /, outcome: 'failed' },
    // Start-up summaries and V0's engine-death lines: the server does not go on after them. vLLM-Omni's stage engine core
    // (vllm_omni/engine/stage_engine_core_proc.py, run_stage_core) logs `StageEngineCoreProc failed to start.` from the same
    // handler shape as V1's run_engine_core and re-raises: that stage's process is gone (vllm-project/vllm-omni#3308).
    // run_engine_core logs its line with logger.exception, so at ERROR: a paste abridged to the level word (the stamp and source
    // dropped, `ERROR EngineCore failed to start.`, baidu/vLLM-Kunlun#89) keeps that word in front.
    { needle: 'failed to start', pattern: new RegExp(`${FAILED_TO_START.source}|Engine process failed to start`), outcome: 'failed' },
    // V1's worker_busy_loop logs this when an RPC it ran raised and answers the executor with the failure, which the engine core
    // raises (v1/executor/multiproc_executor.py). After the model runner's encoder-cache line, the worker is in profile_run, which
    // only the start-up memory profile (determine_available_memory) runs: that RPC failing ends the engine core's start
    // (vllm-project/vllm-ascend#7160). Elsewhere the RPC may be a utility call the engine survives (add_lora).
    // So is a worker's failed RPC after the graph-capture bar: capture runs in compile_or_warm_up_model, the start-up's last
    // collective_rpc, and a capture failing there ends the engine core's start (vllm-project/vllm-ascend#2516, aclgraph mode).
    { needle: 'WorkerProc hit an exception', pattern: /^WorkerProc hit an exception\.?$/, outcome: 'failed', after: [ENCODER_CACHE_PROFILE, GRAPH_CAPTURE] },
    { needle: 'initialization failed', pattern: /Engine core initialization failed/, outcome: 'failed' },
    // launcher.py's handler of a failed request when the engine client reports itself errored: it sets the uvicorn server to
    // exit (0.5–0.6 `AsyncLLMEngine has failed`, the MQ client's `MQLLMEngine is already dead`).
    { needle: ', terminating server process', pattern: /(?:MQLLMEngine is already dead|AsyncLLMEngine has failed), terminating server process/, outcome: 'failed' },
    // 0.5's RPC frontend (entrypoints/openai/rpc/client.py), 0.6's MQ client: the engine process did not answer a health check or
    // start-up request in time. In a request the client then marks itself errored for good and logs this, and the launcher
    // terminates the server; at start-up it is raised and the server never comes up.
    { needle: "didn't reply within", pattern: /\bTimeoutError(?:\(["']|: )(?:RPC)?[Ss]erver didn't reply within \d+ ms/, outcome: 'failed' },
    // V0's MQ client (engine/multiprocessing/client.py) hears from the engine process that its loop died: every request fails from here.
    { needle: 'Engine loop has died', pattern: /\bRuntimeError(?:\('|: )Engine loop has died/, outcome: 'failed' },
    { needle: 'died.', pattern: /Engine process \(pid \d+\) died\./, outcome: 'failed' },
    { needle: 'A worker died or was killed', pattern: /A worker died or was killed while executing (?:a|the) task/, outcome: 'failed' },
    // Ray's memory monitor killed the worker under a rank's task (RayWorkerWrapper, 0.2's RayWorkerVllm) and raises OutOfMemoryError
    // to the caller once the task has no retry left; vLLM's ranks are actors Ray does not restart: the engine cannot step again.
    { needle: 'node running low on memory', pattern: /\bOutOfMemoryError: Task was killed due to the node running low on memory\b/, outcome: 'failed' },
    // The same kill told by its second line, which the raylet also logs alone: `Memory on the node (…) where the task (… name=
    // RayWorkerVllm.__init__ …) was running was …, which exceeds the memory usage threshold of 0.95. Ray killed this worker …`.
    { needle: 'Ray killed this worker', pattern: RAY_MEMORY_KILL, outcome: 'failed' },
    // Ray's ActorDiedError for one of vLLM's rank actors (RayWorkerVllm, RayWorkerWrapper), its fields on the same line: the
    // actor's process is gone (killed, crashed), and vLLM never gives its rank actors restarts: the engine cannot step again.
    { needle: 'before finishing this task', pattern: /\bThe actor died unexpectedly before finishing this task\. +class_name: RayWorker(?:Vllm|Wrapper)\b/, outcome: 'failed' },
    // V0's multiproc executor (vllm/executor/multiproc_worker_utils.py) kills the other workers after this line. A worker ended by
    // SIGINT or SIGTERM (-2, -15) got the stop signal sent to the whole service; any other code is a crash (-6 abort, -9 kill, -11).
    { needle: 'died, exit code:', pattern: /^Worker \S+ pid \d+ died, exit code: -(?:2|15)$/, outcome: 'stopped' },
    { needle: 'died, exit code:', pattern: /^Worker \S+ pid \d+ died, exit code: -?\d+/, outcome: 'failed' },
    // The API process's loop that reads the engine's outputs is gone: every request fails from here (V1 async_llm.py, V0 async_llm_engine.py).
    { needle: 'output_handler failed', pattern: /^AsyncLLM output_handler failed/, outcome: 'failed' },
    { needle: 'Engine background task failed', pattern: /^Engine background task failed/, outcome: 'failed' },
    // V0's run_engine_loop logs this as its step times out, marks the engine errored and re-raises: the loop is gone.
    { needle: 'Engine iteration timed out', pattern: /^Engine iteration timed out\. This should never happen!/, outcome: 'failed' },
    // V0 (0.2–0.6) hangs _raise_exception_on_finish (later _log_task_completion) on the engine's background loop task; it
    // returns quietly when the task was cancelled (a stop) and otherwise raises AsyncEngineDeadError, which asyncio reports
    // as an exception in that callback: the loop ended, every request fails from here (engine/async_llm_engine.py).
    { needle: 'Exception in callback', pattern: /Exception in callback (?:functools\.partial\(<function )?(?:_raise_exception_on_finish|_log_task_completion)\b/, outcome: 'failed' },
    // A traceback through that callback (a request's chained cause, header cut or not) is the same end. V1's counterpart is
    // AsyncLLM's output_handler task: when it fails it hands its exception to every request's collector, whose get()
    // raises it (v1/engine/async_llm.py, output_processor.py); a request cancelled by its client raises nothing vLLM logs.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\](?:engine[/\\]async_llm_engine\.py", line \d+, in (?:_raise_exception_on_finish|_log_task_completion)|v1[/\\]engine[/\\](?:async_llm\.py", line \d+, in output_handler|output_processor\.py", line \d+, in get))$/, outcome: 'failed' },
    // V0's run_engine_loop (engine/async_llm_engine.py, 0.2–0.10) catches nothing a step raises (0.4–0.6 only log a step
    // timeout and re-raise): a traceback through the step (engine_step → step_async, 0.2's _run_workers_async gathering its
    // Ray ranks' results) is the background loop dying, also where the paste stops before the loop-end callback's report.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]engine[/\\]async_llm_engine\.py", line \d+, in (?:engine_step|step_async|_run_workers_async)$/, outcome: 'failed' },
    // V0's worker step (worker/worker_base.py LocalOrDistributedWorkerBase.execute_model, 0.5–0.10) runs execute_worker (the
    // step's KV-cache swaps and block copies, worker/worker.py) before the model, with no handler around either: what it raises
    // reaches the engine's step through the executor (a worker process's `Exception in worker …` sends it back to the driver),
    // and V0's engine loop catches nothing a step raises. A traceback through that frame is the engine loop dying, also where the
    // paste shows only the frames and a request's chained traceback (vllm-project/vllm#6361: FlashInfer's copy_blocks).
    { needle: 'in execute_worker', pattern: /^\s*File ".*[/\\]vllm[/\\]worker[/\\]worker\.py", line \d+, in execute_worker$/, outcome: 'failed' },
    // The `vllm` CLI's main() (0.5–0.7 `vllm/scripts.py`, then `vllm/entrypoints/cli/main.py`) catches nothing: a traceback
    // showing its frame is Python's report of an exception that reached the top of the process, header cut off or not.
    { needle: ', in main', pattern: /^\s*File ".*[/\\]vllm[/\\](?:entrypoints[/\\]cli[/\\]main|scripts)\.py", line \d+, in main$/, outcome: 'failed' },
    // The API server's run_server/run_server_worker (entrypoints/openai/api_server.py) is its outermost coroutine and catches
    // nothing (a stop goes through serve_http's signal handler, no traceback): a traceback through it is an exception
    // leaving the process, raised in start-up or in serving alike (QwenLM/Qwen3-VL#1589).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]entrypoints[/\\]openai[/\\]api_server\.py", line \d+, in run_server(?:_worker)?$/, outcome: 'failed' },
    // V1's engine core process runs run_engine_core (v1/engine/core.py), which logs what it caught and re-raises it: a
    // traceback through its frame (or its `engine_core = EngineCoreProc(` line, the frame line cut) is the engine core dying.
    { needle: 'engine_core', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]engine[/\\]core\.py", line \d+, in run_engine_core$|^\s+engine_core = EngineCoreProc\(/, outcome: 'failed' },
    // V0's engine process (MQLLMEngine, 0.6–0.10) runs run_mp_engine (engine/multiprocessing/engine.py): it builds the engine and
    // runs its loop, and logs whatever either raised and re-raises it (the oldest versions catch nothing). A traceback through
    // its frame is that process dying, in start-up or while serving (HabanaAI/vllm-fork#776). NIM's LLM containers run their
    // own copy, nim_run_mp_engine, which builds MQLLMEngine the same way and logs what it raised at ERROR right above the
    // traceback (NVIDIA-AI-Blueprints/bring-llms-to-nim#7).
    { needle: '", line ', pattern: /^\s*File ".*\.py", line \d+, in (?:nim_)?run_mp_engine$/, outcome: 'failed' },
    // Only run_engine_core's handler catches what the engine core's constructor (and its KV-cache sizing, run once at
    // start-up) or its busy loop raises, and it re-raises (v1/engine/core.py). A model class is built only in load_model, at
    // start-up (model_executor/model_loader); its forward runs in a step or in start-up's profile, capture and warm-up runs,
    // and nothing survives an exception there. A traceback through one of these frames, its header and exception cut, is
    // the engine dying (ppc64le/build-scripts#8270, vllm-project/vllm#27711, intel/llm-scaler#210, #382, gpustack#4652).
    // A layer's forward (model_executor/layers/…, fused MoE's modular kernel included) runs only inside the model's forward:
    // the same end (flashinfer-ai/flashinfer#2032). model_loader's initialize_model is where load_model builds the model
    // class, and 2026's vLLM keeps some models in their own package (`vllm/models/deepseek_v4/nvidia/model.py`,
    // vllm-project/vllm#52435): the same ends.
    // A layer's constructor (model_executor/layers/…: linear, embedding, MoE, their quantization configs) runs only while the
    // model class is built in load_model (the quantization config's from the engine config), all at start-up: a traceback through
    // one is the start dying, also where each TP rank's frames stop inside it (vllm-project/vllm#26297, a scheme the GPU lacks).
    // A layer's forward pieces run only inside the model's forward: CustomOp's dispatch (forward_native, forward_cuda, forward_oot),
    // FusedMoE's forward_impl under the `vllm.moe_forward` custom op (fused_moe/layer.py, which looks its layer up in the forward
    // context the model runner sets only around a forward) and the quantization methods' apply that a layer's forward calls:
    // a worker's traceback through one, cut above and below, is a step's or start-up's forward dying (vllm-project/vllm#27440).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\](?:v1[/\\]engine[/\\]core\.py", line \d+, in (?:__init__|_initialize_kv_caches|run_busy_loop|_process_engine_step)|(?:model_executor[/\\])?models(?:[/\\]\w+)*[/\\]\w+\.py", line \d+, in (?:__init__|forward)|model_executor[/\\]model_loader[/\\]\w+\.py", line \d+, in initialize_model|model_executor[/\\]layers(?:[/\\]\w+)*[/\\]\w+\.py", line \d+, in (?:forward\w*|_?moe_forward(?:_shared)?|apply|__init__))$/, outcome: 'failed' },
    // torch's nn.Module call (`_wrapped_call_impl` → `_call_impl`, torch/nn/modules/module.py) is how the model and its layers
    // run their forward; in vLLM's processes only the model runner calls the model, inside a forward (a step's, or start-up's
    // profile, compile and warm-up runs), where nothing survives an exception (above). A traceback through that frame, its
    // header and exception cut, is that forward dying: the engine core's `ERROR … [core.py:…]` report of it on TPU
    // (vllm-project/vllm#14510) or under the Neuron plugin, whose model is NxD Inference's, no vLLM file among its frames
    // (vllm-project/vllm-neuron#11).
    // Only behind vLLM's own prefix (its logger's ERROR record from core.py): torch's module call is in every PyTorch program's
    // traceback, and a trainer or another process beside vLLM in the same console prints its own.
    { needle: 'call_impl', pattern: /^\s*File ".*[/\\]torch[/\\]nn[/\\]modules[/\\]module\.py", line \d+, in _(?:wrapped_)?call_impl$/, outcome: 'failed', prefixed: true },
    // The V1 Ray executor returns a step's output as a FutureWrapper around the Ray reference (v1/executor/ray_utils.py; in
    // mid-2025 v1/executor/ray_distributed_executor.py), whose docstring says only the engine core's busy loop calls its
    // result(): step_with_batch_queue's `model_output = future.result()` under log_error_detail, which dumps the step and
    // re-raises. A traceback through that `result` frame, its header and exception cut, is the busy loop raising and the
    // engine core dying (vllm-project/vllm-gaudi#728, pipeline parallel over Ray).
    { needle: ', in result', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]executor[/\\]ray_(?:utils|distributed_executor)\.py", line \d+, in result$/, outcome: 'failed' },
    // The engine client is built once, at start-up: AsyncLLM's constructor (V0: from_engine_args) makes the core client, whose
    // constructor starts the engine core and waits for it (v1/engine/async_llm.py, core_client.py). A traceback through
    // these frames, its exception cut, is start-up failing, wrapped by a launcher or not (runpod-workers/worker-vllm#213).
    // That constructor starts the engine cores through launch_core_engines (v1/engine/utils.py), a context manager that waits
    // for their handshake (wait_for_engine_startup) as it exits: a frame of either is that start-up failing, also where a Ray
    // actor hosting the engine (SkyRL's AsyncVLLMInferenceEngine) shows only its own frames (NovaSky-AI/SkyRL#284).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\](?:v1[/\\]engine[/\\]utils\.py", line \d+, in (?:launch_core_engines|wait_for_engine_startup)|v1[/\\]engine[/\\]core_client\.py", line \d+, in (?:make_async_mp_client|__init__)|v1[/\\]engine[/\\]async_llm\.py", line \d+, in __init__|engine[/\\]async_llm_engine\.py", line \d+, in from_engine_args)$/, outcome: 'failed' },
    // V1 sizes the KV cache once, from the engine core's _initialize_kv_caches: get_kv_cache_config(s) checks one full-length
    // request fits (check_enough_kv_cache_memory) and raises ValueError when not, and nothing catches it (v1/core/kv_cache_utils.py):
    // a traceback through one of these frames, its exception cut, is start-up dying (vllm-project/vllm#27508).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]core[/\\]kv_cache_utils\.py", line \d+, in (?:get_kv_cache_configs?|check_enough_kv_cache_memory)$/, outcome: 'failed' },
    // So do the executor's (V0's and V1's): it starts its workers and waits for them once, from its constructor.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\](?:v1[/\\])?executor[/\\]\w+\.py", line \d+, in (?:_init_executor|wait_for_ready)$/, outcome: 'failed' },
    // V1's executor objects are all built at start-up: the engine core's constructor builds its executor (abstract.py's and,
    // from 2026, MultiprocExecutor's own __init__ start the workers and wait for them), and each rank's WorkerProc constructor
    // (multiproc_executor.py) builds its worker through WorkerWrapperBase.init_worker (v1/worker/worker_base.py), sets up
    // the device and loads the model before it tells the executor it is ready; what it raises fails wait_for_ready. V1's
    // uniproc and Ray executors call init_worker from their own start-up too. A traceback through these frames, its header
    // and exception cut, is start-up dying (vllm-project/vllm#44411). Only V1's files: V0's Ray driver can hang on a peer
    // that died starting (see init_device below), and mid-2025 V1 still used V0's worker/worker_base.py.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\](?:executor[/\\]\w+\.py", line \d+, in __init__|worker[/\\]worker_base\.py", line \d+, in init_worker)$/, outcome: 'failed' },
    // V1 workers run these once, at start-up, as the engine core's RPCs or from WorkerProc's constructor (load_model)
    // (v1/worker/gpu_worker.py, gpu_model_runner.py); the failure goes back to the engine core, which cannot start without
    // them: a traceback through one is start-up dying. Platform plugins implement the same worker methods in their own
    // package (`vllm_gaudi/v1/worker/hpu_worker.py`, `vllm_ascend/worker/worker_v1.py`), and V0's workers start the same way.
    // V0's own two (worker/worker.py): LLMEngine's constructor sizes the KV cache once (_initialize_kv_caches), through
    // determine_num_available_blocks (the profile run) and then initialize_cache, whose _warm_up_model captures the CUDA
    // graphs; a worker's exception there is logged by multiproc_worker_utils and re-raised by the driver (vllm-project/vllm#6276).
    // The TPU plugin ships under its own names (`tpu_inference/worker/tpu_worker.py`, in 2025 `tpu_commons/worker/tpu_worker_jax.py`).
    { needle: '", line ', pattern: /^\s*File ".*[/\\](?:vllm(?:_[a-z]+)?|tpu_inference|tpu_commons)[/\\](?:v1[/\\])?worker[/\\]\w+\.py", line \d+, in (?:load_model|compile_or_warm_up_model|capture_model|_dummy_sampler_run|determine_available_memory|profile_run|initialize_from_config|determine_num_available_blocks|initialize_cache|_warm_up_model)$/, outcome: 'failed' },
    // The TPU plugin builds its model only in its runner's load_model, at start-up: tpu_runner.py (tpu_jax_runner.py in 2025)
    // calls model_loader.get_model, which builds the JAX (flax nnx) model or wraps vLLM's own (get_flax_model, _get_nnx_model,
    // get_vllm_model), and the EAGLE-3 drafter's load_model builds its draft model the same way (tpu_inference/models/common/
    // model_loader.py; in 2025 tpu_commons/models/jax/model_loader.py). get_model catches only the unsupported-architecture
    // error it falls back on, with a warning and no traceback: a traceback through one of these frames is the start dying,
    // its header and exception cut or not (vllm-project/tpu-inference#771, a model's import failing in get_flax_model).
    { needle: 'model_loader.py', pattern: /^\s*File ".*[/\\](?:tpu_inference|tpu_commons)[/\\]models[/\\](?:common|jax)[/\\]model_loader\.py", line \d+, in (?:get_model|get_flax_model|_get_nnx_model|get_vllm_model)$/, outcome: 'failed' },
    // V1's init_device (device set-up, distributed init, the model runner built) runs once, before load_model: from the
    // uniproc executor's _init_executor or WorkerProc's constructor, whose failure fails wait_for_ready (v1/executor,
    // v1/worker/gpu_worker.py): the engine core cannot start. Only V1's: V0's Ray driver may wait forever in its own
    // all_reduce on the peer that died there (ray-project/ray#44533), so its worker.py frame proves no end. V1's workers set
    // up their distributed environment (init_worker_distributed_environment, vllm-ascend's _init_worker_distributed_environment)
    // only from init_device: a frame of it, the init_device frame cut off, is the same start-up failure (vllm-project/vllm#20226).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm(?:_[a-z]+)?[/\\](?:v1[/\\]worker[/\\]\w+|worker[/\\]worker_v1)\.py", line \d+, in (?:init_device|_?init_worker_distributed_environment)$/, outcome: 'failed' },
    // The input batch and its block tables are built only in the model runner's constructor and again as the KV cache is
    // set up (may_reinitialize_input_batch), both at start-up (v1/worker/gpu_input_batch.py, block_table.py; plugins keep
    // their own copies, `vllm_ascend/worker/npu_input_batch.py`): a traceback through their constructors is start-up dying.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm(?:_[a-z]+)?[/\\](?:v1[/\\])?worker[/\\](?:block_table|\w+_input_batch)\.py", line \d+, in __init__$/, outcome: 'failed' },
    // The compiled model (torch.compile's piecewise graphs, their CUDA graph wrapper) is the model's forward: it runs only in
    // a step or in start-up's profile, capture and warm-up runs, like the model class's own forward above (zai-org/GLM-V#126).
    // So is its entry: @support_torch_compile patches the model class's __call__ (compilation/decorators.py), which calls the
    // compile wrapper's __call__ and so the forward (compilation/wrapper.py) (vllm-project/vllm#30905).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]compilation[/\\](?:cuda_piecewise_backend|piecewise_backend|cuda_graph|decorators|wrapper)\.py", line \d+, in __call__$/, outcome: 'failed' },
    // On ROCm, vLLM calls AITER's ops (the `aiter` package's aiter/ops/*.py: GEMMs, MoE, attention, norms, sampling) only from
    // the model's forward, its sampler and its weight post-processing, i.e. in a step or in start-up's load, profile, capture and
    // warm-up runs (vllm/_aiter_ops.py, v1/sample/ops/topk_topp_sampler.py); nothing there catches what they raise: a
    // traceback through one is the engine dying, also where the paste keeps no vLLM frame (kyuz0/amd-strix-halo-vllm-toolboxes#73).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]aiter[/\\]ops[/\\](?:\w+[/\\])*\w+\.py", line \d+, in \w+$/, outcome: 'failed' },
    // vLLM's own wrappers of those ops (vllm/_aiter_ops.py: the `_rocm_aiter_*_impl` custom ops and rocm_aiter_ops' static
    // methods, fused_moe, rms_norm, GEMMs, attention, weight shuffles) are called from the same places only; its `is_*`
    // switches, `if_aiter_supported`'s wrapper and the op registration run at start-up's checks and are left out
    // (vllm-project/vllm#35637, a TP rank's traceback through rocm_aiter_ops.fused_moe).
    { needle: '_aiter_ops.py', pattern: /^\s*File ".*[/\\]vllm[/\\]_aiter_ops\.py", line \d+, in (?!is_|if_|register|refresh|wrapper$)\w+$/, outcome: 'failed' },
    // On ROCm vLLM runs upstream flash-attention (the `flash_attn` package; its own vllm_flash_attn fork is CUDA-only and says
    // `On ROCm, use upstream flash_attn`) from attention backends and vision encoders' attention, i.e. only inside the model's
    // forward, in a step or start-up's profile, capture and warm-up runs; nothing between catches. A traceback through its
    // interface (flash_attn/flash_attn_interface.py, not vllm_flash_attn's) is the engine dying, also where the paste kept no
    // vLLM frame (vllm-project/vllm#28052, the rocm/vllm image's Qwen3-VL encoder).
    { needle: 'flash_attn_interface.py', pattern: /^\s*File ".*[/\\]flash_attn[/\\]flash_attn_interface\.py", line \d+, in \w+$/, outcome: 'failed' },
    // V1's samplers (v1/sample/sampler.py, rejection_sampler.py for speculative decoding, and their kernels under v1/sample/ops)
    // run only in the worker's model runner, inside a step's execute_model / sample_tokens or start-up's dummy sampler run, and
    // nothing between them and the engine core's handler catches: a traceback through one, its exception cut, is the step or the
    // start dying (intel/intel-xpu-backend-for-triton#3777). v1/sample/logits_processor is not among them: the API server also
    // validates a request's parameters with it, and a bad request only gets its 400.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]sample[/\\](?:(?:rejection_)?sampler|ops[/\\]\w+)\.py", line \d+, in \w+$/, outcome: 'failed' },
    // vLLM's compile backend builds that compiled model inside its first forward, in start-up's profile and warm-up runs: the
    // piecewise interpreter compiles each submodule (compilation/backends.py call_module), through the compiler manager and the
    // Inductor adaptor (compiler_interface.py). Nothing catches what it raises: the engine dies compiling (vllm-project/vllm#18730).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]compilation[/\\](?:backends|compiler_interface)\.py", line \d+, in (?:call_module|compile)$/, outcome: 'failed' },
    // Under that adaptor, Inductor's own codegen (torch/_inductor/compile_fx.py) is where such a compile raises; vLLM runs
    // Inductor only inside its compiled calls in the engine core or a worker and catches nothing around them, so a traceback
    // through it is the engine dying, also where the paste kept none of vLLM's frames (vllm-project/vllm#30392).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]torch[/\\]_inductor[/\\]compile_fx\.py", line \d+, in (?:fx_codegen_and_compile|codegen_and_compile)$/, outcome: 'failed' },
    // The model runner builds attention metadata for CUDA graph capture only in its dummy runs (gpu_model_runner.py
    // _dummy_run: start-up's profile, capture and warm-up runs, a DP rank's idle batch), through each backend's
    // build_for_cudagraph_capture (v1/attention/backends/utils.py and its overrides); nothing there catches, and a worker's
    // failed call fails the engine core (vllm-project/vllm#28568).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm(?:_[a-z]+)?[/\\](?:\w+[/\\])*\w+\.py", line \d+, in build_for_cudagraph_capture$/, outcome: 'failed' },
    // The V1 model runner's _dummy_run itself (v1/worker/gpu_model_runner.py and its siblings) runs only in those dummy runs:
    // start-up's profile_run, capture_model and warm-up (compile_or_warm_up_model, kernel warm-up) and, while serving, a DP
    // rank's idle step (the worker's execute_dummy_batch calls `self.model_runner._dummy_run(1, …)`, from the engine core's busy
    // loop). None catches what it raises and a worker's failed call fails the engine core, starting or stepping: a worker's
    // traceback through it, its header and exception cut, is the engine dying (vllm-project/vllm#19906). vLLM's own runners
    // only: a platform plugin's runner (vllm_ascend/worker/model_runner_v1.py) is not read here.
    { needle: 'in _dummy_run', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]worker[/\\](?:\w+[/\\])?\w*model_runner\.py", line \d+, in _dummy_run$/, outcome: 'failed' },
    // The API server builds its engine client once, before it serves, and nothing between it and main() catches what that
    // raises (entrypoints/openai/api_server.py): a traceback through AsyncLLM's constructor is the API server dying at start-up.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\]v1[/\\]engine[/\\]async_llm\.py", line \d+, in (?:__init__|from_vllm_config|from_engine_args)$/, outcome: 'failed' },
    // Sizing the KV cache at start-up: V0 (worker.py raise_if_cache_size_invalid) and V1 (v1/core/kv_cache_utils.py) raise
    // this when one full-length sequence does not fit, and nothing catches it; the bare exception line ends the start too.
    // The needle starts at the apostrophe: a gate alternative led by a common letter costs every info line a look.
    // The same sizing finding no room for a single block (V0 worker.py, V1 kv_cache_utils.py): raised at start-up, caught by nothing.
    { needle: 'No available memory for the cache blocks', pattern: /^ValueError: No available memory for the cache blocks\b/, outcome: 'failed' },
    // The message is only ever that exception's text: also a paste that kept bare messages, its `ValueError: ` dropped with the
    // log prefixes, or a host that prints str(e), shows a start refused (vllm-project/vllm#10517).
    { needle: "'s max seq len", pattern: /^(?:ValueError: )?(?:The model's max seq len \(\d+\) is larger than the maximum number of tokens that can be stored in KV cache|To serve at least one request with the models?'s max seq len \(\d+\))/, outcome: 'failed' },
    // vLLM's config classes are pydantic dataclasses, validated once as the engine config is built at start-up: a
    // ValidationError for one of them ends the start, also where a paste glued it behind other text (zai-org/GLM-V#107).
    { needle: 'ValidationError: ', pattern: /\bValidationError: \d+ validation errors? for (?:Model|Vllm|Cache|Parallel|Scheduler|Speculative|Compilation|Device|Load|LoRA|MultiModal|Observability|StructuredOutputs|DecodingConfig|KVTransfer|KVEvents|Pooler)(?:Config)?\b/, outcome: 'failed' },
    // Its detail line alone (the header cut or not pasted): the same refusal of the model config at start-up.
    { needle: "input_value=ArgsKwargs((), {'model'", pattern: /^\s*Value error, .*\[type=value_error, input_value=ArgsKwargs\(\(\), \{'model': /, outcome: 'failed' },
    // argparse rejects the command line with `PROG: error: …` after its usage line and exits with status 2; the CLI's
    // prog is `vllm serve` (or another subcommand), and `api_server.py` when run as `python -m vllm.entrypoints.openai.api_server`.
    // It parses before the server's code runs, so no engine core or worker was started: a platform line after it is a new run.
    { needle: ': error: ', pattern: /^(?:vllm(?: [a-z][\w-]*)*|api_server\.py): error: \S/, outcome: 'failed', beforeChildren: true },
    // argparse prints the usage line only on its way out: from error() just before that line and exit(2), or from --help
    // before exit(0) (no server start either). A paste cut between the two still shows a process that is gone.
    // Two needles, not `usage: `: that one is in every metrics line (`GPU KV cache usage: 50.1%`), and each line a needle lets
    // through is tested against every end and cause rule.
    { needle: 'usage: vllm', pattern: /^usage: vllm(?: [a-z][\w-]*)* [[]/, outcome: 'failed', beforeChildren: true },
    { needle: 'usage: api_server.py', pattern: /^usage: api_server\.py [[]/, outcome: 'failed', beforeChildren: true },
    // vLLM captures CUDA graphs only while starting; a traceback through torch's capture_end is that capture failing.
    { needle: '", line ', pattern: /^\s*File ".*[/\\]torch[/\\]cuda[/\\]graphs\.py", line \d+, in capture_end$/, outcome: 'failed' },
    // The V1 engine core's step calls its executor's execute_model; anything it raises ends the busy loop (v1/engine/core.py).
    // A worker's execute_model runs only for that step: what it raises goes back as the step's failure, and the loop ends
    // the same way (multiproc_executor.py); V0's step dies on it too (its engine loop or MQLLMEngine stops).
    { needle: '", line ', pattern: /^\s*File ".*[/\\]vllm[/\\](?:v1[/\\])?(?:executor|worker)[/\\](?:\w+[/\\])?\w+\.py", line \d+, in execute_model$/, outcome: 'failed' },
    // V1's worker_busy_loop (v1/executor/multiproc_executor.py) runs each RPC as `func(*args, **kwargs)` on the worker; a method
    // under @torch.inference_mode() shows torch's `decorate_context` frame right below it. The V1 workers put only the start-up's
    // memory profile (determine_available_memory) and a step's work (execute_model, later sample_tokens) under it
    // (v1/worker/gpu_worker.py): either raising ends the engine, where a failed utility RPC (add_lora) leaves it up. Only after
    // the busy loop's frame: the decorator wraps torch's and other code that may fail harmlessly (LMCache/LMCache#1251).
    { needle: 'in decorate_context', pattern: /^\s*File ".*[/\\]torch[/\\]utils[/\\]_contextlib\.py", line \d+, in decorate_context$/, outcome: 'failed', after: WORKER_BUSY_LOOP_FRAME },
    // V0's model runners wrap execute_model in dump_input_when_exception (worker/model_runner_base.py, 0.6–0.8): only when it
    // raised does it write the step's inputs out, and it re-raises (`Error in model execution (input dumped to …)`) whether the
    // pickle worked or not. A step that raises ends V0's engine loop, and the start-up's profile run is such a step: this line is
    // that failure, also where the paste stops before the exception (vllm-project/vllm#8054).
    { needle: 'input of failed execution', pattern: /^(?:Completed w|W)riting input of failed execution to \S*err_\w+_input_\d{8}-\d{6}\.pkl/, outcome: 'failed' },
    // V1's engine core dumps the failed step (its config, the scheduler's output, its stats) only from execute_model_with_error_logging's
    // except branch, then re-raises, which ends the busy loop (v1/engine/core.py, logging_utils/dump_input.py): each of these lines
    // is a step that raised, also where the paste stops before the exception (vllm-project/tpu-inference#788). Its first form
    // (0.9) logs each part on a line of its own: `Dumping input data`, `Dumping scheduler output for model execution:` alone,
    // then the output and the stats bare (vllm-project/vllm#19668).
    { needle: 'Dumping ', pattern: DUMP_HEADING, outcome: 'failed' },
    // V1's engine core client (v1/engine/core_client.py) heard a worker die: it logs this at CRITICAL and kills its own process.
    { needle: 'fatal signal from worker processes', pattern: /\b[Gg]ot fatal signal from worker processes\b/, outcome: 'failed' },
    // V0's distributed executors run start_worker_execution_loop on every non-driver rank while the engine steps: that rank's
    // share of each step, started once per busy spell (executor/distributed_gpu_executor.py). When it raises, Ray's
    // worker_base logs this; the driver re-raises it as it stops the loop ("this will raise otherwise") or waits on the dead
    // rank until the step times out: the engine loop ends either way (vllm-project/vllm#7046).
    { needle: 'start_worker_execution_loop', pattern: /\bError executing method '?start_worker_execution_loop'?\. This might cause deadlock/, outcome: 'failed' },
    // Ray prints this for an actor whose constructor raised: the actor is dead (vLLM sets no restarts), and the traceback
    // below names the cause. vLLM's Ray actors are its engine cores with `--data-parallel-backend ray` (DPEngineCoreActor,
    // v1/engine/core.py) and its Ray executor's workers (RayWorkerWrapper, executor/ray_utils.py): either dying starting
    // is the engine failing to start (vllm-project/vllm#22677). V0's `--engine-use-ray` (0.1–0.5) made the engine itself a Ray
    // actor (0.1's LLMEngine, then _AsyncLLMEngine, engine/async_llm_engine.py) created without restarts while uvicorn already
    // listened: its constructor raising leaves an API server whose every request fails (vllm-project/vllm#798).
    // RL trainers host the engine in an actor of their own that they name after it (NeMo-RL's VllmGenerationWorker, SkyRL's
    // AsyncVLLMInferenceEngine, vime's VLLMEngine), created under a name of theirs (`ray::vllm_policy-0-0:VllmGenerationWorker.__init__()`):
    // its constructor builds vLLM's engine, so its dying there is the engine failing to start (NVIDIA-NeMo/RL#870).
    // OpenRLHF's engine actor (openrlhf/trainer/ray/vllm_engine.py, and the trainers forked from it) is `LLMRayActor` (its agent
    // mode's `LLMRayActorAsync`), whose __init__ builds `vllm.LLM`: the same death (OpenRLHF/OpenRLHF#679).
    { needle: 'error raised in its creation task', pattern: new RegExp(String.raw`${CREATION_TASK_DIED.source}\w+\(\)`), outcome: 'failed' },
    // V0's multiproc worker caught its method's exception and sends it to the driver, which raises it: the engine stops there.
    { needle: 'while processing method', pattern: /^Exception in worker \S+ while processing method \w+/, outcome: 'failed' },
    // V0's multiproc executor closing (multiproc_worker_utils.py): the workers go, after an error or on an orderly exit alike.
    { needle: 'Terminating local vLLM worker', pattern: /^Terminating local vLLM worker processes/, outcome: 'stopped' },
    // V1's multiproc worker (v1/executor/multiproc_executor.py worker_main) installs a SIGTERM/SIGINT handler that raises
    // SystemExit, and its `except SystemExit` logs this at WARNING and re-raises (added by vllm-project/vllm#32965, 2026-01, which
    // lets an orderly shutdown close the workers through their death pipe first, so it stays silent then): a signal ended the
    // worker. The terminal's Ctrl-C reaches every worker of the foreground group at once (vllm-project/vllm#19196, mid-load);
    // the executor's own teardown after a worker or the engine failed SIGTERMs the others too, after that failure's lines
    // (which end the attempt first). Not a requested stop: a cause printed before it still makes the attempt a failure.
    { needle: 'WorkerProc was terminated', pattern: /^WorkerProc was terminated$/, outcome: 'stopped' },
    // From 2026 (PR #43707) every process logs its part of a stop under `[shutdown]`: the signal reached it, the server is going down.
    // Only the signal handlers log these (entrypoints/launcher.py, v1/engine/core.py, multiproc_executor.py), so the stop was asked
    // for: AsyncLLM.shutdown then tears the engine core down before it cancels its output handler, which may first log
    // `AsyncLLM output_handler failed.` and EngineDeadError for the engine it is closing (vllm-project/vllm#48745, #49000).
    { needle: '[shutdown] ', pattern: /^\[shutdown\] (?:API server: shutdown triggered|EngineCore: trigger received signal=SIG(?:INT|TERM)\b|WorkerProc: terminated by shutdown signal)/, outcome: 'stopped', requested: true },
    // Until uvicorn installs its own handlers, the API server's SIGTERM handler (SIGINT's too from 2026) raises
    // KeyboardInterrupt("terminated") to interrupt its initialisation (entrypoints/openai/api_server.py, from 0.4), and nothing
    // catches it: the process was told to stop while starting (a liveness probe giving up, `docker stop`, `kubectl delete`).
    // Only the exception line: a frame's `raise KeyboardInterrupt("terminated")` code line is not the raise reaching the top.
    { needle: 'KeyboardInterrupt: terminated', pattern: /^KeyboardInterrupt: terminated$/, outcome: 'stopped', requested: true },
    // V1's engine core (v1/engine/core.py run_engine_core, 0.8–0.10) installs a SIGTERM/SIGINT handler for graceful termination
    // that raises SystemExit once; its `except SystemExit` branch logs only this, at DEBUG (an error logs `EngineCore failed to
    // start.` or `EngineCore encountered a fatal error.` instead). The core was told to stop, by a signal or by its own client's
    // shutdown: what the front end prints next is that stop's (vllm-project/vllm#17386, a pod's SIGTERM while compiling). Like
    // the `[shutdown]` lines above, a front end that tears its core down on an error of its own reads as stopped here.
    { needle: 'EngineCore exiting', pattern: /^EngineCore exiting\.$/, outcome: 'stopped', requested: true },
    { needle: 'Application shutdown complete', pattern: /Application shutdown complete/, outcome: 'stopped' },
    // uvicorn logs `Shutting down` as its serve() leaves the main loop (server.py shutdown(), before `Waiting for connections to
    // close`, the lifespan's `Waiting for application shutdown.` and `Application shutdown complete.`): should_exit was set, by a
    // signal or by the app (vLLM's launcher on a dead engine, whose own line then tells the failure). The same stop as the lines
    // after it, where the paste ends before them (vllm-project/production-stack#448, its router under a kubelet restart).
    { needle: 'Shutting down', pattern: /^(?:INFO: +)?Shutting down$/, outcome: 'stopped' },
    { needle: 'Finished server process', pattern: /Finished server process \[\d+\]/, outcome: 'stopped' },
    { needle: 'Shutting down FastAPI', pattern: /Shutting down FastAPI HTTP server/, outcome: 'stopped' },
    // serve_http's shutdown branch (entrypoints/launcher.py, 0.5–0.10: the server task cancelled by its SIGINT/SIGTERM handler, or
    // uvicorn giving up on its socket) names the port's owner at DEBUG right before `Shutting down FastAPI HTTP server.`: the same
    // stop, also where the paste is cut before that line (vllm-project/vllm#30958). A bind failure already ended the run failed.
    { needle: 'is used by process psutil', pattern: /^port \d+ is used by process psutil\.Process\(.*\) launched with command:$/, outcome: 'stopped' },
  ],
  // V0's engine process (MQLLMEngine, engine/multiprocessing/engine.py, 0.6–0.10) logs at ERROR only as it dies: start() logs
  // what its loop raised and returns, run_mp_engine logs what building or running the engine raised and re-raises it, and the
  // process exits either way. The first line is `logger.exception(e)`'s own text (`CUDA error: …`), no type name to read.
  // NIM's LLM containers build the engine in their own nim_run_mp_engine (nim_llm_sdk/engine/async_trtllm_engine_factory.py),
  // whose handler logs the same way from that file before the traceback (NVIDIA-AI-Blueprints/bring-llms-to-nim#7).
  // run_engine_core logs what failed (`EngineCore failed to start.`, `EngineCore encountered a fatal error.`) and raises it again:
  // multiprocessing's _bootstrap then prints `Process EngineCore_DP0:` and the traceback to stderr, unlevelled under the process's
  // tag, and the process exits 1 (vllm/v1/engine/core.py). A frame of that report is the core's death even where the paste kept
  // neither the banner nor the exception line.
  dyingReport: {
    roles: /^EngineCore(?:_DP\d+|_\d+)?$/,
    lines: [{ needle: 'File "', pattern: /^\s*File "[^"]+", line \d+, in \S/ }],
    thread: { needle: 'Exception in thread ', pattern: /^Exception in thread \S/ },
  },
  // Behind NVIDIA Dynamo's log relay (its V0 worker, ai-dynamo/dynamo#1108) the same call reads `ERROR engine.run_mp_engine: …`:
  // the file without its line (see fatal-source.ts).
  fatalSources: /^(?:engine|async_trtllm_engine_factory)\.py(?::\d+)?$/,
  // The OpenAI-compatible request handlers (entrypoints/openai/serving_chat.py, serving_completion.py, serving_engine.py and the
  // other serving_*.py; from 2026 entrypoints/openai/<route>/serving.py, printed `[serving.py:323]` or with its path) and chat_utils
  // log at ERROR only inside a request's `except`: `logger.exception("Error in preprocessing prompt inputs")` (0.6.3's `Error in
  // applying chat template from request`), chat_utils' `An error occurred in `transformers` while applying chat template` before it
  // re-raises to that catch, then `return self.create_error_response(...)`: the request is answered 400 and the server serves on
  // (OpenGVLab/InternVL#1173: its ValueError, then three 400s; runpod-workers/worker-vllm#129: the jinja2 TemplateSyntaxError a
  // 400 carried back to the client). The start-up chat-template warm-up logs under the same source and starts on too.
  // What the engine raised reaches these handlers as well: V1 relays it as EngineDeadError, V0's MQ client as MQEngineDeadError,
  // V0's in-process engine as the step's own exception through generate: those classes, device faults, and any traceback through
  // the engine client stay what they are.
  requestSources: {
    sources: /^(?:\S*[/\\])?(?:serving(?:_[a-z]+)*|chat_utils)\.py:\d+$/,
    dies: /^(?:[A-Za-z_]\w*\.)*(?:AcceleratorError|OutOfMemoryError|AssertionError|SystemExit|KeyboardInterrupt|(?:Async|MQ)?EngineDeadError|EngineGenerateError)\b|\b(?:CUDA error|CUDA out of memory|NCCL error|HIP error|illegal memory access|device-side assert)/,
    engineFrames: /^\s*File ".*[/\\]vllm[/\\](?:v1[/\\]engine[/\\](?:async_llm|output_processor|core_client)|engine[/\\](?:async_llm_engine|multiprocessing[/\\]client)|entrypoints[/\\]openai[/\\]rpc[/\\]client)\.py", line \d+, in /,
  },
  // A JIT kernel build's ninja giving up (`ninja: build stopped: subcommand failed.`, the last line of the build output that
  // torch's cpp_extension and FlashInfer's JIT put in the exception they raise): at ERROR it is that exception as the engine
  // core's or a worker's start-up handler logs it on the way out (run_engine_core's `[core.py:700]`, igeniusai/domyn-swarm#97);
  // vLLM logs a JIT build it catches and works around at WARNING (flashinfer all-reduce fusion, deepseek-ai/DeepGEMM#359).
  errorEnds: [{ needle: 'ninja: build stopped', pattern: /^ninja: build stopped: subcommand failed\.$/ }],
  wrappers: [
    // argparse's usage line points at its `PROG: error: …` line printed right after it, which says what was rejected.
    /^usage: (?:vllm(?: [a-z][\w-]*)*|api_server\.py) [[]/,
    /Engine core initialization failed/,
    /Engine process failed to start/,
    // multiprocessing's banner over a child's uncaught exception (see ends): it ends that child, the traceback below names why.
    /^Process [\w-]+(?::\d+)*:$/,
    /WorkerProc initialization failed/,
    // vLLM-Omni's logger.exception header over what its orchestrator thread raised (see ends).
    /^\[(?:Async)?OmniEngine\] Orchestrator thread crashed$/,
    // V0's worker_base.execute_method logs this over the traceback of what the method raised: it names the method, not the cause.
    /Error executing method '?\w+'?\. This might cause deadlock/,
    // Ray's report of a worker RPC's error nobody retrieved prints that RPC's traceback right below it: its last line names the cause.
    /\bUnhandled error \(suppress with '?RAY_IGNORE_UNHANDLED_ERRORS=1'?\): ray::RayWorkerWrapper\.execute_method\(\)/,
    // torch_npu appends this advice to every NPU error's message (vllm-ascend's device errors): it names nothing; the message's
    // `[ERROR] … ERRnnnnn …` line and CANN's lines do.
    /^(?:Since the operator is called asynchronously, the stacktrace may be inaccurate\.|Note: ASCEND_LAUNCH_BLOCKING=1 will force ops to run in synchronous mode)/,
    // V1's dump of the failed step (logging_utils/dump_input.py): the exception the engine core logs next names the cause.
    // The 0.9 form's bare parts (the config line, the scheduler's output and stats objects) are the dump, too.
    DUMP_HEADING,
    /^(?:V1 LLM engine \(v\S+\) with config: |SchedulerOutput\(|SchedulerStats\()/,
    // V0's input dump of a step that raised (worker/model_runner_base.py): the exception it re-raises next names the cause.
    /^(?:Completed w|W)riting input of failed execution to /,
    /Worker failed with error .*please check the stack trace above/i,
    /See (?:the )?(?:root cause|stack trace) above/i,
    /See stack trace \(?above\)? for (?:the )?root cause/i,
    /See stack trace for (?:the )?root cause/i,
    /in a background process/,
    /AsyncLLM output_handler failed/,
    // serving_chat.py's stream generator catches what ended a streamed request and logs this fixed text with
    // logger.exception: the traceback below it ends in the exception that did (vllm-project/vllm#41834).
    /^Error in chat completion stream generator\.?$/,
    // asyncio's report of V0's loop-end callback raising AsyncEngineDeadError: it names the callback, the cause is the loop's.
    /Exception in callback (?:functools\.partial\(<function )?(?:_raise_exception_on_finish|_log_task_completion)\b/,
    /^(?:[\w.]+\.)?(?:Async)?EngineDeadError\b/,
    // The monitor thread only saw the engine core's process end; what killed it is that process's own output (see phases).
    MPCLIENT_ENGINE_EXITED,
    /EngineCore encountered (?:an issue|a fatal error)/,
    /^EngineCore hit an exception: /,
    FAILED_TO_START,
    /^WorkerProc hit an exception\.?$/,
    // Ray's header over the traceback of a vLLM actor's constructor: the traceback's last line names the cause.
    CREATION_TASK_DIED,
    /\bRank \d+ scheduler is dead\./,
    /^SystemExit\b/,
    /^KeyboardInterrupt\b/,
  ],
  // V0's MQ client relays the engine process's error to every request as `MQEngineDeadError: Engine loop is not running. Inspect
  // the stacktrace to find the original error: <repr>` (engine/multiprocessing/client.py): a copy of what the engine process (or
  // its worker, through multiproc_worker_utils) logs in its own traceback. Interleaved output may print the copy first; it names
  // the cause only where that process's own line is not in the paste.
  // The engine core's I/O thread died (see ends): the death is the cause named where the exception the thread printed is not.
  bareEnds: [{ needle: 'Engine loop is not running', pattern: /\bMQEngineDeadError: Engine loop is not running\b/ }, ENGINE_IO_THREAD_DIED],
  // A trainer's weight-sync call (collective_rpc) that fails in NCCL's communicator init traces the error out of init.cc, which
  // ends a rank that is starting; the engine core's busy loop catches it and logs `Invocation of … method failed` right after,
  // returning the failure to the caller: the engine goes on (PrimeIntellect-ai/verifiers#181).
  caughtBy: [INVOCATION_FAILED],
  survived: [
    // A utility call's failure the engine core answered with (see the ready rule): the call failed, the engine core goes on.
    UTILITY_CALL_FAILED,
    // distributed/parallel_state.py in_the_same_node_as catches whatever its shared-memory probe raised (a Gloo timeout of a
    // peer that never answered, a missing /dev/shm segment), logs `Error ignored in is_in_the_same_node: …` and returns.
    /^Error ignored in is_in_the_same_node: /,
    // chat_utils raises ChatTemplateResolutionError when the tokenizer has no chat template and none was given; every caller in
    // the server catches it: the chat handlers answer that request 400, the score path falls back to plain encoding, and the
    // API server's start-up chat-template warmup logs it (`Chat template warmup failed` with its traceback, later at debug) and
    // starts on (vllm-project/vllm#31968). The server never ends of it.
    /^(?:vllm\.entrypoints\.chat_utils\.)?ChatTemplateResolutionError: /,
  ],
  causes: [
    ENGINE_IO_THREAD_DIED,
    ...AITER_BUILD_FAILED,
    // The RPC/MQ client's timeout waiting on the engine process (see ends): the first fact of that death.
    { needle: "didn't reply within", pattern: /\bTimeoutError(?:\(["']|: )(?:RPC)?[Ss]erver didn't reply within \d+ ms/ },
    // V0's engine loop gave up on a step after ENGINE_ITERATION_TIMEOUT_S: a hung collective or kernel, the first fact of that death.
    { needle: 'Engine iteration timed out', pattern: /^Engine iteration timed out\. This should never happen!/ },
    // The worker's memory profile left nothing for the KV cache (v1/worker/gpu_worker.py, at INFO): the engine cannot start.
    { needle: 'Available KV cache memory: -', pattern: /^Available KV cache memory: -\d[\d.]* ?GiB/ },
    // vllm-ascend's NPU worker logs its budget in bytes, clamped at zero (vllm_ascend/worker/worker_v1.py determine_available_memory:
    // `Available memory: {max(budget, 0)}, total memory: {bytes}`); vLLM's KV check then raises on a budget <= 0
    // (v1/core/kv_cache_utils.py, `No available memory for the cache blocks`): a zero here is the engine's death at start-up.
    { needle: 'Available memory: 0,', pattern: /^Available memory: 0, total memory: \d+$/ },
    // The exit code that executor logs after `Rank N scheduler is dead`: a negative one is the signal that killed the rank.
    { needle: 'Exit code: -', pattern: /^Exit code: -\d+$/ },
    // V0 0.5's multiproc worker logs its method's exception as `Exception in worker W while processing method M: <message>,
    // <traceback>` (multiproc_worker_utils.py _run_worker_process): the message is the exception's own, whatever it is (a Gloo
    // timeout, an NCCL error), so the line names the cause. Later releases end it at `method M.` and log the exception below.
    { needle: 'while processing method', pattern: /^Exception in worker \S+ while processing method \w+: .+, Traceback \(most recent call last\):$/ },
  ],
  samples: [
    { line: '(DPEngineCoreActor pid=3551736) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::DPEngineCoreActor.init() (pid=3551736, ip=10.0.2.109, actor_id=7b9995853ad2be757c1825e501000000, repr=<vllm.v1.engine.core.DPEngineCoreActor object at 0x7f916f5331a0>)', source: 'vllm-project/vllm#22677', detect: true, end: 'failed', wrapper: true, role: 'DPEngineCoreActor' },
    { line: '(AsyncVLLMInferenceEngine pid=891624)   File "/home/ray/.cache/uv/builds-v0/.tmppHdZmI/lib/python3.12/site-packages/vllm/v1/engine/utils.py", line 706, in launch_core_engines', source: 'NovaSky-AI/SkyRL#284', detect: true, end: 'failed', role: 'AsyncVLLMInferenceEngine' },
    { line: "ValueError: Not enough resources to allocate 2 placement groups, only created 1 placement groups. Available resources: {'a6cf': {'CPU': 3.0}}", source: 'ray-project/kuberay#4366', detect: true },
    { line: '2025-04-27T06:46:02.444Z  WARN __init__.vllm_version_matches_substr: Using ai_dynamo_vllm   ', source: 'ai-dynamo/dynamo#847', detect: true },
    { line: '(APIServer pid=150) ERROR 09-13 18:40:28 [multiproc_executor.py:398] Rank 2 scheduler is dead. Please check if there are relevant logs.', source: 'vllm-project/vllm-omni#7496', end: 'failed', wrapper: true, role: 'APIServer' },
    { line: '(EngineCore_DP0 pid=73) Process EngineCore_DP0:', source: 'gpustack/gpustack#4372', end: 'failed', wrapper: true, role: 'EngineCore_DP0' },
    { line: '(VllmWorker rank=1 pid=336) Process SpawnProcess-1:2:', source: 'vllm-project/vllm#16336', end: 'failed', wrapper: true, role: 'VllmWorker rank=1' },
    { line: '(APIServer pid=150) ERROR 09-13 18:40:28 [multiproc_executor.py:400] Exit code: -9', source: 'vllm-project/vllm-omni#7496', cause: true, role: 'APIServer' },
    { line: '(Worker_TP2 pid=99) ERROR 04-09 20:31:10 [multiproc_executor.py:949]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 588, in compile_or_warm_up_model', source: 'vllm-project/vllm#39788', detect: true, end: 'failed', role: 'Worker_TP2' },
    { line: '(VllmWorker rank=1 pid=1739270) ERROR 05-15 17:46:32 [multiproc_executor.py:380]   File "/mnt/efs/env-i-034a02213795a8aa4/lib/python3.11/site-packages/vllm/v1/worker/gpu_model_runner.py", line 1484, in _dummy_sampler_run', source: 'vllm-project/vllm#18136', detect: true, end: 'failed', role: 'VllmWorker rank=1' },
    { line: '(EngineCore pid=165) ERROR 07-02 07:48:27 [core.py:1202]   File "/opt/venv/lib64/python3.12/site-packages/aiter/ops/sampling.py", line 70, in top_k_top_p_sampling_from_probs', source: 'kyuz0/amd-strix-halo-vllm-toolboxes#73', end: 'failed', role: 'EngineCore' },
    { line: '(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]   File "/usr/local/lib/python3.10/site-packages/torch/cuda/graphs.py", line 84, in capture_end', source: 'vllm-project/vllm#19186', end: 'failed', role: 'VllmWorker rank=3' },
    { line: '(EngineCore_DP0 pid=1470235) ERROR 09-17 04:06:37 [core.py:720]   File "/home/ubuntu/vllm/vllm/v1/executor/multiproc_executor.py", line 183, in execute_model', source: 'vllm-project/vllm#25032', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '  File "/opt/infernal-invocation/vllm/vllm/v1/worker/gpu_worker.py", line 1213, in execute_model', source: 'local-inference-lab/rtx6kpro#103', detect: true, end: 'failed' },
    { line: '(EngineCore_DP0 pid=748303) ERROR 10-28 20:10:56 [v1/engine/core.py:710]   File "/home/ray/anaconda3/lib/python3.11/site-packages/vllm/v1/engine/core.py", line 754, in _process_engine_step', source: 'vllm-project/vllm#27711', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '(EngineCore_DP0 pid=39062) ERROR 06-02 07:46:41 [core.py:1006]   File "/home/tester/pyvenv_3.11/lib64/python3.11/site-packages/vllm-0.16.0+cpu-py3.11-linux-ppc64le.egg/vllm/v1/engine/core.py", line 106, in __init__', source: 'ppc64le/build-scripts#8270', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '(EngineCore_DP0 pid=474) ERROR 12-26 15:25:07 [core.py:718]   File "/usr/local/lib/python3.12/dist-packages/vllm-0.10.3.dev0+g01efc7ef7.d20251125.xpu-py3.12-linux-x86_64.egg/vllm/model_executor/models/qwen3_moe.py", line 642, in __init__', source: 'intel/llm-scaler#210', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '(Worker_TP0 pid=1681) ERROR 04-25 19:54:03 [multiproc_executor.py:822]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen3_vl.py", line 577, in forward', source: 'intel/llm-scaler#382', detect: true, end: 'failed', role: 'Worker_TP0' },
    { line: '(EngineCore_DP0 pid=10113)   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/modular_kernel.py", line 1159, in forward', source: 'flashinfer-ai/flashinfer#2032', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '(EngineCore_DP0 pid=10113)   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/modular_kernel.py", line 905, in _prepare', source: 'flashinfer-ai/flashinfer#2032', detect: true, role: 'EngineCore_DP0' },
    { line: '(Worker_DP0_EP0 pid=1215) ERROR 08-15 08:18:38 multiproc_executor.py:912]   File "/usr/local/lib/python3.12/dist-packages/vllm/models/deepseek_v4/nvidia/model.py", line 1475, in __init__', source: 'vllm-project/vllm#52435', end: 'failed', role: 'Worker_DP0_EP0' },
    { line: '(Worker_DP0_EP0 pid=1215) ERROR 08-15 08:18:38 multiproc_executor.py:912]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/utils.py", line 62, in initialize_model', source: 'vllm-project/vllm#52435', detect: true, end: 'failed', role: 'Worker_DP0_EP0' },
    { line: '(Worker_DP0_EP0 pid=1215) ERROR 08-15 08:18:38 multiproc_executor.py:912]   File "/usr/local/lib/python3.12/dist-packages/vllm/tracing/otel.py", line 178, in sync_wrapper', source: 'vllm-project/vllm#52435', role: 'Worker_DP0_EP0' },
    { line: "(EngineCore pid=689) 2026-04-05 08:59:13,998\tERROR worker.py:439 -- Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'): ray::RayWorkerWrapper.execute_method() (pid=890, ip=192.168.0.221, actor_id=23fee7babb1f3cc8835a849f01000000, repr=<vllm.v1.executor.ray_utils.RayWorkerWrapper object at 0xe9e61b7e7620>)", source: 'eugr/spark-vllm-docker#157', detect: true, end: 'failed', wrapper: true, role: 'EngineCore' },
    { line: '(EngineCore pid=689) INFO 04-05 08:59:13 [ray_executor.py:109] Shutting down Ray distributed executor. If you see error log from logging.cc regarding SIGTERM received, please ignore because this is the expected termination process in Ray.', source: 'eugr/spark-vllm-docker#157', role: 'EngineCore' },
    { line: '(Worker_TP1 pid=245280) ERROR 04-22 07:10:06 [multiproc_executor.py:857]   File "/home/intel/.pyenv/versions/vllm-xpu-312/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py", line 323, in load_model', source: 'intel/llm-scaler#371', detect: true, end: 'failed', role: 'Worker_TP1' },
    { line: '(VllmWorker TP0 pid=2748156) ERROR 08-13 22:40:00 [multiproc_executor.py:596]   File "/opt/conda/envs/vllm_env/lib/python3.11/site-packages/vllm/compilation/cuda_piecewise_backend.py", line 112, in __call__', source: 'zai-org/GLM-V#126', end: 'failed', role: 'VllmWorker TP0' },
    { line: 'ERROR 05-27 11:47:57 [core.py:396]   File "/nfsdat/home/rxingslm/.conda/envs/vllm/lib/python3.10/site-packages/vllm/compilation/backends.py", line 264, in call_module', source: 'vllm-project/vllm#18730', end: 'failed' },
    { line: 'ERROR 05-27 11:47:57 [core.py:396]   File "/nfsdat/home/rxingslm/.conda/envs/vllm/lib/python3.10/site-packages/vllm/compilation/compiler_interface.py", line 318, in compile', source: 'vllm-project/vllm#18730', end: 'failed' },
    { line: '(APIServer pid=120465)   File "/root/paddlejob/workspace/env_run/code/a3b_mtp_deploy/vllm/lib/python3.10/site-packages/vllm/v1/engine/async_llm.py", line 154, in __init__', source: 'PaddlePaddle/ERNIE#1441', detect: true, end: 'failed', role: 'APIServer' },
    { line: "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (7344). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.", source: 'QwenLM/Qwen3#295', detect: true, end: 'failed' },
    { line: "The model's max seq len (29000) is larger than the maximum number of tokens that can be stored in KV cache (23648). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.", source: 'vllm-project/vllm#10517', detect: true, end: 'failed' },
    { line: "ValueError: To serve at least one request with the models's max seq len (32768), (8.00 GiB KV cache is needed, which is larger than the available KV cache memory (4.46 GiB).", source: 'code corpus: a deployment log quoting vLLM V1', end: 'failed' },
    { line: 'ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.', source: 'gensyn-ai/rl-swarm#118', detect: true, end: 'failed' },
    { line: "Waiting for creating a placement group of specs for 150 seconds. specs=[{'GPU': 1.0, 'node:xxx': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.", source: 'ray-project/kuberay#3414', detect: true, phase: 'init' },
    { line: '[2025-03-10T15:07:20Z] INFO 03-10 08:07:20 [gpu_model_runner.py:1067] Model loading took 0.2389 GB and 0.977005 seconds', source: 'vllm-project/vllm#14574', phase: 'weights_loaded' },
    { line: '(EngineCore pid=...) INFO ... Model loading took 14.53 GiB memory and 172.4 seconds', source: 'vllm-project/vllm#39682', detect: true, phase: 'weights_loaded' },
    { line: '(EngineCore_DP0 pid=77352) INFO 10-22 09:43:49 [shm_broadcast.py:466] No available shared memory broadcast block found in 60 seconds. This typically happens when some processes are hanging or doing some time-consuming work (e.g. compilation).', source: 'vllm-project/vllm#27313', detect: true, role: 'EngineCore_DP0' },
    { line: 'Capturing CUDA graph shapes: 100%|██████████| 53/53 [00:01<00:00, 42.67it/s]', source: 'vllm-project/vllm#23739', phase: 'cuda_graphs' },
    { line: "INFO 09-28 08:16:12 llm_engine.py:234] Initializing a V0 LLM engine (v0.7.3) with config: model='./qwen2.5-vl-7b-instruct', speculative_config=None, tokenizer='./qwen2.5-vl-7b-instruct', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=128000, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto,  device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='xgrammar'), observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_forward_time=False, collect_model_execute_time=False), seed=0, served_model_name=qwen2.5-vl-7b-instruct, num_scheduler_steps=1, multi_step_stream_outputs=True, enable_prefix_caching=False, chunked_prefill_enabled=False, use_async_output_proc=True, disable_mm_preproce", source: 'MadeAgents/mobile-use#16', detect: true, phase: 'init' },
    { line: 'NotImplementedError: No compiled cutlass_scaled_mm for a compute capability less than CUDA device capability: 87', source: 'dusty-nv/jetson-containers#1118', detect: true },
    // It quotes the loop's own error: no mere pointer to it.
    { line: "ERROR 03-17 08:02:04 serving_chat.py:596] vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: AssertionError('Error in model execution (input dumped to /tmp/err_execute_model_input_20250317-080027.pkl): ').", source: 'LMCache/LMCache#411', detect: true, phase: 'ready', end: 'failed' },
    { line: 'Capturing CUDA graphs: 100%|██████████| 67/67 [00:14<00:00,  4.71it/s]', source: 'vllm-project/vllm#19794', phase: 'cuda_graphs' },
    { line: "     --media-io-kwargs '{\"video\": {\"num_frames\": -1}}'，结果报错：pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig", source: 'zai-org/GLM-V#107', end: 'failed' },
    // pydantic's detail line of the model config's refusal, its ValidationError header not pasted.
    { line: 'Value error, User-specified max_model_len (131072) is greater than the derived max_model_len (max_position_embeddings=32768.0 or model_max_length=None in model\'s config.json). To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with extreme caution. If the model uses relative position encoding (RoPE), positions exceeding derived_max_model_len lead to nan. If the model uses absolute position encoding, positions exceeding derived_max_model_len will cause a CUDA array out-of-bounds error. [type=value_error, input_value=ArgsKwargs((), {\'model\': ...rocessor_plugin\': None}), input_type=ArgsKwargs]', source: 'EvolvingLMMs-Lab/LongVT#9', detect: true, end: 'failed' },
    { line: 'usage: api_server.py [-h] [--headless] [--api-server-count API_SERVER_COUNT]', source: 'wsmlby/homl#3', end: 'failed', wrapper: true },
    { line: 'usage: vllm serve [model_tag] [options]', source: 'zai-org/GLM-4.5#54', end: 'failed', wrapper: true },
    { line: "api_server.py: error: argument --enable-chunked-prefill/--no-enable-chunked-prefill: ignored explicit argument 'true'", source: 'code corpus store id 55050718800 (a contest harness log quoted in notes)', detect: true, end: 'failed' },
    { line: "vllm serve: error: argument --tool-call-parser: invalid choice: 'glm45' (choose from 'deepseek_v3', 'glm4_moe', 'granite-20b-fc', 'granite', 'hermes', 'hunyuan_a13b', 'internlm', 'jamba', 'kimi_k2', 'llama4_pythonic', 'llama4_json', 'llama3_json', 'minimax', 'mistral', 'phi4_mini_json', 'pythonic', 'qwen3_coder', 'xlam')", source: 'zai-org/GLM-4.5#54', detect: true, end: 'failed' },
    { line: '(APIServer pid=3664647)   File "/app/anaconda3/envs/vllm/lib/python3.11/site-packages/vllm/entrypoints/openai/api_server.py", line 1902, in run_server_worker', source: 'QwenLM/Qwen3-VL#1589', detect: true, end: 'failed', role: 'APIServer' },
    { line: 'CRITICAL 04-16 11:53:49 [core_client.py:359] Got fatal signal from worker processes, shutting down. See stack trace above for root cause issue.', source: 'vllm-project/vllm#16692', end: 'failed', wrapper: true },
    { line: '(RayWorkerWrapper pid=581, ip=10.225.128.18) k8s17:581:581 [0] NCCL INFO P2P Chunksize set to 131072', source: 'ray-project/ray#59778' },
    { line: '(RayWorkerWrapper pid=581, ip=10.225.128.18) k8s17:581:581 [0] NCCL INFO Trees [0] 17/24/-1->16->0 [1] 17/-1/-1->16->9 [2] 17/24/-1->16->0 [3] 17/-1/-1->16->9 [4] 17/24/-1->16->0 [5] 17/-1/-1->16->9 [6] 17/24/-1->16->0 [7] 17/-1/-1->16->9 [8] 17/24/-1->16->0 [9] 17/-1/-1->16->9 [10] 17/24/-1->16->0 [11] 17/-1/-1->16->9 [12] 17/24/-1->16->0 [13] 17/-1/-1->16->9 [14] 17/24/-1->16->0 [15] 17/-1/-1->16->9 comm 0x5609976f9470 nRanks 32 busId 17000', source: 'ray-project/ray#59778', phase: 'init' },
    { line: '(EngineCore pid=367) INFO 08-14 14:07:31 [core.py:348] init engine (profile, create kv cache, warmup model) took 226.06 s (compilation: 125.31 s)', source: 'gpustack/runner#251', phase: 'kv_cache', role: 'EngineCore' },
    { line: 'INFO 06-22 02:55:02 [core.py:172] init engine (profile, create kv cache, warmup model) took 44.51 seconds', source: 'vllm-project/vllm#19794', phase: 'kv_cache' },
    { line: '(Worker_TP0 pid=3216417) INFO 03-13 17:30:52 [gpu_model_runner.py:5637] Profiling CUDA graph memory: PIECEWISE=3 (largest=16), FULL=3 (largest=16)', source: 'vllm-project/vllm#36634', phase: 'kv_cache', role: 'Worker_TP0' },
    { line: '(APIServer pid=7) INFO 10-28 09:42:53 [api_server.py:1885] vLLM API server version 0.11.0', source: 'gpustack/gpustack#3656', detect: true, startup: true },
    { line: '(APIServer pid=1) INFO 04-08 20:30:54 [utils.py:297]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.17.1rc1.dev158+g600a039f5.d20260314', source: 'kyuz0/amd-strix-halo-vllm-toolboxes#12', startup: true, role: 'APIServer' },
    { line: '(APIServer pid=1) INFO 04-08 20:30:54 [utils.py:297]   █▄█▀ █     █     █     █  model   Qwen/Qwen3-0.6B', source: 'kyuz0/amd-strix-halo-vllm-toolboxes#12', role: 'APIServer' },
    { line: '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...', source: 'DESIGN.md story', phase: 'loading_weights', startup: true },
    { line: '(APIServer pid=1) INFO:     Application startup complete.', source: 'vllm-project/vllm#46169', phase: 'ready' },
    { line: 'INFO 01-19 14:22:52 [__init__.py:235] Automatically detected platform cuda.', source: 'gpustack/gpustack#4300', startup: true },
    { line: '(APIServer pid=7) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}', source: 'gpustack/gpustack#3656', detect: true, end: 'failed', wrapper: true },
    { line: '2026-02-11 02:15:04.629 1 kserve ERROR [__main__.py:<module>():337] Failed to start model server: Engine core initialization failed. See root cause above. Failed core proc(s): {}', source: 'kserve/kserve#5056', detect: true, end: 'failed', cause: true, wrapper: true },
    { line: 'INFO:     Aphrodite is using nccl==2.20.5', source: 'dphnAI/sonar#522', detect: true },
    { line: 'INFO:     Initializing the Aphrodite Engine (v0.5.3) with the following config:', source: 'dphnAI/sonar#566', detect: true, phase: 'init' },
    { line: 'aphrodite run Dracones/c4ai-command-r-plus_exl2_5.5bpw --device=auto --swap-space 100 -q exl2 --block-size 8 --kv-cache-dtype fp8 --gpu-memory-utilization 0.7', source: 'dphnAI/sonar#535', detect: true },
    { line: '  File "/p/haicluster/llama/FastChat/fastchat/serve/vllm_worker.py", line 291, in <module>', source: 'lm-sys/FastChat#3704', detect: true },
    { line: 'INFO:     Avg prompt throughput: 639.8 tokens/s, Avg generation throughput: 4.0 tokens/s, Running: 2 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 20.6%, CPU KV cache usage: 0.0%.', source: 'dphnAI/sonar#1278', detect: true, phase: 'ready' },
    { line: '2025-03-04T14:59:20+00:00 - gpustack.worker.backends.vllm - INFO - Starting vllm server', source: 'gpustack/gpustack#1400', detect: true },
    // GPUStack's launch line is not vLLM's ready line (that one names its listen address).
    { line: '2025-10-06 00:38:43.002484+00:00 - gpustack.worker.backends.vllm - INFO - Starting vLLM server: /var/lib/gpustack/bin/vllm_0.9.3+gfx906', source: 'nlzy/vllm-gfx906#29', detect: true },
    { line: '(APIServer pid=1) INFO 07-28 07:03:43 [api_server.py:602] Starting vLLM server on http://0.0.0.0:8000', source: 'datalab-to/surya#543', phase: 'ready', role: 'APIServer' },
    { line: 'ERROR 04-22 15:53:33 worker_base.py:153] Error executing method init_device. This might cause deadlock in distributed execution.', source: 'vllm-project/vllm#4257', wrapper: true },
    { line: "(EngineCore_DP0 pid=1088) (RayWorkerWrapper pid=285, ip=192.168.177.12) ERROR 12-17 23:28:01 [worker_base.py:344] Error executing method 'load_model'. This might cause deadlock in distributed execution.", source: 'foundation-model-stack/fastsafetensors#36', wrapper: true, role: 'EngineCore_DP0' },
    { line: '(EngineCore_DP0 pid=8915) ERROR 11-10 02:59:02 [core.py:708]   File "/root/miniconda3/envs/xinference/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 699, in run_engine_core', source: 'xorbitsai/inference#4229', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: 'ERROR 02-04 12:35:23 engine.py:387]   File "/home/ubuntu/git/vllm-fork/vllm/engine/multiprocessing/engine.py", line 378, in run_mp_engine', source: 'HabanaAI/vllm-fork#776', detect: true, end: 'failed' },
    { line: '(EngineCore_0 pid=75) ERROR 08-25 10:46:52 [core.py:700]     engine_core = EngineCoreProc(*args, **kwargs)', source: 'aws-samples/amazon-sagemaker-generativeai#111', end: 'failed', role: 'EngineCore_0' },
    { line: '(APIServer pid=1) ERROR 05-05 12:36:59 [serving.py:1173] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.', source: 'noonghunna/club-3090#58', detect: true, wrapper: true, end: 'failed' },
    { line: '(VllmWorker rank=0 pid=2120280) INFO 07-28 23:02:25 [default_loader.py:262] Loading weights took 0.38 seconds', source: 'vllm-project/vllm#21728', phase: 'weights_loaded', role: 'VllmWorker rank=0' },
    { line: '(VllmWorker rank=0 pid=2120280) INFO 07-28 23:02:26 [gpu_model_runner.py:1892] Model loading took 1.1201 GiB and 0.494173 seconds', source: 'vllm-project/vllm#21728', detect: true, phase: 'weights_loaded', role: 'VllmWorker rank=0' },
    { line: 'INFO 07-28 23:02:27 [kv_cache_utils.py:833] GPU KV cache size: 176,240 tokens', source: 'vllm-project/vllm#21728', phase: 'kv_cache' },
    { line: 'INFO 07-28 23:02:27 [kv_cache_utils.py:837] Maximum concurrency for 8,192 tokens per request: 21.51x', source: 'vllm-project/vllm#21728', phase: 'kv_cache' },
    { line: '(VllmWorkerProcess pid=2692) INFO 05-28 12:20:38 [parallel_state.py:1064] rank 1 in world size 2 is assigned as DP rank 0, PP rank 0, TP rank 1, EP rank 1', source: 'vllm-project/vllm#18828', phase: 'init', role: 'VllmWorkerProcess' },
    { line: '(VllmWorkerProcess pid=2692) INFO 05-28 12:20:38 [model_runner.py:1170] Starting to load model allenai/OLMoE-1B-7B-0125-Instruct...', source: 'vllm-project/vllm#18828', phase: 'loading_weights', startup: true, role: 'VllmWorkerProcess' },
    { line: 'INFO 05-28 12:23:28 [default_loader.py:280] Loading weights took 64.64 seconds', source: 'vllm-project/vllm#18828', phase: 'weights_loaded' },
    { line: 'INFO:     Application startup complete.', source: 'zai-org/GLM-V#100', phase: 'ready' },
    { line: '2023-08-17T12:41:56+0000 [INFO] [api_server:1] Application startup complete.', source: 'bentoml/OpenLLM#231' },
    { line: 'INFO:     100.67.5.15:1886 - "POST /v1/chat/completions HTTP/1.1" 400 Bad Request', source: '567-labs/instructor#1336', phase: 'ready' },
    { line: "TRACE:    10.0.3.98:41394 - ASGI [11728] Send {'type': 'http.response.body', 'body': '<1259 bytes>'}", source: 'vllm-project/vllm#5173', phase: 'ready' },
    { line: '[INFO] Request 10.0.1.135 "POST /upstream/qwen-coder-14B-FIM/infill HTTP/1.1" 502 41 "axios/1.8.4" 293.769421ms', source: 'mostlygeek/llama-swap#155' },
    { line: 'ERROR 04-17 22:42:20 [serving_chat.py:200] Error in preprocessing prompt inputs', source: 'nanbingxyz/5ire#118', phase: 'ready' },
    { line: '(APIServer pid=1) ERROR 11-09 23:57:25 [serving_chat.py:263] NotImplementedError: Unknown part type: video', source: 'vllm-project/vllm#28385', phase: 'ready', role: 'APIServer' },
    { line: '(EngineCore_0 pid=344054) ERROR 08-08 02:53:13 [backend_xgrammar.py:160] Failed to advance FSM for request resp_20217d9f89044056949fa9498cdd56a4 for tokens 410. Please file an issue.', source: 'vllm-project/vllm#22483', phase: 'ready', role: 'EngineCore_0' },
    { line: '(Worker_DP0_EP0 pid=2823482) ERROR 10-16 17:22:56 [nixl_connector.py:827] Handshake failed for request chatcmpl', source: 'vllm-project/vllm#27083', phase: 'ready', role: 'Worker_DP0_EP0' },
    { line: "(Worker_TP0_EP0 pid=865) ERROR 05-01 15:00:23 [nixl_connector.py:1263] NIXL transfer failure: handshake_setup_failed | Context: {'failure_type': 'handshake_setup_failed', 'request_id': None, 'engine_id': 'c92321f8-5be9-4722-9cc1-648335f9c072', 'remote_engine_id': 'b6b76ae8-5a6c-4104-bb1d-4966a7cb9e8c'}", source: 'vllm-project/vllm#41863', phase: 'ready', role: 'Worker_TP0_EP0' },
    { line: "(EngineCore pid=436) ERROR 07-30 15:51:33 [base_worker.py:2123] NIXL transfer failure: transfer_exception. Marking blocks as invalid | Context: {'failure_type': 'transfer_exception', 'request_id': 'ae6b8d99-5ac2-4af5-a1f4-c582fc3a8a26-83d1d9cd', 'engine_id': '4c7d2274-6256-41df-82c2-adad8eb2c5b4', 'remote_engine_id': '85d325a3-20c1-469a-a18c-ca82378bac38', 'remote_request_id': 'ae6b8d99-5ac2-4af5-a1f4-c582fc3a8a26-8b2a6ba3', 'remote_host': '192.168.200.198', 'remote_port': 20098, 'num_local_blocks': 16, 'num_remote_blocks': 16, 'local_block_ids_sample': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}", source: 'ai-dynamo/dynamo#12952', phase: 'ready', role: 'EngineCore' },
    { line: '(APIServer pid=9345) INFO 12-22 07:42:09 [launcher.py:110] Shutting down FastAPI HTTP server.', source: 'LMCache/LMCache#2293', phase: 'ready', end: 'stopped', role: 'APIServer' },
    { line: '(Worker_DP0_EP0 pid=335952) ERROR 06-08 14:45:44 [mooncake_hybrid_connector.py:551] Mooncake transfer failed for request chatcmpl-270f82b6-18dc-4f09--b7f-90fe6a8f', source: 'vllm-project/vllm-ascend#7401', phase: 'ready', role: 'Worker_DP0_EP0' },
    { line: '(APIServer pid=32) (EngineCore_0 pid=296) (VllmWorker TP0 pid=302) WARNING 09-07 11:25:27 [nixl_connector.py:1049] Releasing expired KV blocks for request cmpl-9258f785-7c6f-4b9b-bf83-9170fd2a0081-0 which were retrieved by 0 decode worker(s) within 120 seconds.', source: 'llm-d/llm-d#191', phase: 'ready', role: 'APIServer' },
    { line: '(VllmWorker rank=1 pid=98474) DEBUG 07-08 02:13:53 [nixl_connector.py:860] start_load_kv for request cmpl-93706305-0119-4c28-b1d2-682767153598-0 from remote engine d8db2325-17b3-424e-a45b-2ec1bb58d71f. Num local_block_ids: 4. Num remote_block_ids: 4. ', source: 'vllm-project/vllm#20609', phase: 'ready', role: 'VllmWorker rank=1' },
    { line: "(EngineCore_1 pid=2084) DEBUG 08-17 18:19:26 [nixl_connector.py:303] NIXLConnector update_state_after_alloc: num_external_tokens=0, kv_transfer_params={'do_remote_decode': True, 'do_remote_prefill': False, 'remote_engine_id': None, 'remote_block_ids': None, 'remote_host': None, 'remote_port': None}", source: 'ai-dynamo/nixl#699', phase: 'ready', role: 'EngineCore_1' },
    { line: "WARNING 08-09 20:50:05 [protocol.py:58] The following fields were present in the request but ignored: {'max_completion_tokens'}", source: 'vllm-project/guidellm#269', phase: 'ready' },
    { line: 'INFO 02-15 22:09:59 engine.py:275] Added request chatcmpl-803293759b1e415caefd7845b3fa8352.', source: 'vllm-project/vllm#13340', phase: 'ready' },
    { line: 'INFO 08-01 20:15:27 async_llm_engine.py:173] Added request chat-89f347687fde4ff9841e322673fc42e5.', source: 'vllm-project/vllm#7046', phase: 'ready' },
    { line: 'INFO 04-28 02:37:03 [async_llm.py:252] Added request 13_chatcmpl-c78d39a6d1d8469f90f3bda9bd41ca6a.', source: 'vllm-project/vllm#17276', phase: 'ready' },
    { line: '  File "/opt/conda/lib/python3.10/site-packages/uvicorn/protocols/http/httptools_impl.py", line 399, in run_asgi', source: 'vllm-project/vllm#5060', phase: 'ready' },
    { line: '(RayWorkerWrapper pid=14379) ERROR 08-01 20:15:29 worker_base.py:382] Error executing method start_worker_execution_loop. This might cause deadlock in distributed execution.', source: 'vllm-project/vllm#7046', end: 'failed', wrapper: true, role: 'RayWorkerWrapper' },
    { line: '(APIServer pid=182) INFO 05-06 18:35:46 [stage_engine_core_client.py:262] [StageEngineCoreClient] stage-0 [rep-0] add request: chatcmpl-842c22ffbf0d97e7', source: 'vllm-project/vllm-omni#3397', phase: 'ready' },
    { line: '(APIServer pid=10393) ERROR:    Exception in ASGI application', source: 'vllm-project/vllm-metal#336', phase: 'ready', role: 'APIServer' },
    { line: 'INFO:     Application shutdown complete.', source: 'vllm-project/vllm#23814', end: 'stopped' },
    { line: 'INFO:     Finished server process [1]', source: 'vllm-project/vllm#23814', end: 'stopped' },
    { line: 'ERROR 11-08 11:01:30 [core.py:502] EngineCore encountered a fatal error.', source: 'intel/llm-scaler#154', wrapper: true, end: 'failed' },
    { line: '(EngineCore pid=12244) ERROR 07-15 21:01:01 [core.py:1240] EngineCore failed to start.', source: 'SystemPanic/vllm-windows#72', end: 'failed', wrapper: true, role: 'EngineCore' },
    { line: '(StageEngineCoreProc pid=11282) ERROR 05-02 08:58:53 [stage_engine_core_proc.py:104] StageEngineCoreProc failed to start.', source: 'vllm-project/vllm-omni#3308', end: 'failed', wrapper: true, role: 'StageEngineCoreProc' },
    { line: '(DiffusionWorker pid=1) ERROR 09-21 16:12:54 [omni_engine_base.py:474] [OmniEngine] Orchestrator thread crashed', source: 'vllm-project/vllm-omni#8076', end: 'failed', wrapper: true, role: 'DiffusionWorker' },
    { line: '(Worker_PP0 pid=23220) ERROR 07-15 21:01:01 [multiproc_executor.py:1007] torch.AcceleratorError: CUDA error: an illegal memory access was encountered', source: 'SystemPanic/vllm-windows#72', cause: true, role: 'Worker_PP0' },
    { line: '[rank2]:[E626 23:10:17.921506443 ProcessGroupNCCL.cpp:1896] [PG ID 2 PG GUID 3 Rank 2] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered', source: 'vllm-project/vllm#20170', end: 'failed', cause: true },
    { line: '(RayWorkerWrapper pid=4009) [rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=158046, OpType=GATHER, NumelIn=2867200, NumelOut=0, Timeout(ms)=600000) ran for 600027 milliseconds before timing out.', source: 'vllm-project/vllm#5484', end: 'failed', cause: true, role: 'RayWorkerWrapper' },
    { line: '(RayWorker pid=1451) Fatal Python error: Bus error', source: 'vllm-project/vllm#1091', end: 'failed', role: 'RayWorker' },
    { line: "Fatal Python error: _enter_buffered_busy: could not acquire lock for <_io.BufferedWriter name='<stdout>'> at interpreter shutdown, possibly due to daemon threads", source: 'vllm-project/vllm#11485', end: 'failed' },
    { line: '[rank0]: RuntimeError: CUDA error: no kernel image is available for execution on the device', source: 'vllm-project/vllm#11485', cause: true },
    { line: '[pod-name]:1:1 [0] NCCL INFO Bootstrap : Using eth0:10.4.22.79<0>', source: 'vllm-project/vllm#2734' },
    { line: '2024-02-03 09:54:56,181\tINFO worker.py:1724 -- Started a local Ray instance.', source: 'vllm-project/vllm#2734' },
    { line: 'Loading safetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]', source: 'VectorInstitute/vector-inference#195', phase: 'loading_weights' },
    { line: '(Worker_TP0_EP0 pid=408) INFO 04-24 10:27:54 [weight_utils.py:904] Filesystem type for checkpoints: 9P. Checkpoint size: 148.66 GiB. Available RAM: 0.65 GiB.', source: 'vllm-project/vllm#40802', phase: 'loading_weights', role: 'Worker_TP0_EP0' },
    { line: 'Capturing CUDA graphs (decode, FULL): 100%|██████████| 35/35 [00:04<00:00,  7.97it/s]', source: 'VectorInstitute/vector-inference#195', phase: 'cuda_graphs' },
    { line: 'Capturing prefill CUDA graphs (FULL):   0%|          | 0/48 [00:00<?, ?it/s]', source: 'vllm-project/vllm#48093', phase: 'cuda_graphs' },
    { line: "(VllmWorkerProcess pid=13109) INFO 08-19 07:51:12 model_runner.py:1024] Capturing the model for CUDA graphs. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.", source: 'vllm-project/vllm#7593', phase: 'cuda_graphs', role: 'VllmWorkerProcess' },
    { line: 'ERROR 07-01 13:54:43 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 1159 died, exit code: -6', source: 'vllm-project/vllm#6042', end: 'failed' },
    { line: 'ERROR 08-17 23:28:45 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 1221546 died, exit code: -15', source: 'instructlab/instructlab#2092', end: 'stopped' },
    { line: '(APIServer pid=1) ERROR 05-01 14:39:06 [async_llm.py:699] AsyncLLM output_handler failed.', source: 'noonghunna/club-3090#16', end: 'failed', wrapper: true, role: 'APIServer' },
    { line: 'ERROR 10-30 11:47:32 async_llm_engine.py:656] Engine iteration timed out. This should never happen!', source: 'vllm-project/vllm#9839', end: 'failed', cause: true },
    { line: 'ERROR 10-30 11:47:32 async_llm_engine.py:56] Engine background task failed', source: 'vllm-project/vllm#9839', end: 'failed' },
    { line: 'INFO 03-19 08:22:22 multiproc_worker_utils.py:141] Terminating local vLLM worker processes', source: 'xorbitsai/inference#3091', end: 'stopped' },
    { line: '(VllmWorkerProcess pid=7374) INFO 03-19 08:22:22 multiproc_worker_utils.py:253] Worker exiting', source: 'xorbitsai/inference#3091', role: 'VllmWorkerProcess' },
    { line: 'Exception raised from ncclCommWatchdog at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1601 (most recent call first):', source: 'vllm-project/vllm#12233', cause: true },
    // The C++ frames under it are not causes of their own.
    { line: 'frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7a6875072446 in /usr/local/lib/python3.12/dist-packages/torch/lib/libc10.so)', source: 'vllm-project/vllm#12233' },
    { line: "DEBUG 09-04 17:38:34 launcher.py:64] port 44319 is used by process psutil.Process(pid=60914, name='pt_main_thread', status='sleeping', started='17:37:05') launched with command:", source: 'vllm-project/vllm#8204', detect: true, end: 'stopped' },
    { line: "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 44319): [errno 98] address already in use", source: 'vllm-project/vllm#8204', end: 'failed', cause: true },
    { line: '(EngineCore_0 pid=5839) INFO 08-20 18:04:22 [gpu_worker.py:276] Available KV cache memory: -2.14 GiB', source: 'vllm-project/vllm#23278', cause: true, role: 'EngineCore_0' },
    // A positive budget is the normal start; quoted from a deployment log in the code corpus.
    { line: '(EngineCore pid=187) INFO 05-01 17:09:48 [gpu_worker.py:440] Available KV cache memory: 6.67 GiB', source: 'code corpus: vLLM deployment log (gpu_worker.py message)', role: 'EngineCore' },
    { line: 'ERROR 03-13 11:26:04 [core.py:337] EngineCore hit an exception: Traceback (most recent call last):', source: 'vllm-project/vllm#14765', end: 'failed', wrapper: true },
    { line: '(EngineCore_DP0 pid=1356) (RayWorkerWrapper pid=383, ip=192.168.200.12) INFO 02-04 18:47:06 [cuda.py:345] Using AttentionBackendEnum.FLASHINFER backend.', source: 'eugr/spark-vllm-docker#29', role: 'EngineCore_DP0' },
    { line: "(VllmWorkerProcess pid=90) INFO 12-20 20:25:49 model_runner.py:1413] Capturing cudagraphs for decoding. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.", source: 'vllm-project/vllm#11251', phase: 'cuda_graphs', role: 'VllmWorkerProcess' },
    // The paste lost the tag's `(`: no prefix is read, the notice is still seen.
    { line: "RayWorkerWrapper pid=1861983) INFO 03-27 10:29:03 [model_runner.py:1442] Capturing cudagraphs for decoding. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.", source: 'vllm-project/vllm#15598', phase: 'cuda_graphs' },
    { line: '(Worker_TP1_EP1 pid=43) DEBUG 09-13 16:16:38 [compilation/cuda_graph.py:134] Capturing a cudagraph on (PIECEWISE,BatchDescriptor(num_tokens=2, uniform_decode=False))', source: 'vllm-project/vllm-ascend#2416', phase: 'cuda_graphs', role: 'Worker_TP1_EP1' },
    { line: '(Worker_TP1 pid=530) INFO 10-06 18:54:29 [v1/worker/gpu_model_runner.py:2641] Loading drafter model...', source: 'vllm-project/vllm#26328', phase: 'loading_weights', role: 'Worker_TP1' },
    { line: '[rank0]:[W514 11:29:56.613774080 ProcessGroupNCCL.cpp:1496] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())', source: 'vllm-project/vllm#18163', end: 'stopped' },
    { line: '[rank0]:[W313 03:10:56.503853755 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group has NOT been destroyed before we destruct ProcessGroupNCCL. On normal program exit, the application should call destroy_process_group to ensure that any pending NCCL operations have finished in this process. In rare cases this process can exit before this point and block the progress of another member of the process group. This constraint has always been present, but this warning has only been added since PyTorch 2.4 (function operator())', source: 'vllm-project/vllm#13294', end: 'stopped' },
    { line: '(raylet) The node with node id: 0f219779261fab027e79667e6451e061ded81c76f07d05584652d818 and address: 10.0.0.51 and node name: 10.0.0.51 has been marked dead because the detector has missed too many heartbeats from it. This can happen when a \t(1) raylet crashes unexpectedly (OOM, preempted node, etc.) ', source: 'ray-project/ray#45179', cause: true },
    { line: 'ERROR 03-21 17:27:44 [core.py:340] ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.', source: 'vllm-project/vllm#15102', end: 'failed', cause: true },
    { line: 'Memory on the node (IP: 169.254.181.2, ID: 708c7baf966d59aa3f08299830c349ca055293ebb1c33d8e72cd3336) where the task (actor ID: 0dab4ab45f6c947201afac6d01000000, name=RayWorkerVllm.__init__, pid=308, memory used=11.15GB) was running was 12.49GB / 13.15GB (0.950003), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 79a553ea91fe46f95e8384ddf8a8f0a01e3418a975ecd0af983c7bb2) because it was the most recently scheduled task; to see more information about memory usage on this node, use `ray logs raylet.out -ip 169.254.181.2`.', source: 'vllm-project/vllm#2669', detect: true, end: 'failed', cause: true },
    { line: '\tclass_name: RayWorkerWrapper', source: 'vllm-project/vllm#17770', detect: true },
    { line: '2025-02-17 15:27:18,342 INFO compiled_dag_node.py:1872 -- Cancelling compiled worker on actor: Actor(RayWorkerWrapper, a1dcab214fac9e464505ef2701000000)', source: 'vllm-project/vllm#13437', detect: true },
    { line: 'Processed prompts: 100%|██████████████████████████████████████████████████████| 4/4 [00:00<00:00, 18.26it/s, est. speed input: 100.47 toks/s, output: 292.28 toks/s]', source: 'vllm-project/vllm#6090', detect: true },
    { line: 'model_runner_base.py:120] Writing input of failed execution to /tmp/err_execute_model_input_20250219-121443.pkl...', source: 'vllm-project/vllm#8177', detect: true },
    { line: 'ERROR 07-09 13:21:18 [core.py:396] The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file.', source: 'gpustack/gpustack#2415', cause: true },
    { line: '(ApiServer_3 pid=748307) INFO:     127.0.0.1:45516 - "POST /v1/completions HTTP/1.1" 200 OK', source: 'vllm-project/vllm#27711', phase: 'ready', role: 'ApiServer_3' },
    { line: 'ERROR 05-11 11:39:27 [utils.py:291] Exception occurred while running API servers: Process ApiServer_0 (PID: 359) died with exit code 1', source: 'vllm-project/vllm-ascend#9071', end: 'failed' },
    { line: '  File "/usr/local/lib/python3.12/dist-packages/vllm/scripts.py", line 201, in main', source: 'ROCm/legacy-rocm-build#4386', detect: true, end: 'failed' },
    { line: '  File "/usr/local/bin/vllm", line 8, in <module>', source: 'ROCm/legacy-rocm-build#4386', detect: true },
    { line: 'INFO 03-19 15:36:16 hpu_model_runner.py:774] Pre-loading model weights on hpu:0 took 93.54 GiB of device memory (93.55 GiB/126.6 GiB used) and 4.331 GiB of host memory (80.67 GiB/1005 GiB used)', source: 'HabanaAI/vllm-fork#809', phase: 'weights_loaded' },
    { line: 'INFO 02-04 12:35:23 hpu_model_runner.py:794] Loading model weights took in total 15.05 GiB of device memory (15.05 GiB/30.15 GiB used) and 1.134 GiB of host memory (54.29 GiB/748 GiB used)', source: 'HabanaAI/vllm-fork#776', phase: 'weights_loaded' },
    { line: 'ERROR 02-04 12:35:23 engine.py:387] [Rank:0] FATAL ERROR :: MODULE:PT_LAZY Error, ValidateSyncInputTensors tensor_data is empty. Tensorid:3375 QueueStatus:ThreadPool m_tasks size: 0 irValue:id_8791_hpu__input Uniqueid: 3375', source: 'HabanaAI/vllm-fork#776', cause: true },
    { line: '(APIServer pid=3945527) INFO 05-26 19:19:56 [launcher.py:100] [shutdown] API server: shutdown triggered', source: 'vllm-project/vllm#43707', end: 'stopped', role: 'APIServer' },
    { line: '(Worker_TP0 pid=3946523) INFO 05-26 19:19:56 [multiproc_executor.py:905] [shutdown] WorkerProc: terminated by shutdown signal', source: 'vllm-project/vllm#43707', end: 'stopped', role: 'Worker_TP0' },
    { line: '(APIServer pid=1) KeyboardInterrupt: terminated', source: 'vllm-project/vllm#42389', end: 'stopped', wrapper: true, role: 'APIServer' },
    { line: '(APIServer pid=1)     raise KeyboardInterrupt("terminated")', source: 'vllm-project/vllm#42389', role: 'APIServer' },
    { line: '(Worker_DP0_TP0 pid=1387) WARNING 04-03 16:05:24 [multiproc_executor.py:866] WorkerProc was terminated', source: 'vllm-project/vllm#19196', end: 'stopped', role: 'Worker_DP0_TP0' },
    { line: '(APIServer pid=2283) WARNING 06-23 02:49:44 [serving.py:651]   File "/vllm-workspace/vllm/vllm/v1/engine/async_llm.py", line 579, in generate', source: 'vllm-project/vllm-ascend#10815', detect: true, phase: 'ready', role: 'APIServer' },
    // A quote without prefixes: the words alone name vLLM.
    { line: '[shutdown] EngineCore: trigger received signal=SIGTERM', source: 'vllm-project/vllm#50067', detect: true, end: 'stopped' },
    { line: '... EngineDeadError: EngineCore encountered an issue.', source: 'vllm-project/vllm#50067', detect: true, wrapper: true, end: 'failed' },
    // The drain that follows is part of the same stop, not another end line.
    { line: '(APIServer pid=3945527) INFO 05-26 19:19:56 [launcher.py:116] [shutdown] API server: stopping engine client mode=drain timeout=15s', source: 'vllm-project/vllm#43707', role: 'APIServer' },
    // Printed while torch.compile runs: the project proves compile by its total only (detect-phases.test.ts).
    { line: 'INFO 05-14 11:29:18 [backends.py:430] Dynamo bytecode transform time: 12.01 s', source: 'vllm-project/vllm#18163' },
    { line: '(APIServer pid=1) INFO 07-21 04:58:58 [launcher.py:37] Available routes are:', source: 'noonghunna/club-3090#747', phase: 'ready', role: 'APIServer' },
    { line: '(APIServer pid=1) INFO 07-21 04:58:58 [launcher.py:46] Route: /openapi.json, Methods: HEAD, GET', source: 'noonghunna/club-3090#747', phase: 'ready', role: 'APIServer' },
    { line: 'INFO 03-31 07:47:51 [tpu_model_runner.py:769] Compiling the model with different input shapes.', source: 'vllm-project/vllm#15727', phase: 'compile' },
    { line: "(EngineCore pid=2406564) INFO 04-17 23:33:47 [compilation_manager.py:81] Precompile input_embeddings_merger --> {'num_tokens': 16}", source: 'vllm-project/tpu-inference#2313', phase: 'compile', role: 'EngineCore' },
    { line: '(EngineCore_DP0 pid=2982916) INFO 10-20 00:02:29 [model_loader.py:307] Loading model with MODEL_IMPL_TYPE=flax_nnx', source: 'vllm-project/tpu-inference#898', phase: 'loading_weights', role: 'EngineCore_DP0' },
    { line: 'CRITICAL 11-05 12:03:03 launcher.py:99] MQLLMEngine is already dead, terminating server process', source: 'vllm-project/vllm#10024', detect: true, end: 'failed' },
    // Inside k9s's frame in the thread; the frame is the viewer's.
    { line: 'CRITICAL 08-30 19:19:10 launcher.py:82] AsyncLLMEngine has failed, terminating server process', source: 'vllm-project/vllm#8016', detect: true, end: 'failed' },
    { line: "ERROR 11-05 12:03:00 client.py:250] RuntimeError('Engine loop has died')", source: 'vllm-project/vllm#10024', end: 'failed' },
    { line: 'ERROR 10-10 01:53:56 client.py:412] TimeoutError("Server didn\'t reply within 5000 ms")', source: 'QwenLM/Qwen3#1008', end: 'failed', cause: true },
    { line: "ERROR 10-10 01:53:56 client.py:412] TimeoutError: Server didn't reply within 5000 ms", source: 'vllm-project/vllm#9230', end: 'failed', cause: true },
    { line: 'vllm.engine.async_llm_engine.AsyncEngineDeadError: Background loop has errored already.', source: 'scaleapi/llm-engine#545', detect: true, end: 'failed', wrapper: true },
    { line: '2024-06-25 12:27:28.331     raise AsyncEngineDeadError(', source: 'vllm-project/vllm#5822' },
    // The engine core's constructor and KV-cache sizing, frames of its start-up traceback whose run_engine_core frame was cut (gpustack/gpustack#4652).
    { line: 'ERROR 02-24 17:09:23 [core.py:632]   File "/usr/local/python3.11.13/lib/python3.11/site-packages/vllm/v1/engine/core.py", line 158, in _initialize_kv_caches', source: 'gpustack/gpustack#4652', detect: true, end: 'failed' },
    { line: '(EngineCore_DP0 pid=39062) ERROR 06-02 07:46:41 [core.py:1006]   File "/home/tester/pyvenv_3.11/lib64/python3.11/site-packages/vllm-0.16.0+cpu-py3.11-linux-ppc64le.egg/vllm/v1/engine/core.py", line 106, in __init__', source: 'ppc64le/build-scripts#8270', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '(EngineCore pid=45464) ERROR 07-17 21:06:24 [core.py:1240]   File "D:\\vLLM\\.venv312\\Lib\\site-packages\\vllm\\v1\\executor\\multiproc_executor.py", line 201, in _init_executor', source: 'SystemPanic/vllm-windows#71', detect: true, end: 'failed', role: 'EngineCore' },
    { line: '2025-12-20 04:37:58.574872+08:00 - gpustack.worker.backends.vllm - INFO - Starting vLLM model instance: Qwen3-nntL6', source: 'gpustack/gpustack#3969', detect: true },
    { line: '4:51PM DBG Loading external backend: /build/backend/python/vllm/run.sh', source: 'mudler/LocalAI#1710', detect: true },
    { line: 'RuntimeError: CUDA out of memory occurred when warming up sampler with 256 dummy requests.', source: 'vllm-project/vllm#19445', detect: true, cause: true },
    // The compiled model's entry, under a worker nested in the engine core's prefix, its exception cut.
    { line: '(EngineCore_DP0 pid=26353) (Worker_TP7 pid=26373) ERROR 12-17 13:32:44 [multiproc_executor.py:815]   File "/usr/local/lib/python3.12/dist-packages/vllm/compilation/decorators.py", line 399, in __call__', source: 'vllm-project/vllm#30905', end: 'failed' },
    // The KV-cache sizing's frames under the engine core's start-up handler, its exception line cut.
    { line: '(EngineCore_DP0 pid=223840) ERROR 10-25 13:08:43 [core.py:708]   File "/opt/conda/envs/vllm_env/lib/python3.13/site-packages/vllm/v1/core/kv_cache_utils.py", line 1243, in get_kv_cache_configs', source: 'vllm-project/vllm#27508', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    { line: '(EngineCore_DP0 pid=223840) ERROR 10-25 13:08:43 [core.py:708]   File "/opt/conda/envs/vllm_env/lib/python3.13/site-packages/vllm/v1/core/kv_cache_utils.py", line 699, in check_enough_kv_cache_memory', source: 'vllm-project/vllm#27508', detect: true, end: 'failed', role: 'EngineCore_DP0' },
    // The worker's device set-up, under the in-process worker of the engine core: a start-up frame, its exception cut (eugr/spark-vllm-docker#267).
    { line: '(EngineCore pid=126) ERROR 05-30 18:55:07 [core.py:1186]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 330, in init_device', source: 'eugr/spark-vllm-docker#267', detect: true, end: 'failed', role: 'EngineCore' },
    // The block table's constructor, allocating its device tensor (vllm-project/vllm-omni#424, the paste's literal escapes unwrapped).
    { line: '(EngineCore_DP0 pid=6444) ERROR 12-23 07:23:11 [core.py:708]   File "/vllm-workspace/vllm-ascend/vllm_ascend/worker/block_table.py", line 60, in __init__', source: 'vllm-project/vllm-omni#424', end: 'failed', role: 'EngineCore_DP0' },
    // V0's Ray worker failing there proves no end: its driver may hang in its own all_reduce (ray-project/ray#44533).
    { line: '(RayWorkerVllm pid=7500) ERROR 04-07 00:57:46 ray_utils.py:45]   File "/root/miniconda3/lib/python3.10/site-packages/vllm-0.3.3+cu122-py3.10-linux-ppc64le.egg/vllm/worker/worker.py", line 92, in init_device', source: 'ray-project/ray#44533', detect: true, role: 'RayWorkerVllm' },
    // Not the engine core's death, but the API server's client failing to build: start-up failed all the same.
    { line: '(APIServer pid=585)   File "/vllm-workspace/vllm/vllm/v1/engine/core_client.py", line 448, in __init__', source: 'vllm-project/vllm-ascend#4744', detect: true, end: 'failed', role: 'APIServer' },
    { line: '(APIServer pid=1)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/main.py", line 73, in main', source: 'vllm-project/vllm#33447', detect: true, end: 'failed', role: 'APIServer' },
    // The command it dispatched to is no top: a caller may have caught there.
    { line: '(APIServer pid=1)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/serve.py", line 111, in cmd', source: 'vllm-project/vllm#33447', detect: true, role: 'APIServer' },
    { line: '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing method init_device: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details), Traceback (most recent call last):', source: 'vllm-project/vllm#7800', end: 'failed', cause: true, role: 'VllmWorkerProcess' },
  ],
};
