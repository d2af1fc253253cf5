import type { DemoLine, DemoScenario, DemoState, DemoVram } from '../types';
import { api, engine, ENGINE_METRICS, rank, ranks, SHARDS, SITE, systemd, traceback } from './vllm-lines';

// The story of DESIGN.md: a restart after a reinstall dies on the flashinfer-cubin mismatch, systemd restarts it,
// the new attempt loads 8 B200s to ~73.7 GiB each, allocates the KV cache and gets ready. ~9 min are compressed to
// 2.5 min of loading; the loop then restarts the unit again so the demo is always live.

const MODEL = '/shared/kimi-k2.5-nvfp4';
const workers = (first: number) => Array.from({ length: 8 }, (_, i) => first + i);

// The reinstall before the crash pulled a newer nightly (and with it flashinfer 0.6.4 beside a 0.6.3 cubin package);
// the fix rolled back to the build that last served, so every loop the crashed attempt differs from the ready one.
const BUILDS = {
  crashed: { version: '0.16.0rc2.dev344', maxModelLen: 262144 },
  ready: { version: '0.16.0rc2.dev313', maxModelLen: 131072 },
} as const;
const versionLine = (key: keyof typeof BUILDS) => `[api_server.py:1885] vLLM API server version ${BUILDS[key].version}`;
const argsLine = (key: keyof typeof BUILDS) =>
  `[utils.py:328] non-default args: {'model_tag': '${MODEL}', 'host': '0.0.0.0', 'model': '${MODEL}', 'trust_remote_code': True, 'max_model_len': ${BUILDS[key].maxModelLen}, 'served_model_name': ['kimi-k2.5'], 'tensor_parallel_size': 8, 'enable_expert_parallel': True, 'gpu_memory_utilization': 0.9}`;
// Printed in every start, healthy ones too: noise, not the cause.
const SPARSE_NOISE = "[import_utils.py:87] Failed to import SparseMatrix: No module named 'torch_sparse'";
const engineConfig = (key: keyof typeof BUILDS) =>
  `[core.py:96] Initializing a V1 LLM engine (v${BUILDS[key].version}) with config: model='${MODEL}', speculative_config=None, tokenizer='${MODEL}', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=${BUILDS[key].maxModelLen}, download_dir=None, load_format=auto, tensor_parallel_size=8, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=modelopt_fp4, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, seed=0, served_model_name=kimi-k2.5, enable_prefix_caching=True`;
const RANK_ASSIGNED = '[parallel_state.py:1325] rank {rank} in world size 8 is assigned as DP rank 0, PP rank 0, PCP rank 0, TP rank {rank}, EP rank {rank}';
const START_LOAD = `[gpu_model_runner.py:4128] Starting to load model ${MODEL}...`;

function startup(attempt: keyof typeof BUILDS, t: number): DemoLine[] {
  return [
    api(t, attempt, `INFO {stamp} ${versionLine(attempt)}`),
    api(t + 0.1, attempt, `INFO {stamp} ${argsLine(attempt)}`),
    api(t + 1, attempt, `ERROR {stamp} ${SPARSE_NOISE}`),
    engine(t + 4, attempt, `INFO {stamp} ${engineConfig(attempt)}`),
    ranks(t + 9, attempt, `INFO {stamp} ${RANK_ASSIGNED}`),
  ];
}

const W = '(Worker_TP0 pid={wpid}) ERROR {stamp} [multiproc_executor.py:772]';
const FLASHINFER_CRASH = traceback(18.05, 'crashed', (text) => ({ attempt: 'crashed', from: { rank: 0 }, message: `${W} ${text}` }), [
  'Traceback (most recent call last):',
  `  File "${SITE}/vllm/v1/executor/multiproc_executor.py", line 743, in worker_main`,
  '    worker = WorkerProc(*args, **kwargs)',
  '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  `  File "${SITE}/vllm/v1/executor/multiproc_executor.py", line 572, in __init__`,
  '    self.worker.load_model()',
  `  File "${SITE}/vllm/v1/worker/gpu_worker.py", line 290, in load_model`,
  '    self.model_runner.load_model(eep_scale_up=eep_scale_up)',
  `  File "${SITE}/vllm/v1/worker/gpu_model_runner.py", line 4141, in load_model`,
  '    self.model = model_loader.load_model(',
  '                 ^^^^^^^^^^^^^^^^^^^^^^^^^',
  `  File "${SITE}/vllm/model_executor/layers/quantization/modelopt.py", line 1203, in create_weights`,
  '    import flashinfer',
  `  File "${SITE}/flashinfer/__init__.py", line 58, in <module>`,
  '    raise RuntimeError(',
  'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4). Please install the same version of both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check.',
]);

const E = '(EngineCore_DP0 pid={engine}) ERROR {stamp} [core.py:866]';
const ENGINE_WRAPPER = traceback(19, 'crashed', (text) => ({ attempt: 'crashed', from: 'engine', message: `${E} ${text}` }), [
  'EngineCore failed to start.',
  'Traceback (most recent call last):',
  `  File "${SITE}/vllm/v1/engine/core.py", line 857, in run_engine_core`,
  '    engine_core = EngineCoreProc(*args, **kwargs)',
  `  File "${SITE}/vllm/v1/executor/multiproc_executor.py", line 206, in wait_for_ready`,
  '    raise e from None',
  'Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.',
]);

const API_WRAPPER = traceback(20, 'crashed', (text) => ({ attempt: 'crashed', from: 'main', message: `(APIServer pid={pid}) ${text}` }), [
  'Traceback (most recent call last):',
  '  File "/opt/vllm/.venv/bin/vllm", line 10, in <module>',
  '    sys.exit(main())',
  `  File "${SITE}/vllm/v1/engine/utils.py", line 1044, in wait_for_engine_startup`,
  '    raise RuntimeError(',
  'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}',
]);

const journal: DemoLine[] = [
  // The attempt that was ready in the previous loop is restarted by an operator.
  systemd.stopping(0, 'ready', { loopDelta: -1 }),
  api(0.3, 'ready', 'INFO {stamp} [launcher.py:110] Shutting down FastAPI HTTP server.', { loopDelta: -1 }),
  systemd.deactivated(1.5, 'ready', { loopDelta: -1 }),
  { ...systemd.stopped(1.5, 'ready'), loopDelta: -1 },
  { ...systemd.consumed(1.5, 'ready', '41min 12.337s'), loopDelta: -1 },
  systemd.started(1.6, 'crashed'),
  ...startup('crashed', 5),
  ranks(16, 'crashed', `INFO {stamp} ${START_LOAD}`),
  ranks(18, 'crashed', 'ERROR {stamp} [multiproc_executor.py:772] WorkerProc failed to start.'),
  ...FLASHINFER_CRASH,
  ...ENGINE_WRAPPER,
  ...API_WRAPPER,
  systemd.mainExited(23, 'crashed'),
  systemd.failedWith(23, 'crashed', 'exit-code'),
  systemd.consumed(23, 'crashed', '1min 3.902s'),
  systemd.restartScheduled(33, 'crashed', 1),
  systemd.stopped(33, 'crashed'),
  systemd.started(33.1, 'ready'),
  ...startup('ready', 38),
  ranks(60, 'ready', `INFO {stamp} ${START_LOAD}`),
  rank(61, 'ready', 0, "INFO {stamp} [weight_utils.py:536] Using model weights format ['*.safetensors']"),
  { at: 62, attempt: 'ready', from: 'main', message: SHARDS, progress: { count: 64, every: 2.34 } },
  ranks(212, 'ready', 'INFO {stamp} [default_loader.py:291] Loading weights took 149.87 seconds'),
  ranks(213, 'ready', 'INFO {stamp} [gpu_model_runner.py:4227] Model loading took 71.4330 GiB and 152.114238 seconds'),
  engine(225, 'ready', 'INFO {stamp} [monitor.py:34] torch.compile takes 9.87 s in total'),
  engine(228, 'ready', 'INFO {stamp} [kv_cache_utils.py:1291] GPU KV cache size: 2,465,856 tokens'),
  engine(228.1, 'ready', 'INFO {stamp} [kv_cache_utils.py:1296] Maximum concurrency for 131,072 tokens per request: 18.81x'),
  // tqdm redraws with \r: journald keeps the bytes, journalctl -o json prints them as an array.
  rank(232, 'ready', 0, 'Capturing CUDA graphs (decode, FULL):  97%|█████████▋| 34/35 [00:04<00:00,  8.12it/s]\rCapturing CUDA graphs (decode, FULL): 100%|██████████| 35/35 [00:04<00:00,  8.31it/s]'),
  ranks(236, 'ready', 'INFO {stamp} [gpu_model_runner.py:5088] Graph capturing finished in 8 secs, took 1.37 GiB'),
  engine(237, 'ready', 'INFO {stamp} [core.py:259] init engine (profile, create kv cache, warmup model) took 24.56 seconds'),
  api(240, 'ready', 'INFO {stamp} [api_server.py:1634] Starting vLLM API server 0 on http://0.0.0.0:8000'),
  api(240.5, 'ready', 'INFO:     Started server process [{pid}]'),
  api(240.6, 'ready', 'INFO:     Waiting for application startup.'),
  api(240.7, 'ready', 'INFO:     Application startup complete.'),
  { ...api(250, 'ready', 'INFO:     10.0.2.31:51234 - "GET /health HTTP/1.1" 200 OK'), progress: { count: 3, every: 12 } },
  { ...api(252, 'ready', `INFO {stamp} ${ENGINE_METRICS}`), progress: { count: 3, every: 12 } },
];

const states: DemoState[] = [
  { at: 0, attempt: 'ready', loopDelta: -1, activeState: 'deactivating', subState: 'stop-sigterm', result: 'success', running: true, nRestarts: 1 },
  { at: 1.5, attempt: 'ready', loopDelta: -1, activeState: 'inactive', subState: 'dead', result: 'success', running: false, nRestarts: 1 },
  { at: 1.6, attempt: 'crashed', activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: 0 },
  { at: 23, attempt: 'crashed', activeState: 'activating', subState: 'auto-restart', result: 'exit-code', running: false, nRestarts: 0 },
  { at: 33.1, attempt: 'ready', activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: 1 },
];

const vram: DemoVram[] = [
  { attempt: 'crashed', holder: 'ranks', points: [[14, 523], [17, 1431]], until: 21, utilization: [[14, 0]] },
  {
    attempt: 'ready',
    holder: 'ranks',
    points: [[47, 523], [61, 1200], [212, 73208], [226, 74100], [228.5, 164300], [236, 165600]],
    // Carries into the next loop until that loop stops it at 1.5 s.
    until: 301.5,
    utilization: [[47, 0], [62, 3], [212, 0], [214, 100], [226, 0], [229, 85], [237, 0], [250, 4]],
  },
];

export const LLM_TWO: DemoScenario = {
  name: 'llm-two',
  unit: 'vllm-kimi-k25.service',
  description: 'vLLM Kimi-K2.5 NVFP4',
  identifier: 'vllm',
  loopSeconds: 300,
  fixedIdentity: false,
  pidStride: 2400,
  attempts: {
    crashed: { mainPid: 221343, enginePid: 221380, workerPids: workers(221401) },
    ready: { mainPid: 222636, enginePid: 222650, workerPids: workers(222701) },
  },
  prelude: [],
  journal,
  preludeStates: [],
  states,
  gpu: { count: 8, name: 'NVIDIA B200', totalMiB: 183359, idleMiB: 0, contextMiB: 523 },
  vram,
  smiFailure: null,
  unreachable: null,
  // Up from "Starting vLLM API server" until the next loop's restart stops it.
  http: { port: 8000, model: { id: 'kimi-k2.5', root: MODEL, maxModelLen: BUILDS.ready.maxModelLen }, up: [[0, 0.3], [240, 300]] },
};
