import useSWR from 'swr';
import type { StatusResponse } from '@/lib/api/types';
import { HIDDEN_POLL_MS, STATUS_POLL_MS } from './constants';
import { fetcher, type ApiError } from './fetcher';
import { statusKey } from './keys';

export function useStatus(host: string | null, unit: string | null, opts: { live?: boolean; hidden?: boolean } = {}) {
  const { data, error, isLoading } = useSWR<StatusResponse, ApiError>(host && unit ? statusKey(host, unit) : null, fetcher, {
    refreshInterval: opts.live === false ? 0 : opts.hidden ? HIDDEN_POLL_MS : STATUS_POLL_MS,
    refreshWhenHidden: !!opts.hidden,
    keepPreviousData: true,
  });
  return { status: data?.status, error, isLoading };
}
