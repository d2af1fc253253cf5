import 'server-only';
import { analyse } from '@/lib/analysis';
import type { Host } from '@/lib/inventory/types';
import { REMOTE_SUMMARY_TTL_MS, REMOTE_WINDOW_US } from './constants';
import { RadarError } from './errors';
import { fetchPrometheusGpus, type PromGpuResult } from './fetch-prometheus-gpus';
import { senderEntries, tailRemoteDirectory, type RemoteDirectory, type RemoteSender } from './remote-journal-tail';
import { summariseUnit } from './summarise-unit';
import type { FleetUnit, HostError, RemoteJournalState, UnitSummary } from './types';

export type RemoteHostResult = { units: FleetUnit[]; journal: RemoteJournalState; error: null } | { units: null; journal: RemoteJournalState | null; error: HostError };

/** What the central sources say about every host of the fleet round: one Prometheus query, one journalctl per log directory. */
export interface CentralRound {
  gpus: Map<string, PromGpuResult>;
  journals: Map<string, RemoteHostResult>;
  notices: string[];
}

export async function readCentral(hosts: readonly Host[], nowMs = Date.now()): Promise<CentralRound> {
  const [gpus, remote] = await Promise.all([fetchPrometheusGpus(hosts.filter((h) => h.gpuFrom)), readRemoteJournals(hosts.filter((h) => h.journalFrom), nowMs)]);
  return { gpus, journals: remote.journals, notices: remote.notices };
}

async function readRemoteJournals(hosts: readonly Host[], nowMs: number) {
  const groups = new Map<string, Host[]>();
  for (const host of hosts) {
    const key = `${host.journalFrom!.logHost.name}\u0000${host.journalFrom!.directory}`;
    groups.set(key, [...(groups.get(key) ?? []), host]);
  }
  const journals = new Map<string, RemoteHostResult>();
  const notices: string[] = [];
  await Promise.all(
    [...groups.values()].map(async (members) => {
      const { logHost, directory } = members[0]!.journalFrom!;
      const units = members.flatMap((h) => h.units.map((u) => u.name));
      if (units.length === 0) return;
      let dir: RemoteDirectory;
      try {
        dir = await tailRemoteDirectory(logHost, directory, units);
      } catch (err) {
        const error = toHostError(err, logHost);
        for (const host of members) journals.set(host.name, { units: null, journal: null, error });
        return;
      }
      notices.push(...dir.notices.map((n) => `${logHost.name}:${directory}: ${n}`));
      for (const host of members) journals.set(host.name, hostResult(host, dir, nowMs));
    }),
  );
  return { journals, notices };
}

function hostResult(host: Host, dir: RemoteDirectory, nowMs: number): RemoteHostResult {
  const { hostname, directory, staleAfterMs } = host.journalFrom!;
  const sender = dir.senders.get(hostname);
  if (!sender) {
    const hours = REMOTE_WINDOW_US / 3_600_000_000;
    return { units: null, journal: null, error: { code: 'not_in_journal_remote', message: `no entries of _HOSTNAME=${hostname} in ${directory} since the dashboard started reading it (and ${hours} h before)` } };
  }
  const stale = sender.newestAt > 0 && sender.newestAt < (nowMs - staleAfterMs) * 1000;
  const journal: RemoteJournalState = { source: 'journal-remote', newestAt: sender.newestAt || null, staleSince: stale ? sender.newestAt : null };
  return { units: host.units.map((u) => ({ unit: u.name, status: null, summary: summaryOf(host, u.name, u.noise, sender, nowMs), error: null })), journal, error: null };
}

interface CachedSummary {
  version: number;
  at: number;
  summary: UnitSummary;
}
const KEY = Symbol.for('restart-radar.remote-summaries');
function summaries(): Map<string, CachedSummary> {
  const g = globalThis as { [KEY]?: Map<string, CachedSummary> };
  return (g[KEY] ??= new Map());
}

/** A unit's digest, recomputed only when its sender sent something or the cached one is old: 1,000 hosts, few changes per round. */
function summaryOf(host: Host, unit: string, noise: string[], sender: RemoteSender, nowMs: number): UnitSummary {
  const key = `${host.name}\u0000${unit}\u0000${noise.join('\u0001')}`;
  const hit = summaries().get(key);
  if (hit && hit.version === sender.version && nowMs - hit.at < ttlOf(key)) return hit.summary;
  const summary = summariseUnit(analyse(senderEntries(sender, unit), { currentInvocationId: null, noisePatterns: noise, now: nowMs * 1000 }));
  summaries().set(key, { version: sender.version, at: nowMs, summary });
  return summary;
}

/** Between one and two REMOTE_SUMMARY_TTL_MS, fixed per unit: 1,000 unchanged digests expire spread out, not in one round. */
function ttlOf(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return REMOTE_SUMMARY_TTL_MS * (1 + (h % 1000) / 1000);
}

function toHostError(err: unknown, logHost: Host): HostError {
  if (err instanceof RadarError) return { code: err.code, message: `log host ${logHost.name}: ${err.message}` };
  console.error(err);
  return { code: 'internal', message: 'Internal error' };
}
