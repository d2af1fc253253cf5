// npm run bench:cli – `npm run analyze -- FILE --json` of a 200,000-line journal vs a `node -e` that reads and
// JSON.parses each line, both run through the shell; then where the CLI's time goes (start-up vs parse + analyse).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { generateJournal } from './generate-journal';

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const REPS = Number(process.env.BENCH_REPS ?? 5);
const ROOT = path.resolve(__dirname, '..');
const BASELINE = `node -e "const t=require('fs').readFileSync(process.argv[1],'utf8');let n=0;for(const l of t.split('\\n'))if(l)n+=JSON.parse(l)?1:0"`;

interface Timing {
  wallMs: number;
  cpuMs: number;
}

/** One run through `sh -c`; the shell's `times` gives its children's CPU (user + system). */
function shell(command: string): Timing {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('sh', ['-c', `${command} >/dev/null || exit 9; times`], { cwd: ROOT, encoding: 'utf8' });
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${command} failed (${r.status}): ${r.stderr}`);
  const children = r.stdout.trim().split('\n').at(-1)!.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  if (!children) throw new Error(`no times output: ${r.stdout}`);
  const [, um, us, sm, ss] = children.map(Number) as number[];
  return { wallMs, cpuMs: ((um! + sm!) * 60 + us! + ss!) * 1000 };
}

function median(runs: Timing[]): Timing {
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wallMs: mid(runs.map((r) => r.wallMs)), cpuMs: mid(runs.map((r) => r.cpuMs)) };
}

/** Interleaved, so a burst of other load hits every command alike. */
function measure(commands: Record<string, string>): Record<string, Timing> {
  const runs: Record<string, Timing[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (let r = 0; r < REPS; r++) for (const [k, cmd] of Object.entries(commands)) runs[k]!.push(shell(cmd));
  return Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)]));
}

/** The CLI's own steps on this file, timed in a fresh process (bench/cli-phases.ts). */
type Phases = Record<'read' | 'parse' | 'analyse' | 'output', Timing>;
function phases(file: string): Phases {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/cli-phases.ts', file], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`phase timing failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Phases;
}

function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-bench-cli-'));
  try {
    const file = path.join(dir, 'journal.jsonl');
    writeFileSync(file, generateJournal(LINES));
    const tiny = path.join(dir, 'tiny.jsonl');
    writeFileSync(tiny, readFileSync(file, 'utf8').split('\n').slice(0, 200).join('\n'));
    const mib = readFileSync(file).length / 2 ** 20;
    console.log(`${LINES.toLocaleString('en-US')} lines, ${mib.toFixed(1)} MiB; machine load ${loadavg()[0]!.toFixed(2)} (1 min) on 2 cores; median of ${REPS} interleaved runs each`);
    // Builds the CLI bundle when it is stale, outside the timings.
    shell(`npm run analyze -- ${tiny} --json`);

    const t = measure({
      cli: `npm run analyze -- ${file} --json`,
      baseline: `${BASELINE} ${file}`,
      startup: `npm run analyze -- ${tiny} --json`,
      noNpm: `node scripts/analyze.mjs ${file} --json`,
      startupNoNpm: `node scripts/analyze.mjs ${tiny} --json`,
      nodeOnly: `node -e 0`,
      tsx: `node_modules/.bin/tsx cli/analyze.ts ${file} --json`,
    });
    const p = phases(file);
    const row = (name: string, x: Timing) => console.log(`${name.padEnd(48)} ${Math.round(x.wallMs).toString().padStart(6)} ms wall ${Math.round(x.cpuMs).toString().padStart(6)} ms cpu`);
    row('npm run analyze -- FILE --json', t.cli!);
    row('node -e (read + JSON.parse each line)', t.baseline!);
    row('node scripts/analyze.mjs FILE --json (no npm)', t.noNpm!);
    row('npm run analyze -- 200-line file (start-up)', t.startup!);
    row('node scripts/analyze.mjs 200-line file', t.startupNoNpm!);
    row('node -e 0', t.nodeOnly!);
    row('tsx cli/analyze.ts FILE --json (before, no npm)', t.tsx!);
    const f = (x: Timing) => `${Math.round(x.wallMs)}/${Math.round(x.cpuMs)}`;
    console.log(`the CLI's own steps, once in a fresh process (ms wall/cpu): read ${f(p.read)}, parseLog ${f(p.parse)}, analyse ${f(p.analyse)}, summary JSON ${f(p.output)}`);
    // Shares of CPU time: wall times of separate runs do not add up on a machine other work shares.
    const cli = t.cli!.cpuMs;
    const pct = (x: number) => `${Math.round((x / cli) * 100)} %`;
    const startup = t.startup!.cpuMs;
    const npm = startup - t.startupNoNpm!.cpuMs;
    const work = p.parse.cpuMs + p.analyse.cpuMs;
    const io = p.read.cpuMs + p.output.cpuMs;
    console.log(
      `of the CLI's ${Math.round(cli)} ms cpu: start-up ${Math.round(startup)} (${pct(startup)}: npm ${Math.round(npm)}, node ${Math.round(t.nodeOnly!.cpuMs)}, bundle load + 200 lines ${Math.round(t.startupNoNpm!.cpuMs - t.nodeOnly!.cpuMs)}), parse + analyse ${Math.round(work)} (${pct(work)}), read + summary ${Math.round(io)} (${pct(io)}), rest ${Math.round(cli - startup - work - io)}`,
    );
    console.log(
      `cli: npm run analyze -- --json ${Math.round(t.cli!.wallMs)} ms vs node -e JSON.parse ${Math.round(t.baseline!.wallMs)} ms: ${(t.cli!.wallMs / t.baseline!.wallMs).toFixed(2)}× wall, ${(t.cli!.cpuMs / t.baseline!.cpuMs).toFixed(2)}× cpu (goal ≤ 2×)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
