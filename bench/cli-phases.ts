// Child of bench/cli.ts: the CLI's own steps on one file, each timed once in this fresh process (cold, like a CLI run).
import { readFileSync } from 'node:fs';
import { analyse, toSummaryJson } from '@/lib/analysis';
import { parseLog } from '@/lib/journal';

const file = process.argv[2];
if (!file) throw new Error('usage: cli-phases FILE');
// CPU time of this process (all its threads, GC helpers too): under other load, wall time says more about the machine.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const times: Record<string, { wallMs: number; cpuMs: number }> = {};
function step<T>(name: string, work: () => T): T {
  const wall = process.hrtime.bigint();
  const cpu = cpuMs();
  const out = work();
  times[name] = { wallMs: Number(process.hrtime.bigint() - wall) / 1e6, cpuMs: cpuMs() - cpu };
  return out;
}

const text = step('read', () => readFileSync(file).toString('utf8'));
const parsed = step('parse', () => parseLog(text));
const analysis = step('analyse', () => analyse(parsed.entries));
step('output', () => `${JSON.stringify(toSummaryJson({ format: parsed.format, entries: parsed.entries.length, unparsed: parsed.unparsed }, analysis), null, 2)}\n`);
process.stdout.write(JSON.stringify(times));
