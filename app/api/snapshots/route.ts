// POST /api/snapshots – freeze a unit's slice (fetched here, never taken from the client) or a pasted log; answers its share link
import { freezeSnapshot } from '@/lib/api/freeze-snapshot';
import { readJsonBody } from '@/lib/api/read-json-body';
import { parseSnapshotRequest } from '@/lib/api/schemas';
import { withErrors } from '@/lib/api/with-errors';

export const dynamic = 'force-dynamic';

export const POST = withErrors(async (req: Request) => {
  const snapshot = await freezeSnapshot(parseSnapshotRequest(await readJsonBody(req)));
  return Response.json({ id: snapshot.id, url: `/s/${snapshot.id}` }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
