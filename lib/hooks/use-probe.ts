import useSWR from 'swr';
import type { ProbeResult } from '@/lib/probe/types';
import { fetcher, type ApiError } from './fetcher';
import { PROBE_RETRY_MS } from './constants';
import { probeKey } from './keys';

/**
 * One health probe per attempt that reached ready (`readyAttemptId`), asked again every PROBE_RETRY_MS while it does not
 * answer (the log can say ready a moment before the port listens); `recheck` asks now (the server shares answers for 10 s).
 */
export function useProbe(host: string, unit: string, readyAttemptId: string | null) {
  const { data, error, isValidating, mutate } = useSWR<ProbeResult, ApiError>(
    readyAttemptId ? [probeKey(host, unit), readyAttemptId] : null,
    ([url]: [string, string]) => fetcher<ProbeResult>(url),
    { revalidateOnFocus: false, revalidateIfStale: false, refreshInterval: (last) => (last && !last.ok ? PROBE_RETRY_MS : 0), shouldRetryOnError: false },
  );
  return { probe: data, error, checking: isValidating, recheck: () => void mutate() };
}
