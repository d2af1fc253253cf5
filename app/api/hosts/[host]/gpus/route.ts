// GET /api/hosts/:host/gpus – per-GPU memory and the PIDs that hold it (and dcgm-exporter's figures, for a Prometheus-sourced host)
import { fetchHostGpus } from '@/lib/api/fetch-host-gpus';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { withHost } from '@/lib/api/with-host';

export const dynamic = 'force-dynamic';

export const GET = withHost(async ({ host }) => sharedJsonResponse(await fetchHostGpus(host)));
