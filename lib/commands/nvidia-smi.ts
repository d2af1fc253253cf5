export const GPU_QUERY_FIELDS = ['index', 'uuid', 'name', 'memory.used', 'memory.total', 'utilization.gpu'] as const;
export const APPS_QUERY_FIELDS = ['pid', 'gpu_uuid', 'used_memory'] as const;

const CSV_FORMAT = '--format=csv,noheader,nounits';

export function nvidiaSmiGpuArgs(): string[] {
  return ['nvidia-smi', `--query-gpu=${GPU_QUERY_FIELDS.join(',')}`, CSV_FORMAT];
}

export function nvidiaSmiAppsArgs(): string[] {
  return ['nvidia-smi', `--query-compute-apps=${APPS_QUERY_FIELDS.join(',')}`, CSV_FORMAT];
}
