import useSWR from 'swr';
import type { FleetResponse } from '@/lib/api/types';
import { FLEET_POLL_MS } from './constants';
import { fetcher, type ApiError } from './fetcher';
import { fleetKey } from './keys';

export function useFleet() {
  const { data, error, isLoading } = useSWR<FleetResponse, ApiError>(fleetKey(), fetcher, {
    refreshInterval: FLEET_POLL_MS,
    keepPreviousData: true,
  });
  return { fleet: data, error, isLoading };
}
