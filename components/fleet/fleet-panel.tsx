'use client';

import { useFleet } from '@/lib/hooks/use-fleet';
import { useNow } from '@/lib/hooks/use-now';
import { Notice } from '@/components/ui/notice';
import { FleetTable } from './fleet-table';

export function FleetPanel() {
  const { fleet, error, isLoading } = useFleet();
  const now = useNow();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-xl font-semibold">Fleet</h1>
        {fleet && (
          <span className="text-xs text-zinc-500" suppressHydrationWarning>
            {fleet.hosts.length} hosts · updated {Math.max(0, Math.round((now - fleet.fetchedAt) / 1000))} s ago
          </span>
        )}
      </div>
      {fleet?.inventoryError && (
        <Notice tone="error" title="The fleet file is invalid.">
          <span className="font-mono">{fleet.inventoryError.message}</span>
        </Notice>
      )}
      {error && (
        <Notice tone="error" title="Fleet status unavailable.">
          {error.message}
          {fleet ? ' — showing the last answer.' : ''}
        </Notice>
      )}
      {isLoading && !fleet && <p className="text-sm text-zinc-500">Asking every host…</p>}
      {fleet && <FleetTable fleet={fleet} nowMs={now} />}
    </div>
  );
}
