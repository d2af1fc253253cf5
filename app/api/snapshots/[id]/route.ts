// GET /api/snapshots/:id – a stored snapshot: entries, analysis, unit status, GPU samples
import { RadarError } from '@/lib/api/errors';
import { snapshotId } from '@/lib/api/schemas';
import { withErrors } from '@/lib/api/with-errors';
import { getSnapshot } from '@/lib/snapshots/store';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (_req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = snapshotId.parse((await ctx.params).id);
  const snapshot = await getSnapshot(id);
  if (!snapshot) throw new RadarError('snapshot_not_found', 'No snapshot with this id');
  return Response.json(snapshot, { headers: { 'Cache-Control': 'private, max-age=31536000, immutable' } });
});
