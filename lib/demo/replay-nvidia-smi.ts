import { scenarioTime, type DemoClock } from './clock';
import { attemptPids } from './expand-loop';
import { id128 } from './ids';
import { readOptions, type CommandOutput } from './read-options';
import type { DemoScenario, DemoVram } from './types';

const SPEC = { flags: [], values: ['--query-gpu', '--query-compute-apps', '--format'] };

interface GpuNow {
  index: number;
  uuid: string;
  name: string;
  usedMiB: number;
  totalMiB: number;
  utilizationPct: number;
}

export interface ProcessNow {
  pid: number;
  gpuUuid: string;
  usedMiB: number;
  /** The scenario attempt and loop whose PIDs the process has. */
  attempt: string;
  loop: number;
}

export function gpuUuid(s: DemoScenario, index: number): string {
  const h = id128(s.name, 'gpu', index);
  return `GPU-${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The GPUs and their processes at `nowMs`, from the scenario's memory curves. */
export function gpuStateAt(s: DemoScenario, nowMs: number, clock: DemoClock): { gpus: GpuNow[]; processes: ProcessNow[] } {
  const spec = s.gpu;
  if (!spec) return { gpus: [], processes: [] };
  const { loop, offset } = scenarioTime(nowMs, clock, s.loopSeconds);
  const processes: ProcessNow[] = [];
  const utilization = new Array<number>(spec.count).fill(0);
  // An entry of the previous loop still counts while its `until` reaches past the loop end.
  for (const [k, at] of [
    [loop - 1, offset + s.loopSeconds],
    [loop, offset],
  ] as const) {
    for (const v of s.vram) {
      if (at > v.until) continue;
      const mib = curveAt(v.points, at);
      if (mib === null) continue;
      const ids = attemptPids(s, v.attempt, k);
      for (const rank of ranksOf(v, ids.workerPids.length)) {
        if (rank >= spec.count) continue;
        processes.push({ pid: ids.workerPids[rank] ?? ids.mainPid, gpuUuid: gpuUuid(s, rank), usedMiB: Math.round(mib), attempt: v.attempt, loop: k });
        utilization[rank] = Math.max(utilization[rank]!, stepAt(v.utilization ?? [], at));
      }
    }
  }
  const gpus = Array.from({ length: spec.count }, (_, index) => {
    const uuid = gpuUuid(s, index);
    const mine = processes.filter((p) => p.gpuUuid === uuid);
    const held = mine.reduce((n, p) => n + p.usedMiB, 0);
    const usedMiB = Math.min(spec.totalMiB, spec.idleMiB + held + (mine.length ? spec.contextMiB : 0));
    return { index, uuid, name: spec.name, usedMiB, totalMiB: spec.totalMiB, utilizationPct: Math.round(utilization[index]!) };
  });
  return { gpus, processes };
}

function ranksOf(v: DemoVram, workers: number): number[] {
  return v.holder === 'ranks' ? Array.from({ length: workers }, (_, r) => r) : [v.holder.rank];
}

function curveAt(points: [number, number][], at: number): number | null {
  const first = points[0];
  if (!first || at < first[0]) return null;
  for (let i = 1; i < points.length; i++) {
    const [t1, m1] = points[i]!;
    const [t0, m0] = points[i - 1]!;
    if (at <= t1) return t1 === t0 ? m1 : m0 + ((m1 - m0) * (at - t0)) / (t1 - t0);
  }
  return points.at(-1)![1];
}

function stepAt(steps: [number, number][], at: number): number {
  let value = 0;
  for (const [t, pct] of steps) if (t <= at) value = pct;
  return value;
}

const GPU_FIELDS: Record<string, { header: string; unit: string; get: (g: GpuNow) => string | number }> = {
  index: { header: 'index', unit: '', get: (g) => g.index },
  uuid: { header: 'uuid', unit: '', get: (g) => g.uuid },
  gpu_uuid: { header: 'uuid', unit: '', get: (g) => g.uuid },
  name: { header: 'name', unit: '', get: (g) => g.name },
  gpu_name: { header: 'name', unit: '', get: (g) => g.name },
  'memory.used': { header: 'memory.used [MiB]', unit: ' MiB', get: (g) => g.usedMiB },
  'memory.total': { header: 'memory.total [MiB]', unit: ' MiB', get: (g) => g.totalMiB },
  'memory.free': { header: 'memory.free [MiB]', unit: ' MiB', get: (g) => g.totalMiB - g.usedMiB },
  'utilization.gpu': { header: 'utilization.gpu [%]', unit: ' %', get: (g) => g.utilizationPct },
};

const APP_FIELDS: Record<string, { header: string; unit: string; get: (p: ProcessNow) => string | number }> = {
  pid: { header: 'pid', unit: '', get: (p) => p.pid },
  gpu_uuid: { header: 'gpu_uuid', unit: '', get: (p) => p.gpuUuid },
  used_memory: { header: 'used_gpu_memory [MiB]', unit: ' MiB', get: (p) => p.usedMiB },
  used_gpu_memory: { header: 'used_gpu_memory [MiB]', unit: ' MiB', get: (p) => p.usedMiB },
};

/** What `nvidia-smi --query-gpu=… | --query-compute-apps=… --format=csv…` prints on the demo host at `nowMs`. */
export function replayNvidiaSmi(s: DemoScenario, args: readonly string[], nowMs: number, clock: DemoClock): CommandOutput {
  if (!s.gpu && !s.smiFailure) return { stdout: '', stderr: 'bash: line 1: nvidia-smi: command not found\n', code: 127 };
  if (s.smiFailure) return { ...s.smiFailure };
  const parsed = readOptions('nvidia-smi', args, SPEC);
  if ('error' in parsed || parsed.positional.length > 0) return invalid('Invalid combination of input arguments.');
  const format = (parsed.values.get('--format')?.at(-1) ?? '').split(',');
  if (format[0] !== 'csv') return invalid('--format must be csv for query options.');
  const header = !format.includes('noheader');
  const units = !format.includes('nounits');
  const gpuQuery = parsed.values.get('--query-gpu')?.at(-1);
  const appsQuery = parsed.values.get('--query-compute-apps')?.at(-1);
  if ((gpuQuery === undefined) === (appsQuery === undefined)) return invalid('Exactly one of --query-gpu or --query-compute-apps is replayed.');
  const state = gpuStateAt(s, nowMs, clock);
  return gpuQuery !== undefined ? table(gpuQuery, GPU_FIELDS, state.gpus, header, units) : table(appsQuery!, APP_FIELDS, state.processes, header, units);
}

function table<T>(query: string, fields: Record<string, { header: string; unit: string; get: (row: T) => string | number }>, rows: T[], header: boolean, units: boolean): CommandOutput {
  const names = query.split(',').map((f) => f.trim());
  const unknown = names.find((n) => !fields[n]);
  if (unknown !== undefined) return { stdout: `Field "${unknown}" is not a valid field to query.\n\n`, stderr: '', code: 2 };
  const cols = names.map((n) => fields[n]!);
  const lines = rows.map((row) => cols.map((c) => `${c.get(row)}${units ? c.unit : ''}`).join(', '));
  if (header) lines.unshift(cols.map((c) => (units ? c.header : c.header.replace(/ \[.*\]$/, ''))).join(', '));
  return { stdout: lines.map((l) => `${l}\n`).join(''), stderr: '', code: 0 };
}

function invalid(message: string): CommandOutput {
  return { stdout: `${message}\nPlease run 'nvidia-smi -h' for help.\n\n`, stderr: '', code: 2 };
}
