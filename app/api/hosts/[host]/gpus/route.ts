// GET /api/hosts/:host/gpus – per-GPU memory and the PIDs that hold it
import { fetchGpus } from '@/lib/api/fetch-gpus';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { withHost } from '@/lib/api/with-host';
import type { GpuResponse } from '@/lib/api/types';

export const dynamic = 'force-dynamic';

export const GET = withHost(async ({ host }) => {
  const report = await fetchGpus(host);
  return sharedJsonResponse(report, (): GpuResponse => ({ host: host.name, report }));
});
