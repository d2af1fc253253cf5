import type { UnitStatus } from '@/lib/systemd/types';
import { Badge } from '@/components/ui/badge';
import { formatClock, formatRelative, type TimeZoneMode } from './format-time';
import { STATE_TONE, unitState } from './unit-state';

export function UnitStatusLine({ status, zone, nowMs }: { status: UnitStatus | null; zone: TimeZoneMode; nowMs: number }) {
  if (!status) return null;
  const state = unitState(status);
  return (
    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
      <Badge tone={STATE_TONE[state]} data-unit-state={state}>
        {state}
      </Badge>
      <span>
        {status.activeState ?? '?'} ({status.subState ?? '?'})
      </span>
      {status.mainPid != null && status.mainPid > 0 && (
        <span>
          main pid <span className="font-mono">{status.mainPid}</span>
        </span>
      )}
      {status.nRestarts != null && <span>restarts {status.nRestarts}</span>}
      {status.stateChangeTimestamp != null && (
        <span suppressHydrationWarning>
          since {formatClock(status.stateChangeTimestamp, zone)} ({formatRelative(status.stateChangeTimestamp, nowMs)})
        </span>
      )}
    </p>
  );
}
