import useSWR from 'swr';
import type { GpuResponse } from '@/lib/api/types';
import { GPU_POLL_MS } from './constants';
import { fetcher, type ApiError } from './fetcher';
import { gpusKey } from './keys';

export function useGpus(host: string | null, opts: { live?: boolean } = {}) {
  const { data, error, isLoading } = useSWR<GpuResponse, ApiError>(host ? gpusKey(host) : null, fetcher, {
    refreshInterval: opts.live === false ? 0 : GPU_POLL_MS,
    keepPreviousData: true,
  });
  return { report: data?.report, central: data?.central ?? null, sshError: data?.sshError ?? null, error, isLoading };
}
