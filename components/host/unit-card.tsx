import Link from 'next/link';
import type { FleetUnit } from '@/lib/api/types';
import { ERROR_MEANING } from '@/components/fleet/error-text';
import { formatDuration } from '@/components/timeline/format-time';
import { phaseLabel } from '@/components/timeline/phase-names';
import { STATE_TONE, unitState } from '@/components/timeline/unit-state';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { timelineHref } from '@/components/timeline/timeline-link';

export function UnitCard({ host, unit, nowMs }: { host: string; unit: FleetUnit; nowMs: number }) {
  const state = unitState(unit.status);
  const summary = unit.summary;
  const phase = summary?.currentPhase ?? null;
  return (
    <Card className="flex flex-col gap-1.5 p-3" aria-label={unit.unit}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={timelineHref(host, unit.unit)} className="font-mono text-base font-semibold text-sky-700 hover:underline dark:text-sky-400">
          {unit.unit}
        </Link>
        <Link href={timelineHref(host, unit.unit)} className="text-sm text-sky-700 underline dark:text-sky-400">
          restart timeline →
        </Link>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400" suppressHydrationWarning>
        <Badge tone={STATE_TONE[state]}>{state}</Badge>
        {summary && (
          <span>
            current attempt <strong className="text-zinc-900 dark:text-zinc-100">{phaseLabel(phase)}</strong>
            {summary.currentStart != null && ` for ${formatDuration(nowMs * 1000 - summary.currentStart)}`}
          </span>
        )}
        {unit.status?.nRestarts != null && <span>restarts {unit.status.nRestarts}</span>}
        {unit.status?.mainPid != null && unit.status.mainPid > 0 && (
          <span>
            main pid <span className="font-mono">{unit.status.mainPid}</span>
          </span>
        )}
      </p>
      {unit.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {ERROR_MEANING[unit.error.code] ?? unit.error.code}: {unit.error.message}
        </p>
      )}
      {summary?.lastFatal && (
        <p className="font-mono text-xs break-words text-red-700 dark:text-red-400">
          last fatal (<span data-testid="fatal-attempt" data-attempt-id={summary.lastFatal.attemptId}>{summary.lastFatal.attemptLabel}</span>): {summary.lastFatal.headline}
        </p>
      )}
    </Card>
  );
}
