// GET /api/hosts/:host/gpus – per-GPU memory and the PIDs that hold it
import { fetchGpus } from '@/lib/api/fetch-gpus';
import { withHost } from '@/lib/api/with-host';
import type { GpuResponse } from '@/lib/api/types';

export const dynamic = 'force-dynamic';

export const GET = withHost(async ({ host }) => {
  const body: GpuResponse = { host: host.name, report: await fetchGpus(host) };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});
