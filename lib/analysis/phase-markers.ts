import type { Phase } from './types';

export interface PhaseMarker {
  engine: 'vllm' | 'sglang' | 'tgi';
  phase: Exclude<Phase, 'spawned' | 'failed' | 'stopped'>;
  /** Cheap substring test before the regex runs. */
  needle: string;
  pattern: RegExp;
}

// Strings checked against vLLM logs from 0.5 to 0.27 in public issue threads (see __fixtures__/README.md).
export const PHASE_MARKERS: readonly PhaseMarker[] = [
  { engine: 'vllm', phase: 'init', needle: 'LLM engine', pattern: /Initializing an? (?:V1 )?LLM engine/ },
  { engine: 'vllm', phase: 'init', needle: 'world_size=', pattern: /\bworld_size=\d+/ },
  { engine: 'vllm', phase: 'init', needle: 'in world size', pattern: /rank \d+ in world size \d+ is assigned/ },
  { engine: 'vllm', phase: 'init', needle: 'nccl', pattern: /vLLM is using nccl==|Found nccl from library/ },
  { engine: 'vllm', phase: 'init', needle: 'distributed inference', pattern: /Defaulting to use \w+ for distributed inference/ },
  { engine: 'vllm', phase: 'loading_weights', needle: 'to load model', pattern: /Starting to load model/ },
  { engine: 'vllm', phase: 'weights_loaded', needle: 'took', pattern: /Loading (?:model )?weights took [\d.]+|Model loading took [\d.]+ ?GiB/ },
  { engine: 'vllm', phase: 'compile', needle: 'torch.compile t', pattern: /torch\.compile t(?:akes|ook) [\d.]+ ?s/ },
  { engine: 'vllm', phase: 'kv_cache', needle: 'KV cache size', pattern: /GPU KV cache size: [\d,]+ tokens/ },
  { engine: 'vllm', phase: 'kv_cache', needle: 'Maximum concurrency', pattern: /Maximum concurrency for [\d,]+ tokens/ },
  { engine: 'vllm', phase: 'kv_cache', needle: 'blocks:', pattern: /# (?:GPU|cuda) blocks: \d+/ },
  { engine: 'vllm', phase: 'cuda_graphs', needle: 'Graph capturing finished', pattern: /Graph capturing finished in [\d.]+ ?s/ },
  { engine: 'vllm', phase: 'ready', needle: 'Starting vLLM API server', pattern: /Starting vLLM API server/ },
  { engine: 'vllm', phase: 'ready', needle: 'Application startup complete', pattern: /Application startup complete/ },
  { engine: 'vllm', phase: 'ready', needle: 'Uvicorn running on', pattern: /Uvicorn running on \S+/ },
];

/** Lines a server prints once per process start: a second one from a new PID means a new run. */
export const SPAWN_MARKERS: readonly RegExp[] = [/^vLLM API server version \S+/, /^non-default args: /];
