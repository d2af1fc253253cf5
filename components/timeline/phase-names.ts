import type { Eta, Phase } from '@/lib/analysis/types';

export const PHASE_LABEL: Record<Phase, string> = {
  spawned: 'spawned',
  init: 'init',
  loading_weights: 'loading weights',
  weights_loaded: 'weights loaded',
  compile: 'compile',
  cuda_graphs: 'CUDA graphs',
  kv_cache: 'KV cache',
  ready: 'ready',
  failed: 'failed',
  stopped: 'stopped',
};

export const ETA_BASIS_LABEL: Record<Eta['basis'], string> = {
  'shard-progress': 'from checkpoint shard progress',
  'previous-ready': 'from the last attempt that reached ready',
  none: 'no estimate',
};
