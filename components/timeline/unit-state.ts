import type { UnitStatus } from '@/lib/systemd/types';
import type { BadgeTone } from '@/components/ui/badge';

export type UnitState = 'active' | 'activating' | 'restarting' | 'failed' | 'inactive' | 'unknown';

/** systemd's ActiveState/SubState pair in the words an operator uses. */
export function unitState(status: UnitStatus | null): UnitState {
  if (!status) return 'unknown';
  if (status.activeState === 'failed') return 'failed';
  if (status.subState === 'auto-restart' || (status.activeState === 'activating' && status.subState === 'auto-restart')) return 'restarting';
  if (status.activeState === 'activating' || status.activeState === 'reloading') return 'activating';
  if (status.activeState === 'active') return 'active';
  if (status.activeState === 'inactive' || status.activeState === 'deactivating') return 'inactive';
  return 'unknown';
}

const OUTCOME_STATE: Record<string, UnitState> = { running: 'activating', ready: 'active', failed: 'failed', stopped: 'inactive' };

/**
 * What the fleet row says of a unit: systemd's state, unless the journal knows better. A Type=simple unit is `active` from
 * the moment its process starts, while the server still loads weights (that is "loading", not "ready"), and stays
 * `active` when the server died but its process lingers (that is "failed").
 */
export function unitStateWithOutcome(status: UnitStatus | null, outcome: string | null | undefined): UnitState {
  const state = unitState(status);
  if (state !== 'active') return state;
  if (outcome === 'running') return 'activating';
  if (outcome === 'failed') return 'failed';
  return state;
}

/** A unit read from a central journal has no systemctl show in the fleet round: its current attempt's outcome, in the same words. */
export function unitStateFromOutcome(outcome: string | null | undefined): UnitState {
  return (outcome && OUTCOME_STATE[outcome]) || 'unknown';
}

export const STATE_ORDER: Record<UnitState, number> = { failed: 0, restarting: 1, activating: 2, unknown: 3, inactive: 4, active: 5 };

export const STATE_TONE: Record<UnitState, BadgeTone> = {
  active: 'good',
  activating: 'warn',
  restarting: 'bad',
  failed: 'bad',
  inactive: 'muted',
  unknown: 'muted',
};
