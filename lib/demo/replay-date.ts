import type { CommandOutput } from './read-options';
import type { DemoScenario } from './types';

/** `date +%s%N` on the demo host: our clock plus the scenario's clock offset, in epoch nanoseconds. */
export function replayDate(s: DemoScenario, args: readonly string[], nowMs: number): CommandOutput {
  if (args.length !== 1 || args[0] !== '+%s%N') return { stdout: '', stderr: `demo host ${s.name}: date: only +%s%N is replayed\n`, code: 1 };
  const hostMs = Math.round(nowMs + (s.clockOffsetMs ?? 0));
  return { stdout: `${BigInt(hostMs) * 1_000_000n}\n`, stderr: '', code: 0 };
}
