import { PHASES, type Eta, type Phase } from '@/lib/analysis/types';

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

/** A summary's phase as shown: its label when it is one we know, else as sent, else a dash. */
export function phaseLabel(phase: string | null): string {
  return phase !== null && (PHASES as readonly string[]).includes(phase) ? PHASE_LABEL[phase as Phase] : (phase ?? '—');
}

export const ETA_BASIS_LABEL: Record<Eta['basis'], string> = {
  'shard-progress': 'from checkpoint shard progress',
  'previous-ready': 'from the last attempt that reached ready',
  none: 'no estimate',
};
