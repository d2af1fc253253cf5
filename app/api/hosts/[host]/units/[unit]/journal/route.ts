// GET /api/hosts/:host/units/:unit/journal – a slice of the unit's journal (?since&until in epoch µs or ISO, ?after=cursor, ?limit)
import { fetchJournal } from '@/lib/api/fetch-journal';
import { sharedJsonResponse } from '@/lib/api/json-response';
import { journalQuery, unitName } from '@/lib/api/schemas';
import { withHost } from '@/lib/api/with-host';

export const dynamic = 'force-dynamic';

export const GET = withHost(async ({ host, params, query }) => {
  const unit = unitName.parse(params.unit);
  const slice = await fetchJournal(host, unit, journalQuery.parse(Object.fromEntries(query)));
  return sharedJsonResponse(slice);
});
