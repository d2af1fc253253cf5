import 'server-only';
import { analyse } from '@/lib/analysis';
import { getInventory } from '@/lib/inventory';
import type { Host, UnitConfig } from '@/lib/inventory/types';
import { sharedCoalescer } from './coalesce';
import { FLEET_HOST_DEADLINE_MS, FLEET_JOURNAL_LINES, FLEET_TTL_MS } from './constants';
import { RadarError } from './errors';
import { fetchGpus } from './fetch-gpus';
import { fetchJournal } from './fetch-journal';
import { fetchStatus } from './fetch-status';
import { summariseUnit } from './summarise-unit';
import type { GpuReport } from '@/lib/gpu/types';
import { readCentral, type CentralRound } from './fetch-central';
import type { FleetHost, FleetResponse, FleetUnit, HostError, RemoteJournalState } from './types';
import { withDeadline } from './with-deadline';

/** Failures that mean the host as a whole did not answer, not one of its commands. */
const HOST_LEVEL_CODES = new Set(['unreachable', 'auth_failed', 'host_key_mismatch', 'host_key_unknown', 'timeout']);

/** Every inventory host at once, each within its own deadline; a host's failure stays inside its own entry. */
export function fetchFleet(deadlineMs = FLEET_HOST_DEADLINE_MS): Promise<FleetResponse> {
  // Every fleet viewer shares one round of commands and analyses.
  return sharedCoalescer().run(`fleet\u0000${deadlineMs}`, FLEET_TTL_MS, () => readFleet(deadlineMs));
}

async function readFleet(deadlineMs: number): Promise<FleetResponse> {
  const { hosts, error } = getInventory();
  // Prometheus and journal-remote answer for every host at once, beside the per-host SSH work.
  const central = hosts.some((h) => h.gpuFrom || h.journalFrom) ? withDeadline(readCentral(hosts), deadlineMs, 'the central sources') : null;
  central?.catch(() => undefined);
  const fleetHosts = await Promise.all(hosts.map((host) => fetchFleetHost(host, deadlineMs, central)));
  const notices = central ? await central.then((c) => c.notices, () => []) : [];
  return {
    hosts: fleetHosts,
    inventoryError: error ? { code: error.code, message: error.message } : null,
    ...(notices.length ? { notices } : {}),
    fetchedAt: Date.now(),
  };
}

export async function fetchFleetHost(host: Host, deadlineMs: number, central: Promise<CentralRound> | null = null): Promise<FleetHost> {
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
  const [status, slice] = await Promise.all([
    settle(fetchStatus(host, config.name)),
    settle(fetchJournal(host, config.name, { limit: FLEET_JOURNAL_LINES })),
  ]);
  const entries = slice.value?.entries;
  const summary = entries
    ? await settle(
        (async () => {
          const opts = { currentInvocationId: status.value?.invocationId ?? null, noisePatterns: config.noise, now: Date.now() * 1000 };
          return summariseUnit(analyse(entries, opts));
        })(),
      )
    : { value: null, error: null };
  return { unit: config.name, status: status.value, summary: summary.value, error: status.error ?? slice.error ?? summary.error };
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
