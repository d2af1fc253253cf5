// GET /api/hosts – every inventory host with reachability, each watched unit's status and digest, and its GPUs.
// Answers within FLEET_FIRST_ANSWER_MS with what is known, slow hosts `pending`; `?wait=all` waits for every host.
import { fetchFleet } from '@/lib/api/fetch-fleet';
import { FLEET_HOST_DEADLINE_MS } from '@/lib/api/constants';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { fleetQuery } from '@/lib/api/schemas';
import { withErrors } from '@/lib/api/with-errors';
import type { FleetResponse } from '@/lib/api/types';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (req: Request) => {
  const { wait } = fleetQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  const fleet: FleetResponse = await fetchFleet(wait === 'all' ? FLEET_HOST_DEADLINE_MS + 1_000 : undefined);
  return sharedJsonResponse(fleet);
});
