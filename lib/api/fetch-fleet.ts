import 'server-only';
import { getEnv } from '@/lib/env';
import { getInventoryReady, type Inventory } from '@/lib/inventory';
import type { Host, UnitConfig } from '@/lib/inventory/types';
import { FLEET_FIRST_ANSWER_MS, FLEET_HOST_DEADLINE_MS, FLEET_TTL_MS } from './constants';
import { RadarError } from './errors';
import { fetchGpus } from './fetch-gpus';
import { fetchFleetWindow } from './fetch-fleet-window';
import { fetchStatus } from './fetch-status';
import { digestUnit, unitDigests } from './unit-digest';
import { parseJournalJson } from '@/lib/journal';
import { createFleetTracker, type FleetTracker, type HostAnswer } from './fleet-tracker';
import type { GpuReport } from '@/lib/gpu/types';
import { readCentral, type CentralRound } from './fetch-central';
import type { FleetResponse, FleetUnit, HostError, RemoteJournalState, UnitSummary } from './types';
import { withDeadline } from './with-deadline';

/** Failures that mean the host as a whole did not answer, not one of its commands. */
const HOST_LEVEL_CODES = new Set(['unreachable', 'auth_failed', 'host_key_mismatch', 'host_key_unknown', 'timeout']);

const TRACKER_KEY = Symbol.for('restart-radar.fleet-tracker');

/** One tracker per server process: Next may load this module once per route bundle. */
function sharedTracker(): FleetTracker {
  const g = globalThis as { [TRACKER_KEY]?: FleetTracker };
  return (g[TRACKER_KEY] ??= createFleetTracker({
    fetchHost: (host) => fetchFleetHost(host, FLEET_HOST_DEADLINE_MS),
    ttlMs: FLEET_TTL_MS,
    concurrency: getEnv().RADAR_SSH_MAX_CONNECTIONS,
  }));
}

let last: { version: number; inventory: Inventory; response: FleetResponse } | null = null;

// Prometheus and journal-remote answer for every host at once: one round serves every host asked within its TTL.
let centralHosts: readonly Host[] = [];
let centralRound: { at: number; round: Promise<CentralRound> } | null = null;
let centralNotices: string[] = [];

function centralFor(host: Host, deadlineMs: number): Promise<CentralRound> | null {
  if (!host.gpuFrom && !host.journalFrom) return null;
  const hosts = centralHosts.length ? centralHosts : [host];
  if (!centralRound || Date.now() - centralRound.at >= FLEET_TTL_MS) {
    const round = withDeadline(readCentral(hosts), deadlineMs, 'the central sources');
    round.then((c) => (centralNotices = c.notices), () => undefined);
    centralRound = { at: Date.now(), round };
  }
  return centralRound.round;
}

/**
 * Every inventory host, each asked on its own: answers within `waitMs` with what is known, the
 * hosts still under way marked `pending` (the client polls again). `waitMs` ≥ the host deadline
 * waits for every host.
 */
export async function fetchFleet(waitMs = FLEET_FIRST_ANSWER_MS): Promise<FleetResponse> {
  const inventory = await getInventoryReady();
  centralHosts = inventory.hosts;
  // Hosts that left the inventory take their digests with them.
  if (last?.inventory !== inventory) unitDigests().retain(new Set(inventory.hosts.map((h) => h.name)));
  const view = await sharedTracker().read(inventory.hosts, waitMs);
  // The same view is the same object, so sharedJsonResponse serialises it once for every viewer.
  if (last && last.version === view.version && last.inventory === inventory && last.response.hosts.length === view.hosts.length) return last.response;
  const { error, sourceError } = inventory;
  const response: FleetResponse = {
    hosts: view.hosts,
    inventoryError: error ? { code: error.code, message: error.message } : null,
    hostListError: sourceError ? { code: sourceError.code, message: sourceError.message, listedAt: inventory.listedAt } : null,
    pending: view.pending,
    ...(centralNotices.length ? { notices: centralNotices } : {}),
    fetchedAt: Date.now(),
  };
  last = { version: view.version, inventory, response };
  return response;
}

export async function fetchFleetHost(host: Host, deadlineMs: number, central: Promise<CentralRound> | null = centralFor(host, deadlineMs)): Promise<HostAnswer> {
  const started = Date.now();
  const base = { name: host.name, transport: host.transport };
  try {
    const [units, gpus, journal] = await withDeadline(
      Promise.all([hostUnits(host, central), hostGpus(host, central), remoteJournal(host, central)]),
      deadlineMs,
      host.name,
    );
    // Only what SSH to the host itself said can make it unreachable; a central source's failure stays in its cell.
    const sshErrors = [...(host.journalFrom ? [] : units.map((u) => u.error)), host.gpuFrom ? null : gpus.error];
    const hostError = sshErrors.find((e) => e !== null && HOST_LEVEL_CODES.has(e.code)) ?? null;
    if (hostError) return { ...base, reachable: false, error: hostError, units: host.units.map(emptyUnit), gpus: null, latencyMs: null };
    const centralFields = host.gpuFrom || host.journalFrom ? { gpuError: gpus.error, journal } : {};
    const sshUsed = !host.gpuFrom || !host.journalFrom;
    return { ...base, reachable: true, error: null, units, gpus: gpus.value, ...centralFields, latencyMs: sshUsed ? Date.now() - started : null };
  } catch (err) {
    return { ...base, reachable: false, error: toHostError(err), units: host.units.map(emptyUnit), gpus: null, latencyMs: null };
  }
}

function hostUnits(host: Host, central: Promise<CentralRound> | null): Promise<FleetUnit[]> {
  if (!host.journalFrom || !central) return Promise.all(host.units.map((u) => settleUnit(host, u)));
  return central.then(
    (c) => {
      const result = c.journals.get(host.name);
      if (result?.units) return result.units;
      const error = result?.error ?? null;
      return host.units.map((u) => ({ ...emptyUnit(u), error }));
    },
    (err: unknown) => host.units.map((u) => ({ ...emptyUnit(u), error: toHostError(err) })),
  );
}

async function hostGpus(host: Host, central: Promise<CentralRound> | null): Promise<{ value: GpuReport | null; error: HostError | null }> {
  if (!host.gpuFrom || !central) return settle(fetchGpus(host));
  try {
    const result = (await central).gpus.get(host.name);
    return result ? { value: result.report, error: result.error } : { value: null, error: null };
  } catch (err) {
    return { value: null, error: toHostError(err) };
  }
}

function remoteJournal(host: Host, central: Promise<CentralRound> | null): Promise<RemoteJournalState | null> {
  if (!host.journalFrom || !central) return Promise.resolve(null);
  return central.then((c) => c.journals.get(host.name)?.journal ?? null, () => null);
}

async function settleUnit(host: Host, config: UnitConfig): Promise<FleetUnit> {
  const [status, window] = await Promise.all([settle(fetchStatus(host, config.name)), settle(fetchFleetWindow(host, config.name))]);
  let summary: { value: UnitSummary | null; error: HostError | null } = { value: null, error: null };
  if (window.value) {
    const { stdout, fingerprint } = window.value;
    const input = { host: host.name, unit: config.name, noise: config.noise, currentInvocationId: status.value?.invocationId ?? null, window: fingerprint };
    summary = await settle(Promise.resolve().then(() => digestUnit({ ...input, entries: () => parseJournalJson(stdout).entries })));
  }
  return { unit: config.name, status: status.value, summary: summary.value, error: status.error ?? window.error ?? summary.error };
}

function emptyUnit(config: UnitConfig): FleetUnit {
  return { unit: config.name, status: null, summary: null, error: null };
}

async function settle<T>(work: Promise<T>): Promise<{ value: T | null; error: HostError | null }> {
  try {
    return { value: await work, error: null };
  } catch (err) {
    return { value: null, error: toHostError(err) };
  }
}

function toHostError(err: unknown): HostError {
  if (err instanceof RadarError) return { code: err.code, message: err.message };
  console.error(err);
  return { code: 'internal', message: 'Internal error' };
}
