'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import Link from 'next/link';
import { useRef } from 'react';
import type { FleetHost } from '@/lib/api/types';
import { VramGauge } from '@/components/gpu/vram-gauge';
import { EXPECTED_VRAM_PCT } from '@/components/gpu/load-state';
import { formatDuration } from '@/components/timeline/format-time';
import { phaseLabel } from '@/components/timeline/phase-names';
import { STATE_TONE } from '@/components/timeline/unit-state';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { timelineHref } from '@/components/timeline/timeline-link';
import type { FleetState } from '@/app/search-params';
import { ERROR_MEANING } from './error-text';
import { ENGINE_LABEL, STATE_LABEL } from './fleet-filters';
import type { FleetRow } from './fleet-rows';

const TONE: Record<FleetState, BadgeTone> = { ...STATE_TONE, 'host-error': 'bad', waiting: 'info' };
/** A row with a VRAM bar per GPU; error rows are a little shorter, the measured height wins. */
const ROW_ESTIMATE_PX = 64;
/** A request under way this long is worth saying so (a large fleet is always asking some hosts again). */
const SLOW_MS = 3_000;

function secondsSince(ms: number, nowMs: number) {
  return `${Math.max(0, Math.round((nowMs - ms) / 1000))} s`;
}

function HostCell({ host, nowMs }: { host: FleetHost; nowMs: number }) {
  const slow = host.waitingSince != null && nowMs - host.waitingSince >= SLOW_MS;
  return (
    <td className="truncate px-3 py-2 font-medium">
      <Link href={`/hosts/${encodeURIComponent(host.name)}`} className="hover:underline">
        {host.name}
      </Link>
      <div className="truncate text-xs font-normal text-zinc-500" suppressHydrationWarning>
        {host.transport}
        {host.latencyMs != null && ` · ${host.latencyMs} ms`}
        {slow && host.checkedAt != null && (
          <span className="text-sky-700 dark:text-sky-400" title="Asking the host again; this is its previous answer">
            {' '}
            · ↻ {secondsSince(host.waitingSince!, nowMs)}
          </span>
        )}
      </div>
      {host.journal?.staleSince != null && (
        <div className="text-xs font-normal text-amber-700 dark:text-amber-400" data-testid="journal-stale" suppressHydrationWarning>
          no journal since {new Date(host.journal.staleSince / 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC
        </div>
      )}
    </td>
  );
}

function AttemptCell({ row, nowMs }: { row: FleetRow; nowMs: number }) {
  const { host, unit, state } = row;
  const err = unit?.error ?? host.error;
  const summary = unit?.summary ?? null;
  if (state === 'waiting') {
    return (
      <td className="px-3 py-2 text-sky-800 dark:text-sky-300" suppressHydrationWarning>
        connecting… {host.waitingSince != null && secondsSince(host.waitingSince, nowMs)}
      </td>
    );
  }
  if (err) {
    return (
      <td className="px-3 py-2">
        <span className="text-red-700 dark:text-red-400" role="alert">
          {ERROR_MEANING[err.code] ?? err.code}
          <span className="block truncate text-xs text-zinc-500" title={err.message}>
            {err.message}
          </span>
        </span>
      </td>
    );
  }
  if (!summary) return <td className="px-3 py-2">—</td>;
  return (
    <td className="px-3 py-2" suppressHydrationWarning>
      <strong>{phaseLabel(summary.currentPhase)}</strong>
      {summary.currentStart != null && <span className="text-zinc-500"> · {formatDuration(nowMs * 1000 - summary.currentStart)}</span>}
      <span className="block text-xs text-zinc-500">
        {summary.attempts} {summary.attempts === 1 ? 'attempt' : 'attempts'} in view
      </span>
    </td>
  );
}

function FleetTr({ row, nowMs, index, measure }: { row: FleetRow; nowMs: number; index: number; measure: (el: HTMLTableRowElement | null) => void }) {
  const { host, unit, state } = row;
  const err = unit?.error ?? host.error;
  const summary = unit?.summary ?? null;
  return (
    <tr
      ref={measure}
      data-index={index}
      data-host={host.name}
      data-unit={unit?.unit ?? ''}
      data-state={state}
      data-engine={row.engine ?? ''}
      className="border-b border-zinc-100 align-top dark:border-zinc-800/70"
    >
      <HostCell host={host} nowMs={nowMs} />
      <td className="truncate px-3 py-2">
        {unit ? (
          <Link href={timelineHref(host.name, unit.unit)} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
            {unit.unit}
          </Link>
        ) : (
          <span className="text-zinc-500">{host.units.map((u) => u.unit).join(', ') || '—'}</span>
        )}
      </td>
      <td className="px-3 py-2">
        <Badge tone={TONE[state]}>{state === 'host-error' ? (err?.code ?? 'error') : STATE_LABEL[state]}</Badge>
        {unit?.status?.subState && state !== 'host-error' && <div className="text-xs text-zinc-500">{unit.status.subState}</div>}
      </td>
      <td className="px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400">
        {row.engine ? ENGINE_LABEL[row.engine] : '—'}
        {row.engine && summary?.engineFromEarlier && (
          <div className="text-zinc-500" title="The current attempt has printed no line that names its engine yet; this is its previous attempt's">
            as before
          </div>
        )}
      </td>
      <AttemptCell row={row} nowMs={nowMs} />
      <td className="px-3 py-2 tabular-nums">{unit?.status?.nRestarts ?? '—'}</td>
      <td className="px-3 py-2">
        {summary?.lastFatal ? (
          <>
            <span className="block truncate font-mono text-xs text-red-700 dark:text-red-400" title={summary.lastFatal.headline}>
              {summary.lastFatal.headline}
            </span>
            <span className="block text-xs text-zinc-500" data-testid="fatal-attempt" data-attempt-id={summary.lastFatal.attemptId}>
              {summary.lastFatal.attemptLabel}
            </span>
          </>
        ) : (
          <span className="text-zinc-400">—</span>
        )}
      </td>
      <td className="px-3 py-2">
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
}

const COLUMNS: Array<[label: string, width: string]> = [
  ['Host', '11rem'],
  ['Unit', '15rem'],
  ['State', '8rem'],
  ['Engine', '6rem'],
  ['Current attempt', '15rem'],
  ['Restarts', '5.5rem'],
  ['Last fatal error', 'auto'],
  ['VRAM per GPU', '14rem'],
];

/** Only the rows in view are mounted: a fleet of thousands scrolls like one of ten. */
export function FleetTable({ rows, nowMs }: { rows: readonly FleetRow[]; nowMs: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      data-testid="fleet-scroll"
      className="max-h-[calc(100vh-14rem)] min-h-48 overflow-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <table className="w-full min-w-[72rem] table-fixed text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">Hosts and their watched units, failing first</caption>
        <colgroup>
          {COLUMNS.map(([label, width]) => (
            <col key={label} style={width === 'auto' ? undefined : { width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 border-b border-zinc-200 bg-white text-left text-xs tracking-wide text-zinc-500 uppercase dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {COLUMNS.map(([label]) => (
              <th key={label} className="px-3 py-2">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => (
            <FleetTr key={item.key} row={rows[item.index]!} index={item.index} nowMs={nowMs} measure={virtualizer.measureElement} />
          ))}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </tbody>
      </table>
      {rows.length === 0 && <p className="p-6 text-sm text-zinc-500">No host matches these filters.</p>}
    </div>
  );
}
