// GET /api/hosts/:host/units/:unit/probe – does the unit's server answer /health and /v1/models on the host's loopback
import { fetchProbe } from '@/lib/api/fetch-probe';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { unitName } from '@/lib/api/schemas';
import { withHost } from '@/lib/api/with-host';

export const dynamic = 'force-dynamic';

export const GET = withHost(async ({ host, params }) => {
  const unit = unitName.parse(params.unit);
  return sharedJsonResponse(await fetchProbe(host, unit));
});
