import type { DemoLine, DemoScenario, DemoState, DemoVram } from '../types';
import { argsBlock, event, launcher, shard, shardsExcept, tgi } from './tgi-lines';
import { systemd } from './vllm-lines';

// text-generation-inference on 8× H100, every 300 s: an operator restarts the unit; in the gap another job takes
// ~33 GiB of GPU 5, so shard 5 runs out of memory while loading the FP8 weights and the launcher gives up
// (ShardCannotStart); that job is gone by systemd's restart, which loads all 8 shards, warms up, connects and serves.

const MODEL = '/models/Meta-Llama-3.1-405B-Instruct-FP8';
const SHARDS = 8;
const OOM_RANK = 5;
const R = 'text_generation_router';
const shards = (first: number) => Array.from({ length: SHARDS }, (_, i) => first + i);

const ARGS: [string, string][] = [
  ['model_id', `"${MODEL}"`],
  ['revision', 'None'],
  ['validation_workers', '2'],
  ['sharded', 'None'],
  ['num_shard', `Some(${SHARDS})`],
  ['quantize', 'None'],
  ['speculate', 'None'],
  ['dtype', 'None'],
  ['kv_cache_dtype', 'None'],
  ['trust_remote_code', 'false'],
  ['max_concurrent_requests', '128'],
  ['max_best_of', '2'],
  ['max_stop_sequences', '4'],
  ['max_top_n_tokens', '5'],
  ['max_input_tokens', 'Some(8191)'],
  ['max_input_length', 'None'],
  ['max_total_tokens', 'Some(8192)'],
  ['waiting_served_ratio', '0.3'],
  ['max_batch_prefill_tokens', 'Some(8242)'],
  ['max_batch_total_tokens', 'None'],
  ['max_waiting_tokens', '20'],
  ['max_batch_size', 'None'],
  ['cuda_graphs', 'None'],
  ['hostname', '"0.0.0.0"'],
  ['port', '8080'],
  ['prometheus_port', '9000'],
  ['shard_uds_path', '"/tmp/text-generation-server"'],
  ['master_addr', '"localhost"'],
  ['master_port', '29500'],
  ['huggingface_hub_cache', 'None'],
  ['weights_cache_override', 'None'],
  ['disable_custom_kernels', 'false'],
  ['cuda_memory_fraction', '1.0'],
  ['json_output', 'false'],
  ['otlp_service_name', '"text-generation-inference.router"'],
  ['api_key', 'None'],
  ['usage_stats', 'Off'],
  ['payload_limit', '2000000'],
  ['graceful_termination_timeout', '90'],
];

const SRV = '/usr/src/server/text_generation_server';
const VENV = '/usr/src/.venv/lib/python3.11/site-packages';
const OOM =
  'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.75 GiB. GPU 5 has a total capacity of 79.19 GiB of which 1.09 GiB is free. Process {wpid:5@stray} has 33.40 GiB memory in use. Including non-PyTorch memory, this process has 44.65 GiB memory in use. Of the allocated memory 43.37 GiB is allocated by PyTorch, and 14.02 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)';
/** `marker` is loguru's `>` on the frame that caught the exception (backtrace=True); Python's own print has none. */
const frames = (marker: string) => [
  'Traceback (most recent call last):',
  '  File "/usr/src/.venv/bin/text-generation-server", line 10, in <module>',
  '    sys.exit(app())',
  `  File "${VENV}/typer/main.py", line 323, in __call__`,
  '    return get_command(self)(*args, **kwargs)',
  `  File "${SRV}/cli.py", line 119, in serve`,
  '    server.serve(',
  `  File "${SRV}/server.py", line 315, in serve`,
  '    asyncio.run(',
  '  File "/usr/lib/python3.11/asyncio/base_events.py", line 641, in run_until_complete',
  '    self.run_forever()',
  `${marker} File "${SRV}/server.py", line 268, in serve_inner`,
  '    model = get_model_with_lora_adapters(',
  `  File "${SRV}/models/__init__.py", line 1657, in get_model_with_lora_adapters`,
  '    model = get_model(',
  `  File "${SRV}/models/__init__.py", line 1072, in get_model`,
  '    return FlashCausalLM(',
  `  File "${SRV}/models/flash_causal_lm.py", line 1253, in __init__`,
  '    model = model_class(prefix, config, weights)',
  `  File "${SRV}/models/custom_modeling/flash_llama_modeling.py", line 641, in __init__`,
  '    self.model = FlashLlamaModel(prefix, config, weights)',
  `  File "${SRV}/models/custom_modeling/flash_llama_modeling.py", line 439, in __init__`,
  '    self.mlp = LlamaMLP(',
  `  File "${SRV}/models/custom_modeling/flash_llama_modeling.py", line 336, in __init__`,
  '    self.gate_up_proj = TensorParallelColumnLinear.load_multi(',
  `  File "${SRV}/layers/tensor_parallel.py", line 168, in load_multi`,
  '    weight = weights.get_multi_weights_col(prefixes, dim=dim)',
  `  File "${SRV}/layers/fp8.py", line 331, in get_multi_weights_col`,
  '    w = [',
  `  File "${SRV}/utils/weights.py", line 244, in get_partial_sharded`,
  '    tensor = tensor.to(device=self.device)',
];

function startup(attempt: string, t: number): DemoLine[] {
  return [
    ...argsBlock(t, attempt, ARGS),
    launcher(t + 1.7, attempt, 'Using attention flashinfer - Prefix caching true'),
    launcher(t + 1.7, attempt, `Sharding model on ${SHARDS} processes`),
    launcher(t + 1.8, attempt, 'Using default cuda graphs [1, 2, 4, 8, 16, 32]'),
    tgi(t + 1.8, attempt, 'INFO', 'download: text_generation_launcher', `Starting check and download process for ${MODEL}`),
    launcher(t + 6.3, attempt, 'Files are already present on the host. Skipping download.'),
    tgi(t + 7.2, attempt, 'INFO', 'download: text_generation_launcher', `Successfully downloaded weights for ${MODEL}`),
    shard(t + 7.2, attempt, 'ranks', 'Starting shard'),
    launcher(t + 12.1, attempt, 'Using prefix caching = True'),
    launcher(t + 12.1, attempt, 'Using Attention = flashinfer'),
  ];
}

function waiting(attempt: string, t: number, count: number): DemoLine {
  return { ...shard(t, attempt, 'ranks', 'Waiting for shard to be ready...'), progress: { count, every: 10 } };
}

function shutdown(attempt: string, t: number, skip: number, extra: Partial<DemoLine> = {}): DemoLine[] {
  return [
    launcher(t, attempt, 'Shutting down shards', 'INFO', extra),
    ...shardsExcept(t + 0.05, attempt, skip, SHARDS, 'Terminating shard'),
    ...shardsExcept(t + 0.06, attempt, skip, SHARDS, 'Waiting for shard to gracefully shutdown'),
    ...shardsExcept(t + 1.3, attempt, skip, SHARDS, 'shard terminated', 0.02),
  ].map((l) => ({ ...l, ...extra }));
}

const oom = (t: number): DemoLine[] => [
  ...event(t, 'oom', '{iso} ERROR text_generation_launcher: Error when initializing model', [...frames('>'), OOM]),
  ...event(t + 0.8, 'oom', '{iso} ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', ['', ...frames(' '), `${OOM} rank=${OOM_RANK}`]),
  launcher(t + 0.9, 'oom', `Shard ${OOM_RANK} failed to start`, 'ERROR'),
  ...shutdown('oom', t + 0.9, OOM_RANK),
  { at: t + 2.3, attempt: 'oom', from: 'main', message: 'Error: ShardCannotStart' },
];

const READY_AT = 207.5;
/** A request span's fields, then the router's target: tracing's compact form. */
const success = (at: number, total: string, inference: string, perToken: string, count: number): DemoLine => ({
  ...tgi(
    at,
    'ready',
    'INFO',
    `chat_completions{total_time="${total}" validation_time="1.204117ms" queue_time="91.035µs" inference_time="${inference}" time_per_token="${perToken}" seed="None"}: ${R}::server`,
    'router/src/server.rs:622: Success',
  ),
  progress: { count, every: 15 },
});

const serving: DemoLine[] = [
  launcher(READY_AT, 'ready', 'Using prefill chunking = True'),
  { at: READY_AT + 0.6, attempt: 'ready', from: 'ranks', message: '{iso}  INFO text_generation_launcher: Server started at unix:///tmp/text-generation-server-{rank}' },
  shard(READY_AT + 0.7, 'ready', 'ranks', 'Shard ready in 142.6{rank}3219s'),
  launcher(READY_AT + 0.9, 'ready', 'Starting Webserver'),
  tgi(READY_AT + 1, 'ready', 'INFO', `${R}_v3`, 'backends/v3/src/lib.rs:125: Warming up model'),
  launcher(READY_AT + 1.3, 'ready', 'Using optimized Triton indexing kernels.'),
  launcher(READY_AT + 6.5, 'ready', 'KV-cache blocks: 301822, size: 1'),
  launcher(READY_AT + 8.6, 'ready', 'Cuda Graphs are enabled for sizes [32, 16, 8, 4, 2, 1]'),
  tgi(READY_AT + 11.6, 'ready', 'INFO', `${R}_v3`, 'backends/v3/src/lib.rs:137: Setting max batch total tokens to 301290'),
  tgi(READY_AT + 11.6, 'ready', 'INFO', `${R}_v3`, 'backends/v3/src/lib.rs:166: Using backend V3'),
  tgi(READY_AT + 11.7, 'ready', 'INFO', `${R}::server`, 'router/src/server.rs:1741: Using config Some(Llama)'),
  tgi(READY_AT + 11.7, 'ready', 'WARN', `${R}::server`, `router/src/server.rs:1801: no pipeline tag found for model ${MODEL}`),
  tgi(READY_AT + 12, 'ready', 'INFO', `${R}::server`, 'router/src/server.rs:2298: Connected'),
  success(READY_AT + 26, '2.913412705s', '2.912207839s', '22.758061ms', 4),
  success(READY_AT + 33, '6.480215733s', '6.477952301s', '23.061218ms', 3),
];

const journal: DemoLine[] = [
  // The attempt that served in the previous loop is restarted by an operator.
  systemd.stopping(0, 'ready', { loopDelta: -1 }),
  launcher(0.05, 'ready', 'Terminating webserver', 'INFO', { loopDelta: -1 }),
  launcher(0.05, 'ready', 'Waiting for webserver to gracefully shutdown', 'INFO', { loopDelta: -1 }),
  tgi(0.06, 'ready', 'INFO', `${R}::server`, 'router/src/server.rs:2370: signal received, starting graceful shutdown', { loopDelta: -1 }),
  launcher(0.15, 'ready', 'webserver terminated', 'INFO', { loopDelta: -1 }),
  ...shutdown('ready', 0.15, -1, { loopDelta: -1 }),
  systemd.deactivated(2.5, 'ready', { loopDelta: -1 }),
  { ...systemd.stopped(2.5, 'ready'), loopDelta: -1 },
  { ...systemd.consumed(2.5, 'ready', '38min 51.204s'), loopDelta: -1 },
  systemd.started(2.6, 'oom'),
  ...startup('oom', 2.9),
  waiting('oom', 20.1, 2),
  ...oom(44.2),
  systemd.mainExited(46.6, 'oom'),
  systemd.failedWith(46.6, 'oom', 'exit-code'),
  systemd.consumed(46.6, 'oom', '2min 41.338s'),
  systemd.restartScheduled(56.6, 'oom', 1),
  systemd.stopped(56.6, 'oom'),
  systemd.started(56.7, 'ready'),
  ...startup('ready', 57),
  waiting('ready', 74.2, 13),
  ...serving,
];

const states: DemoState[] = [
  { at: 0, attempt: 'ready', loopDelta: -1, activeState: 'deactivating', subState: 'stop-sigterm', result: 'success', running: true, nRestarts: 1 },
  { at: 2.5, attempt: 'ready', loopDelta: -1, activeState: 'inactive', subState: 'dead', result: 'success', running: false, nRestarts: 1 },
  { at: 2.6, attempt: 'oom', activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: 0 },
  { at: 46.6, attempt: 'oom', activeState: 'activating', subState: 'auto-restart', result: 'exit-code', running: false, nRestarts: 0 },
  { at: 56.7, attempt: 'ready', activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: 1 },
];

const vram: DemoVram[] = [
  // Another user's job on GPU 5: not a process of the unit, so the gauge shows it as "other".
  { attempt: 'stray', holder: { rank: OOM_RANK }, points: [[3, 2100], [8, 34202]], until: 49, utilization: [[3, 97]] },
  { attempt: 'oom', holder: 'ranks', points: [[10.5, 519], [15, 1200], [44, 45722]], until: 45.6, utilization: [[15, 3], [44.3, 0]] },
  {
    attempt: 'ready',
    holder: 'ranks',
    points: [[64.5, 519], [69.5, 1200], [205, 52410], [209, 52410], [214, 72780], [216.5, 73620]],
    // Carries into the next loop until that loop stops it at 2.5 s.
    until: 302.5,
    utilization: [[64.5, 0], [69.5, 3], [205, 0], [209, 100], [216.5, 58], [220, 0], [233, 41], [236, 0], [240, 36]],
  },
];

export const LLM_SIX: DemoScenario = {
  name: 'llm-six',
  unit: 'tgi-llama-405b.service',
  description: 'TGI Llama-3.1-405B-Instruct-FP8',
  identifier: 'text-generation-launcher',
  loopSeconds: 300,
  fixedIdentity: false,
  pidStride: 2100,
  attempts: {
    stray: { mainPid: 39944, enginePid: 39944, workerPids: Array<number>(SHARDS).fill(39944), parentPid: 39871 },
    oom: { mainPid: 40211, enginePid: 40790, workerPids: shards(40230) },
    ready: { mainPid: 41877, enginePid: 42650, workerPids: shards(41896) },
  },
  prelude: [],
  journal,
  preludeStates: [],
  states,
  gpu: { count: SHARDS, name: 'NVIDIA H100 80GB HBM3', totalMiB: 81559, idleMiB: 4, contextMiB: 519 },
  vram,
  smiFailure: null,
  unreachable: null,
  // TGI's router answers from "Connected" until the next loop's stop; port from its Args (`port: 8080`).
  workerParent: 'main',
  http: { port: 8080, model: { id: MODEL, root: MODEL, maxModelLen: 8192 }, up: [[READY_AT + 12, 300]] },
};
