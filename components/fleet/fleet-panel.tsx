'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFleet } from '@/lib/hooks/use-fleet';
import { useNow } from '@/lib/hooks/use-now';
import { Notice } from '@/components/ui/notice';
import { fleetHref, type FleetParams } from '@/app/search-params';
import { FleetFilters } from './fleet-filters';
import { countBy, filterRows, fleetRows } from './fleet-rows';
import { FleetTable } from './fleet-table';

export function FleetPanel({ initial }: { initial: FleetParams }) {
  const { fleet, error, isLoading } = useFleet();
  const now = useNow();
  const [params, setParams] = useState<FleetParams>(initial);

  useEffect(() => {
    const href = fleetHref(params);
    if (href !== window.location.pathname + window.location.search) window.history.replaceState(null, '', href);
  }, [params]);

  const rows = useMemo(() => (fleet ? fleetRows(fleet) : []), [fleet]);
  // Hosts asked again keep their last answer on screen: only never-answered ones are waiting.
  const waiting = fleet ? fleet.hosts.filter((h) => h.pending && h.checkedAt === null).length : 0;
  const shown = useMemo(() => filterRows(rows, params), [rows, params]);
  // Each chip counts the rows the other filters let through, so its number is what clicking it would show.
  const stateCounts = useMemo(() => countBy(filterRows(rows, { ...params, states: [] }), 'state'), [rows, params]);
  const engineCounts = useMemo(() => countBy(filterRows(rows, { ...params, engines: [] }), 'engine'), [rows, params]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-xl font-semibold">Fleet</h1>
        {fleet && (
          <span className="text-xs text-zinc-500" suppressHydrationWarning>
            {fleet.hosts.length} hosts{waiting > 0 && ` · ${waiting} waiting for a first answer`} · updated {Math.max(0, Math.round((now - fleet.fetchedAt) / 1000))} s ago
          </span>
        )}
      </div>
      {fleet?.inventoryError && (
        <Notice tone="error" title="The fleet file is invalid.">
          <span className="font-mono">{fleet.inventoryError.message}</span>
        </Notice>
      )}
      {fleet?.hostListError && (
        <Notice tone="warn" title="The host list could not be refreshed.">
          <span className="font-mono">{fleet.hostListError.message}</span>
          {fleet.hostListError.listedAt != null ? ` — showing the last known list, from ${secondsAgo(now, fleet.hostListError.listedAt)}.` : ' — no list was read yet.'}
        </Notice>
      )}
      {error && (
        <Notice tone="error" title="Fleet status unavailable.">
          {error.message}
          {fleet ? ' — showing the last answer.' : ''}
        </Notice>
      )}
      {isLoading && !fleet && <p className="text-sm text-zinc-500">Asking every host…</p>}
      {fleet && (
        <>
          <FleetFilters params={params} onChange={setParams} stateCounts={stateCounts} engineCounts={engineCounts} shown={shown.length} total={rows.length} />
          <FleetTable rows={shown} nowMs={now} />
        </>
      )}
    </div>
  );
}

function secondsAgo(now: number, at: number) {
  const s = Math.max(0, Math.round((now - at) / 1000));
  return s < 90 ? `${s} s ago` : `${Math.round(s / 60)} min ago`;
}
