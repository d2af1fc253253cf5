import 'server-only';
import { getHostOrThrow, getInventoryReady } from '@/lib/inventory';
import type { Host } from '@/lib/inventory/types';
import { hostParams } from './schemas';
import { withErrors } from './with-errors';

type Ctx = { params: Promise<Record<string, string>> };
type Handler = (args: { req: Request; host: Host; params: Record<string, string>; query: URLSearchParams }) => Promise<Response>;

/** Awaits params, validates the host name, resolves it from the inventory only. */
export function withHost(handler: Handler) {
  return withErrors(async (req: Request, ctx: Ctx) => {
    const params = await ctx.params;
    // A host from Prometheus targets exists once the first target list is in.
    await getInventoryReady();
    // z.object strips the other keys, so the handler gets the raw `params`.
    const host = getHostOrThrow(hostParams.parse(params).host);
    return handler({ req, host, params, query: new URL(req.url).searchParams });
  });
}
