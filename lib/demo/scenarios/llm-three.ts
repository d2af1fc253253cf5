import type { DemoLine, DemoScenario, DemoState, DemoVram } from '../types';
import { api, engine, rank, ranks, SHARDS, SITE, systemd, traceback } from './vllm-lines';

// Crash loop: the first attempt dies on an NCCL error but its rank-3 worker stays behind holding ~61 GiB of GPU 3
// (systemd: "remains running after unit stopped"); every restart then runs out of memory on GPU 3 and the restart
// counter climbs until the start limit. The loop starts over as if an operator freed the GPU and started the unit.

const MODEL = '/models/Qwen3-235B-A22B-FP8';
const RESTARTS = 5;
const CYCLE = 30;
const FIRST_RESTART = 65;
const workers = (first: number) => Array.from({ length: 8 }, (_, i) => first + i);

function boot(attempt: string, t: number): DemoLine[] {
  return [
    api(t + 3, attempt, 'INFO {stamp} [api_server.py:1885] vLLM API server version 0.13.0'),
    engine(t + 5, attempt, `INFO {stamp} [core.py:93] Initializing a V1 LLM engine (v0.13.0) with config: model='${MODEL}', tensor_parallel_size=8, dtype=torch.bfloat16, max_seq_len=40960, quantization=fp8, enforce_eager=False`),
    ranks(t + 7, attempt, 'INFO {stamp} [parallel_state.py:1325] rank {rank} in world size 8 is assigned as DP rank 0, PP rank 0, TP rank {rank}, EP rank {rank}'),
    ranks(t + 9, attempt, `INFO {stamp} [gpu_model_runner.py:3338] Starting to load model ${MODEL}...`),
  ];
}

const first: DemoLine[] = [
  systemd.started(0, 'first'),
  ...boot('first', 0),
  { at: 13, attempt: 'first', from: 'main', message: SHARDS, progress: { count: 24, every: 1 } },
  ranks(38, 'first', 'INFO {stamp} [default_loader.py:291] Loading weights took 24.87 seconds'),
  ranks(39, 'first', 'INFO {stamp} [gpu_model_runner.py:3417] Model loading took 29.3312 GiB and 27.104410 seconds'),
  rank(44, 'first', 3, 'WARNING {stamp} [shm_broadcast.py:466] No available shared memory broadcast block found in 60 seconds. This typically happens when some processes are hanging or doing some time-consuming work (e.g. compilation).'),
  ...traceback(49, 'first', (text) => ({ attempt: 'first', from: { rank: 5 }, message: `(Worker_TP5 pid={wpid}) ERROR {stamp} [multiproc_executor.py:839] ${text}` }), [
    'WorkerProc hit an exception.',
    'Traceback (most recent call last):',
    `  File "${SITE}/torch/distributed/distributed_c10d.py", line 2822, in all_reduce`,
    '    work = group.allreduce([tensor], opts)',
    'torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3690, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.7',
  ]),
  engine(50, 'first', "ERROR {stamp} [core.py:843] RuntimeError: Worker failed with error 'NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)', please check the stack trace above for the root cause"),
  systemd.mainExited(55, 'first'),
  { at: 55, attempt: 'first', from: 'systemd', priority: 4, message: '{unit}: Unit process {wpid:3} (python3.12) remains running after unit stopped.' },
  systemd.failedWith(55, 'first', 'exit-code'),
];

function restart(i: number): { lines: DemoLine[]; states: DemoState[]; vram: DemoVram[] } {
  const key = `retry${i}`;
  const previous = i === 1 ? 'first' : `retry${i - 1}`;
  const t = FIRST_RESTART + (i - 1) * CYCLE;
  const oom = [
    'WorkerProc failed to start.',
    'Traceback (most recent call last):',
    `  File "${SITE}/vllm/v1/worker/gpu_model_runner.py", line 3345, in load_model`,
    '    self.model = model_loader.load_model(',
    `  File "${SITE}/vllm/model_executor/layers/fused_moe/layer.py", line 1187, in create_weights`,
    '    w13_weight = torch.nn.Parameter(torch.empty(',
    'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.88 GiB. GPU 3 has a total capacity of 79.19 GiB of which 1.02 GiB is free. Process {wpid:3@first} has 60.87 GiB memory in use. Including non-PyTorch memory, this process has 17.28 GiB memory in use. Of the allocated memory 16.71 GiB is allocated by PyTorch, and 61.48 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)',
  ];
  const lines: DemoLine[] = [
    systemd.restartScheduled(t, previous, i),
    systemd.stopped(t, previous),
    systemd.started(t + 0.1, key),
    { at: t + 0.1, attempt: key, from: 'systemd', priority: 4, message: '{unit}: Found left-over process {wpid:3@first} (python3.12) in control group while starting unit. Ignoring.' },
    { at: t + 0.1, attempt: key, from: 'systemd', priority: 4, message: '{unit}: This usually indicates unclean termination of a previous run, or service implementation deficiencies.' },
    ...boot(key, t),
    { at: t + 10, attempt: key, from: 'main', message: SHARDS, progress: { count: 9, every: 0.6, total: 24 } },
    ...traceback(t + 16, key, (text) => ({ attempt: key, from: { rank: 3 }, message: `(Worker_TP3 pid={wpid}) ERROR {stamp} [multiproc_executor.py:772] ${text}` }), oom),
    engine(t + 17, key, 'ERROR {stamp} [core.py:866] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.'),
    api(t + 18, key, 'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}'),
    systemd.mainExited(t + 20, key),
    systemd.failedWith(t + 20, key, 'exit-code'),
  ];
  const states: DemoState[] = [
    { at: t + 0.1, attempt: key, activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: i },
    { at: t + 20, attempt: key, activeState: 'activating', subState: 'auto-restart', result: 'exit-code', running: false, nRestarts: i },
  ];
  const vram: DemoVram[] = [{ attempt: key, holder: 'ranks', points: [[t + 7, 523], [t + 10, 600], [t + 16, 17100]], until: t + 19, utilization: [[t + 10, 2]] }];
  return { lines, states, vram };
}

const retries = Array.from({ length: RESTARTS }, (_, i) => restart(i + 1));
const limitAt = FIRST_RESTART + RESTARTS * CYCLE;
const last = `retry${RESTARTS}`;

const firstVram: DemoVram[] = Array.from({ length: 8 }, (_, r) => ({
  attempt: 'first',
  holder: { rank: r },
  points: r === 3 ? [[9, 523], [13, 800], [37, 30035], [44, 62331]] : [[9, 523], [13, 800], [37, 30035]],
  // The rank-3 worker outlives its attempt: its memory is what every retry runs out of.
  until: r === 3 ? 240 : 55,
  utilization: r === 3 ? [[13, 5], [44, 100]] : [[13, 5], [38, 0]],
}));

export const LLM_THREE: DemoScenario = {
  name: 'llm-three',
  unit: 'vllm-qwen3-235b.service',
  description: 'vLLM Qwen3-235B-A22B',
  identifier: 'python3.12',
  loopSeconds: 240,
  fixedIdentity: false,
  pidStride: 3100,
  attempts: {
    first: { mainPid: 14520, enginePid: 14590, workerPids: workers(14601) },
    ...Object.fromEntries(retries.map((_, i) => [`retry${i + 1}`, { mainPid: 15000 + i * 400, enginePid: 15060 + i * 400, workerPids: workers(15101 + i * 400) }])),
  },
  prelude: [],
  journal: [
    ...first,
    ...retries.flatMap((r) => r.lines),
    systemd.restartScheduled(limitAt, last, RESTARTS + 1),
    systemd.stopped(limitAt, last),
    { at: limitAt, attempt: last, from: 'systemd', priority: 3, message: '{unit}: Start request repeated too quickly.' },
    systemd.failedWith(limitAt, last, 'start-limit-hit'),
    { at: limitAt, attempt: last, from: 'systemd', priority: 3, message: 'Failed to start {unit} - {description}.', fields: { MESSAGE_ID: 'be02cf6855d2428ba40df7e9d022f03d', JOB_TYPE: 'start', JOB_RESULT: 'failed' } },
  ],
  preludeStates: [],
  states: [
    { at: 0, attempt: 'first', activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: 0 },
    { at: 55, attempt: 'first', activeState: 'activating', subState: 'auto-restart', result: 'exit-code', running: false, nRestarts: 0 },
    ...retries.flatMap((r) => r.states),
    { at: limitAt, attempt: last, activeState: 'failed', subState: 'failed', result: 'start-limit-hit', running: false, nRestarts: RESTARTS + 1 },
  ],
  gpu: { count: 8, name: 'NVIDIA H100 80GB HBM3', totalMiB: 81559, idleMiB: 4, contextMiB: 519 },
  vram: [...firstVram, ...retries.flatMap((r) => r.vram)],
  smiFailure: null,
  // The crash-looping host also has a clock three minutes fast (no NTP), so the timeline shows the skew notice.
  clockOffsetMs: 3 * 60_000,
  unreachable: null,
};
