import 'server-only';
import type { Host } from '@/lib/inventory/types';
import { REMOTE_WINDOW_US } from './constants';
import { RadarError } from './errors';
import { fetchPrometheusGpus, type PromGpuResult } from './fetch-prometheus-gpus';
import { senderEntries, senderWindow, tailRemoteDirectory, type RemoteDirectory, type RemoteSender } from './remote-journal-tail';
import { digestUnit } from './unit-digest';
import type { FleetUnit, HostError, RemoteJournalState, UnitSummary } from './types';

export type RemoteHostResult = { units: FleetUnit[]; journal: RemoteJournalState; error: null } | { units: null; journal: RemoteJournalState | null; error: HostError };

/** What the central sources say about every host of the fleet round: one Prometheus query, one journalctl per log directory. */
export interface CentralRound {
  gpus: Map<string, PromGpuResult>;
  journals: Map<string, RemoteHostResult>;
  notices: string[];
}

export async function readCentral(hosts: readonly Host[], nowMs = Date.now()): Promise<CentralRound> {
  const [gpus, remote] = await Promise.all([fetchPrometheusGpus(hosts.filter((h) => h.gpuFrom), { fleet: true }), readRemoteJournals(hosts.filter((h) => h.journalFrom), nowMs)]);
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
  return { units: host.units.map((u) => ({ unit: u.name, status: null, summary: remoteDigest(host.name, u.name, u.noise, sender), error: null })), journal, error: null };
}

// journal-remote carries no `systemctl show`: the current attempt is the newest one.
const remoteDigest = (host: string, unit: string, noise: string[], sender: RemoteSender): UnitSummary =>
  digestUnit({ host, unit, noise, currentInvocationId: null, window: senderWindow(sender, unit), entries: () => senderEntries(sender, unit) });

function toHostError(err: unknown, logHost: Host): HostError {
  if (err instanceof RadarError) return { code: err.code, message: `log host ${logHost.name}: ${err.message}` };
  console.error(err);
  return { code: 'internal', message: 'Internal error' };
}
