import useSWR from 'swr';
import type { FleetResponse } from '@/lib/api/types';
import { FLEET_PENDING_POLL_MS, FLEET_POLL_MS } from './constants';
import { fetcher, type ApiError } from './fetcher';
import { fleetKey } from './keys';

// Polled, not streamed: each answer is a whole view that SWR keeps, and hosts still under way bring the next poll closer.
const interval = (fleet: FleetResponse | undefined) => (fleet && fleet.pending > 0 ? FLEET_PENDING_POLL_MS : FLEET_POLL_MS);

export function useFleet() {
  const { data, error, isLoading } = useSWR<FleetResponse, ApiError>(fleetKey(), fetcher, {
    refreshInterval: interval,
    keepPreviousData: true,
  });
  return { fleet: data, error, isLoading };
}
