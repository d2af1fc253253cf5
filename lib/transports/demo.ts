import 'server-only';
import { RadarError } from '@/lib/api/errors';
import { DEMO_EPOCH_MS, type DemoClock } from '@/lib/demo/clock';
import { replayCommand } from '@/lib/demo/replay-command';
import { DEMO_SCENARIOS } from '@/lib/demo/scenarios';
import type { Host } from '@/lib/inventory/types';
import type { ExecOptions, ExecResult, Transport } from './types';

export interface DemoTransportOptions {
  /** Epoch milliseconds; defaults to Date.now. */
  now?: () => number;
  /** Scenario seconds per wall second (RADAR_DEMO_SPEED). */
  speed?: number;
  /** Wall time (epoch ms) where every scenario starts; fixed by default so that all server processes agree. */
  epochMs?: number;
}

/** A built-in replayed host: prints what journalctl, systemctl show and nvidia-smi would print at this moment of its scenario. */
export function createDemoTransport(host: Host, opts: DemoTransportOptions = {}): Transport {
  const now = opts.now ?? Date.now;
  const clock: DemoClock = { speed: opts.speed ?? 1, epochMs: opts.epochMs ?? DEMO_EPOCH_MS };
  if (!(clock.speed > 0 && Number.isFinite(clock.speed))) throw new RangeError(`Demo speed must be a positive number, got ${clock.speed}`);
  const scenario = DEMO_SCENARIOS[host.scenario ?? host.name];
  return {
    kind: 'demo',
    async exec(argv: readonly string[], execOpts: ExecOptions = {}): Promise<ExecResult> {
      const started = now();
      if (!scenario) throw new RadarError('unreachable', `Host ${host.name}: no demo scenario named "${host.scenario ?? host.name}"`);
      if (scenario.unreachable) throw new RadarError('unreachable', `Host ${host.name} is unreachable: ${scenario.unreachable}`);
      const out = replayCommand(scenario, argv, started, clock);
      const { stdout, truncated } = capOutput(out.stdout, execOpts.maxBytes);
      return { stdout, stderr: out.stderr, code: out.code, truncated, durationMs: Math.max(0, now() - started) };
    },
    async close() {},
  };
}

function capOutput(stdout: string, maxBytes: number | undefined): { stdout: string; truncated: boolean } {
  if (maxBytes === undefined || Buffer.byteLength(stdout) <= maxBytes) return { stdout, truncated: false };
  const cut = Buffer.from(stdout).subarray(0, maxBytes).toString('utf8');
  const lastNewline = cut.lastIndexOf('\n');
  return { stdout: lastNewline >= 0 ? cut.slice(0, lastNewline + 1) : '', truncated: true };
}
