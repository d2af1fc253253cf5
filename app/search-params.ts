import { z } from 'zod';
import { ENGINE_IDS, type EngineId } from '@/lib/analysis/engines/types';
import { firstParam, type RawSearchParams } from '@/components/timeline/view-params';

/** A fleet row's state: the unit's, or the host's when the host itself did not answer (yet). */
export const FLEET_STATES = ['failed', 'host-error', 'restarting', 'activating', 'waiting', 'unknown', 'inactive', 'active'] as const;
export type FleetState = (typeof FLEET_STATES)[number];

/** The whole view of `/`: search text and the state and engine filters (empty = all). */
export interface FleetParams {
  q: string;
  states: FleetState[];
  engines: EngineId[];
}

export const DEFAULT_FLEET_PARAMS: FleetParams = { q: '', states: [], engines: [] };

const text = z.string().max(200).catch('');

function listOf<T extends string>(values: readonly T[]) {
  // Unknown words in a hand-edited link are dropped, not an error page.
  return (raw: string | undefined): T[] => {
    const words = (raw ?? '').split(',').filter((w): w is T => (values as readonly string[]).includes(w));
    return values.filter((v) => words.includes(v));
  };
}

const states = listOf(FLEET_STATES);
const engines = listOf(ENGINE_IDS);

export function parseFleetParams(raw: RawSearchParams): FleetParams {
  return { q: text.parse(firstParam(raw, 'q') ?? '').trim(), states: states(firstParam(raw, 'state')), engines: engines(firstParam(raw, 'engine')) };
}

export function fleetHref(p: FleetParams): string {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  // One order for the same view, so equal views are equal links.
  if (p.states.length) q.set('state', FLEET_STATES.filter((s) => p.states.includes(s)).join(','));
  if (p.engines.length) q.set('engine', ENGINE_IDS.filter((e) => p.engines.includes(e)).join(','));
  const qs = q.toString().replaceAll('%2C', ',');
  return qs ? `/?${qs}` : '/';
}
