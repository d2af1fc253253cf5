// GET /api/hosts/:host/units/:unit/status – the unit's parsed `systemctl show`
import { fetchStatus } from '@/lib/api/fetch-status';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { unitName } from '@/lib/api/schemas';
import { withHost } from '@/lib/api/with-host';
import type { StatusResponse } from '@/lib/api/types';

export const dynamic = 'force-dynamic';

export const GET = withHost(async ({ host, params }) => {
  const unit = unitName.parse(params.unit);
  const status = await fetchStatus(host, unit);
  return sharedJsonResponse(status, (): StatusResponse => ({ host: host.name, status }));
});
