import 'server-only';
import { analyse } from '@/lib/analysis';
import { healthProbeArgs } from '@/lib/commands';
import type { Host } from '@/lib/inventory/types';
import { parseProbe, type ProbeResult } from '@/lib/probe';
import { sharedCoalescer } from './coalesce';
import { PROBE_STARTUP_LINES, PROBE_TTL_MS } from './constants';
import { fetchJournal } from './fetch-journal';
import { fetchStatus } from './fetch-status';
import { runCommand } from './run-command';

/** The unit's health probe: curl of its own /health and /v1/models on the host's loopback, shared for PROBE_TTL_MS. */
export function fetchProbe(host: Host, unit: string): Promise<ProbeResult> {
  return sharedCoalescer().run(`probe\u0000${host.name}\u0000${unit}`, PROBE_TTL_MS, () => probe(host, unit));
}

async function probe(host: Host, unit: string): Promise<ProbeResult> {
  const { port, from } = await probePort(host, unit);
  if (port === null) {
    return { port: null, portFrom: null, at: Date.now(), ok: false, models: [], checks: [], error: 'no port to probe: the start-up lines name none and fleet.yaml sets none for this unit' };
  }
  const out = await runCommand(host, healthProbeArgs(port), PROBE_TTL_MS);
  return parseProbe(out, port, from, Date.now());
}

/** The port the current attempt's start-up lines name, else the unit's `port` in fleet.yaml. Never one a request names. */
async function probePort(host: Host, unit: string): Promise<{ port: number | null; from: ProbeResult['portFrom'] }> {
  const status = await fetchStatus(host, unit);
  const since = status.execMainStartTimestamp ?? status.activeEnterTimestamp;
  if (since !== null) {
    const slice = await fetchJournal(host, unit, { since: Math.max(0, since - 2_000_000), limit: PROBE_STARTUP_LINES });
    const analysis = analyse(slice.entries, { currentInvocationId: status.invocationId });
    const port = analysis.currentAttempt === null ? null : (analysis.attempts[analysis.currentAttempt]?.startup?.port ?? null);
    if (port !== null) return { port, from: 'startup' };
  }
  const fleet = host.units.find((u) => u.name === unit)?.port ?? null;
  return { port: fleet, from: fleet === null ? null : 'fleet' };
}
