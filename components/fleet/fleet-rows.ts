import type { EngineId } from '@/lib/analysis/engines/types';
import type { FleetHost, FleetResponse, FleetUnit } from '@/lib/api/types';
import type { FleetParams, FleetState } from '@/app/search-params';
import { unitStateFromOutcome, unitStateWithOutcome } from '@/components/timeline/unit-state';

/** Failing first, then restarting and loading, then the rest, ready last. */
export const FLEET_STATE_ORDER: Record<FleetState, number> = {
  failed: 0,
  'host-error': 1,
  restarting: 2,
  activating: 3,
  waiting: 4,
  unknown: 5,
  inactive: 6,
  active: 7,
};

export interface FleetRow {
  key: string;
  host: FleetHost;
  unit: FleetUnit | null;
  state: FleetState;
  /** Null where no journal was analysed (a host waiting, unreachable, or a unit without a summary): not "unknown engine". */
  engine: EngineId | null;
  /** Lower-cased host, unit, error and fatal-error text, for the search box. */
  haystack: string;
}

export function fleetRows(fleet: FleetResponse): FleetRow[] {
  const rows: FleetRow[] = [];
  for (const host of fleet.hosts) {
    const units: Array<FleetUnit | null> = host.units.length > 0 && host.reachable && !host.error ? host.units : [null];
    for (const unit of units) rows.push(toRow(host, unit));
  }
  return rows.sort((a, b) => FLEET_STATE_ORDER[a.state] - FLEET_STATE_ORDER[b.state] || a.host.name.localeCompare(b.host.name) || a.key.localeCompare(b.key));
}

function toRow(host: FleetHost, unit: FleetUnit | null): FleetRow {
  const state = rowState(host, unit);
  const err = unit?.error ?? host.error;
  const haystack = [host.name, ...(unit ? [unit.unit] : host.units.map((u) => u.unit)), err?.code, err?.message, unit?.summary?.lastFatal?.headline]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
  return { key: `${host.name}/${unit?.unit ?? ''}`, host, unit, state, engine: unit?.summary?.engine ?? null, haystack };
}

function rowState(host: FleetHost, unit: FleetUnit | null): FleetState {
  if (host.pending && host.checkedAt === null) return 'waiting';
  if (host.error || !host.reachable) return 'host-error';
  if (!unit) return 'unknown';
  if (unit.error) return 'host-error';
  // A unit read from journal-remote has no `systemctl show` in the fleet round: its state comes from its attempt.
  return unit.status || !host.journal ? unitStateWithOutcome(unit.status, unit.summary?.currentOutcome) : unitStateFromOutcome(unit.summary?.currentOutcome);
}

/** Rows that match every active filter; each filter list is "any of", an empty one lets all through. */
export function filterRows(rows: readonly FleetRow[], p: FleetParams): FleetRow[] {
  const needle = p.q.toLowerCase();
  return rows.filter(
    (r) => (p.states.length === 0 || p.states.includes(r.state)) && (p.engines.length === 0 || (r.engine !== null && p.engines.includes(r.engine))) && (!needle || r.haystack.includes(needle)),
  );
}

/** Rows per value, over the rows that pass the other filters, for the filter chips; rows without a value are not counted. */
export function countBy<K extends 'state' | 'engine'>(rows: readonly FleetRow[], key: K): Map<NonNullable<FleetRow[K]>, number> {
  const counts = new Map<NonNullable<FleetRow[K]>, number>();
  for (const r of rows) {
    const value = r[key];
    if (value !== null) counts.set(value as NonNullable<FleetRow[K]>, (counts.get(value as NonNullable<FleetRow[K]>) ?? 0) + 1);
  }
  return counts;
}
