// GET /api/hosts – every inventory host with reachability, each watched unit's status and digest, and its GPUs
import { fetchFleet } from '@/lib/api/fetch-fleet';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { withErrors } from '@/lib/api/with-errors';
import type { FleetResponse } from '@/lib/api/types';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (_req: Request) => {
  const fleet: FleetResponse = await fetchFleet();
  return sharedJsonResponse(fleet);
});
