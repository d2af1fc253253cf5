'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { analyse } from '@/lib/analysis';
import { useFleet } from '@/lib/hooks/use-fleet';
import { useJournal } from '@/lib/hooks/use-journal';
import { useNow } from '@/lib/hooks/use-now';
import { useStatus } from '@/lib/hooks/use-status';
import { GpuPanel } from '@/components/gpu/gpu-panel';
import { UnitCard } from './unit-card';
import { Notice } from '@/components/ui/notice';

const OWNER_WINDOW_US = 30 * 60e6;

export function HostView({ host, renderedAt }: { host: string; renderedAt: number }) {
  const { fleet, error } = useFleet();
  const now = useNow();
  const entry = fleet?.hosts.find((h) => h.name === host);
  const unit = entry?.units[0]?.unit ?? null;
  const [since] = useState(() => renderedAt * 1000 - OWNER_WINDOW_US);
  // The gauge tells current PIDs from stale ones by the first unit's attempts.
  const { tail } = useJournal(host, unit, { since, until: null }, { live: true });
  const { status } = useStatus(host, unit);
  const analysis = useMemo(
    () => (tail ? analyse(tail.entries, { currentInvocationId: status?.invocationId ?? null, now: tail.fetchedAt * 1000 }) : null),
    [tail, status?.invocationId],
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <nav aria-label="Breadcrumb" className="text-sm text-zinc-500">
          <Link href="/" className="hover:underline">
            fleet
          </Link>
        </nav>
        <h1 className="text-xl font-semibold">{host}</h1>
      </div>
      {error && <Notice tone="error" title="Fleet status unavailable.">{error.message}</Notice>}
      {fleet && !entry && <Notice tone="error" title="Unknown host.">{host} is not in the fleet file.</Notice>}
      {entry && (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="flex min-w-0 flex-col gap-3">
            {entry.error && <Notice tone="error" title={`${entry.error.code}:`}>{entry.error.message}</Notice>}
            {entry.units.map((u) => (
              <UnitCard key={u.unit} host={host} unit={u} nowMs={now} />
            ))}
          </div>
          <GpuPanel host={host} analysis={analysis} entries={tail?.entries} nowMs={now} />
        </div>
      )}
    </div>
  );
}
