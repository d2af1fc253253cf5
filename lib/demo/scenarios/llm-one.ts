import type { DemoLine, DemoScenario } from '../types';
import { api, engine, ENGINE_METRICS, ranks, SHARDS, systemd } from './vllm-lines';

// Healthy: one attempt that got ready hours before the demo epoch, steady VRAM, only request and metrics lines now.

const MODEL = '/models/Llama-3.3-70B-Instruct';
const S = -7200;

const prelude: DemoLine[] = [
  systemd.started(S, 'serving'),
  api(S + 4, 'serving', 'INFO {stamp} [api_server.py:1839] vLLM API server version 0.11.0'),
  engine(S + 9, 'serving', `INFO {stamp} [core.py:77] Initializing a V1 LLM engine (v0.11.0) with config: model='${MODEL}', tensor_parallel_size=8, dtype=torch.bfloat16, max_seq_len=32768, quantization=None, enforce_eager=False, kv_cache_dtype=auto`),
  ranks(S + 14, 'serving', 'INFO {stamp} [parallel_state.py:1208] rank {rank} in world size 8 is assigned as DP rank 0, PP rank 0, TP rank {rank}, EP rank {rank}'),
  ranks(S + 20, 'serving', `INFO {stamp} [gpu_model_runner.py:2602] Starting to load model ${MODEL}...`),
  { at: S + 21, attempt: 'serving', from: 'main', message: SHARDS, progress: { count: 30, every: 1.1 } },
  ranks(S + 55, 'serving', 'INFO {stamp} [default_loader.py:267] Loading weights took 33.41 seconds'),
  ranks(S + 56, 'serving', 'INFO {stamp} [gpu_model_runner.py:2653] Model loading took 16.4390 GiB and 35.027163 seconds'),
  engine(S + 70, 'serving', 'INFO {stamp} [monitor.py:34] torch.compile takes 12.40 s in total'),
  engine(S + 74, 'serving', 'INFO {stamp} [kv_cache_utils.py:1087] GPU KV cache size: 1,661,248 tokens'),
  engine(S + 74.1, 'serving', 'INFO {stamp} [kv_cache_utils.py:1091] Maximum concurrency for 32,768 tokens per request: 50.70x'),
  ranks(S + 84, 'serving', 'INFO {stamp} [gpu_model_runner.py:3480] Graph capturing finished in 9 secs, took 0.92 GiB'),
  api(S + 88, 'serving', 'INFO {stamp} [api_server.py:1634] Starting vLLM API server 0 on http://0.0.0.0:8000'),
  api(S + 88.5, 'serving', 'INFO:     Application startup complete.'),
];

const journal: DemoLine[] = [
  { ...api(0, 'serving', 'INFO:     10.0.2.31:40112 - "POST /v1/chat/completions HTTP/1.1" 200 OK'), progress: { count: 5, every: 10 } },
  { ...api(4, 'serving', 'INFO {stamp} [loggers.py:127] Engine 000: Avg prompt throughput: 1412.6 tokens/s, Avg generation throughput: 388.2 tokens/s, Running: 6 reqs, Waiting: 0 reqs, GPU KV cache usage: 7.9%, Prefix cache hit rate: 61.3%'), progress: { count: 2, every: 20 } },
  api(54, 'serving', `INFO {stamp} ${ENGINE_METRICS}`),
];

export const LLM_ONE: DemoScenario = {
  name: 'llm-one',
  unit: 'vllm-llama-70b.service',
  description: 'vLLM Llama 3.3 70B',
  identifier: 'env',
  loopSeconds: 60,
  fixedIdentity: true,
  pidStride: 0,
  attempts: { serving: { mainPid: 2827, enginePid: 2901, workerPids: Array.from({ length: 8 }, (_, i) => 2950 + i) } },
  prelude,
  journal,
  preludeStates: [{ at: S, attempt: 'serving', activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: 0 }],
  states: [],
  gpu: { count: 8, name: 'NVIDIA H100 80GB HBM3', totalMiB: 81559, idleMiB: 4, contextMiB: 519 },
  vram: [{ attempt: 'serving', holder: 'ranks', points: [[0, 72880], [30, 72912], [60, 72880]], until: 60, utilization: [[0, 23], [20, 41], [40, 12]] }],
  smiFailure: null,
  unreachable: null,
  http: { port: 8000, model: { id: MODEL, root: MODEL, maxModelLen: 32768 }, up: [[0, 60]] },
};
