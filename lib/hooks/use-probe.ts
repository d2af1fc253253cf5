import useSWR from 'swr';
import type { ProbeResult } from '@/lib/probe/types';
import { fetcher, type ApiError } from './fetcher';
import { probeKey } from './keys';

/** One health probe per attempt that reached ready (`readyAttemptId`); `recheck` asks again (the server shares answers for 10 s). */
export function useProbe(host: string, unit: string, readyAttemptId: string | null) {
  const { data, error, isValidating, mutate } = useSWR<ProbeResult, ApiError>(
    readyAttemptId ? [probeKey(host, unit), readyAttemptId] : null,
    ([url]: [string, string]) => fetcher<ProbeResult>(url),
    { revalidateOnFocus: false, revalidateIfStale: false, refreshInterval: 0, shouldRetryOnError: false },
  );
  return { probe: data, error, checking: isValidating, recheck: () => void mutate() };
}
