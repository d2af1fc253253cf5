import type { DemoClock } from './clock';
import type { CommandOutput } from './read-options';
import { replayCurl } from './replay-curl';
import { replayDate } from './replay-date';
import { replayJournalctl } from './replay-journalctl';
import { replayNvidiaSmi } from './replay-nvidia-smi';
import { replayPs } from './replay-ps';
import { replaySystemctl } from './replay-systemctl';
import type { DemoScenario } from './types';

/** Runs one of our read-only commands against a scenario at `nowMs`; anything else is a usage error, exit 1. */
export function replayCommand(s: DemoScenario, argv: readonly string[], nowMs: number, clock: DemoClock): CommandOutput {
  const [program, ...args] = argv;
  switch (program) {
    case 'journalctl':
      return replayJournalctl(s, args, nowMs, clock);
    case 'systemctl':
      return replaySystemctl(s, args, nowMs, clock);
    case 'nvidia-smi':
      return replayNvidiaSmi(s, args, nowMs, clock);
    case 'ps':
      return replayPs(s, args, nowMs, clock);
    case 'date':
      return replayDate(s, args, nowMs);
    case 'curl':
      return replayCurl(s, args, nowMs, clock);
    default:
      return { stdout: '', stderr: `demo host ${s.name}: ${program ?? '(empty)'}: only journalctl, systemctl show, nvidia-smi, ps, date and the health probe's curl are replayed\n`, code: 1 };
  }
}
