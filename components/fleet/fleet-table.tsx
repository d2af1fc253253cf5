import Link from 'next/link';
import type { FleetHost, FleetResponse, FleetUnit } from '@/lib/api/types';
import { VramGauge } from '@/components/gpu/vram-gauge';
import { EXPECTED_VRAM_PCT } from '@/components/gpu/load-state';
import { formatDuration } from '@/components/timeline/format-time';
import { phaseLabel } from '@/components/timeline/phase-names';
import { STATE_ORDER, STATE_TONE, unitState, unitStateFromOutcome, type UnitState } from '@/components/timeline/unit-state';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { timelineHref } from '@/app/hosts/[host]/[unit]/search-params';
import { ERROR_MEANING } from './error-text';

const TONE: Record<UnitState | 'host-error', BadgeTone> = { ...STATE_TONE, 'host-error': 'bad' };

interface Row {
  host: FleetHost;
  unit: FleetUnit | null;
  state: UnitState | 'host-error';
  order: number;
}

export function fleetRows(fleet: FleetResponse): Row[] {
  const rows: Row[] = [];
  for (const host of fleet.hosts) {
    if (host.error || !host.reachable) {
      rows.push({ host, unit: null, state: 'host-error', order: 1.5 });
      continue;
    }
    for (const unit of host.units) {
      const state = unit.error ? 'host-error' : unit.status || !host.journal ? unitState(unit.status) : unitStateFromOutcome(unit.summary?.currentOutcome);
      rows.push({ host, unit, state, order: state === 'host-error' ? 1.5 : STATE_ORDER[state] });
    }
    if (host.units.length === 0) rows.push({ host, unit: null, state: 'unknown', order: STATE_ORDER.unknown });
  }
  return rows.sort((a, b) => a.order - b.order || a.host.name.localeCompare(b.host.name) || (a.unit?.unit ?? '').localeCompare(b.unit?.unit ?? ''));
}

export function FleetTable({ fleet, nowMs }: { fleet: FleetResponse; nowMs: number }) {
  const rows = fleetRows(fleet);
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full text-sm">
        <caption className="sr-only">Hosts and their watched units, failing first</caption>
        <thead className="border-b border-zinc-200 text-left text-xs tracking-wide text-zinc-500 uppercase dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th className="px-3 py-2">Host</th>
            <th className="px-3 py-2">Unit</th>
            <th className="px-3 py-2">State</th>
            <th className="px-3 py-2">Current attempt</th>
            <th className="px-3 py-2">Restarts</th>
            <th className="px-3 py-2">Last fatal error</th>
            <th className="px-3 py-2">VRAM per GPU</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ host, unit, state }) => {
            const err = unit?.error ?? host.error;
            const summary = unit?.summary ?? null;
            const phase = summary?.currentPhase ?? null;
            return (
              <tr
                key={`${host.name}/${unit?.unit ?? ''}`}
                data-host={host.name}
                data-unit={unit?.unit ?? ''}
                data-state={state}
                className="border-b border-zinc-100 align-top last:border-0 dark:border-zinc-800/70"
              >
                <td className="px-3 py-2 font-medium whitespace-nowrap">
                  <Link href={`/hosts/${encodeURIComponent(host.name)}`} className="hover:underline">
                    {host.name}
                  </Link>
                  <div className="text-xs text-zinc-500">
                    {host.transport}
                    {host.latencyMs != null && ` · ${host.latencyMs} ms`}
                  </div>
                  {host.journal?.staleSince != null && (
                    <div className="text-xs text-amber-700 dark:text-amber-400" data-testid="journal-stale" suppressHydrationWarning>
                      no journal since {new Date(host.journal.staleSince / 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC
                    </div>
                  )}
                </td>
                <td className="px-3 py-2">
                  {unit ? (
                    <Link href={timelineHref(host.name, unit.unit)} className="font-mono whitespace-nowrap text-sky-700 hover:underline dark:text-sky-400">
                      {unit.unit}
                    </Link>
                  ) : (
                    <span className="text-zinc-500">{host.units.map((u) => u.unit).join(', ') || '—'}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <Badge tone={TONE[state]}>{state === 'host-error' ? (err?.code ?? 'error') : state}</Badge>
                  {unit?.status?.subState && state !== 'host-error' && <div className="text-xs text-zinc-500">{unit.status.subState}</div>}
                </td>
                <td className="px-3 py-2">
                  {err ? (
                    <span className="text-red-700 dark:text-red-400" role="alert">
                      {ERROR_MEANING[err.code] ?? err.code}
                      <span className="block text-xs text-zinc-500">{err.message}</span>
                    </span>
                  ) : summary ? (
                    <span suppressHydrationWarning>
                      <strong>{phaseLabel(phase)}</strong>
                      {summary.currentStart != null && <span className="text-zinc-500"> · {formatDuration(nowMs * 1000 - summary.currentStart)}</span>}
                      <span className="block text-xs text-zinc-500">{summary.attempts} {summary.attempts === 1 ? 'attempt' : 'attempts'} in view</span>
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2 tabular-nums">{unit?.status?.nRestarts ?? '—'}</td>
                <td className="max-w-[28rem] px-3 py-2">
                  {summary?.lastFatal ? (
                    <span className="block truncate font-mono text-xs text-red-700 dark:text-red-400" title={summary.lastFatal.headline}>
                      {summary.lastFatal.headline}
                    </span>
                  ) : (
                    <span className="text-zinc-400">—</span>
                  )}
                </td>
                <td className="w-56 px-3 py-2">
                  {host.gpus ? (
                    <VramGauge report={host.gpus} attribution={null} currentAttempt={null} history={{}} expectedPct={EXPECTED_VRAM_PCT} load={null} compact />
                  ) : host.gpuError ? (
                    <span className="text-xs text-red-700 dark:text-red-400" role="alert" data-gpu-error={host.gpuError.code} title={host.gpuError.message}>
                      {ERROR_MEANING[host.gpuError.code] ?? host.gpuError.code}
                    </span>
                  ) : (
                    <span className="text-zinc-400">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
