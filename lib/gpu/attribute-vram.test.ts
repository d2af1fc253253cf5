import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeVram, type AttemptPids } from './attribute-vram';
import { parseNvidiaSmi } from './parse-nvidia-smi';
import type { GpuReport } from './types';

const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');
const report: GpuReport = parseNvidiaSmi({
  gpuStdout: fixture('b200-8x-loading.gpus.csv'),
  gpuStderr: '',
  gpuCode: 0,
  appsStdout: fixture('b200-8x-loading.apps.csv') + '9999, GPU-9b3d6a0e-41a7-5c1e-8a2f-3c9e1d7b2a07, 500\n',
  appsStderr: '',
  appsCode: 0,
  at: 0,
});
const workers = (first: number) => Array.from({ length: 8 }, (_, i) => ({ pid: first + i }));
const at = (h: number, m: number, s: number) => Date.UTC(2026, 1, 20, h, m, s) * 1000;
const OLD: AttemptPids = { index: 0, isCurrent: false, mainPid: 221343, start: at(23, 36, 0), pids: [{ pid: 221343 }, ...workers(221401)] };
const NEW: AttemptPids = { index: 1, isCurrent: true, mainPid: 222636, start: at(23, 37, 45), restartCounter: 1, pids: [{ pid: 222636 }, ...workers(222701)] };

describe('attributeVram', () => {
  const byGpu = attributeVram(report, [OLD, NEW]);

  it('gives each GPU the current attempt worker that runs on it', () => {
    expect(byGpu).toHaveLength(8);
    expect(byGpu[0]!.segments).toEqual([{ owner: 'current', attemptIndex: 1, attemptLabel: 'restart 1 · 23:37:45 · pid 222636', pids: [222701], mib: 73208 }]);
  });

  it('marks memory held by a PID of the failed attempt as stale', () => {
    expect(byGpu[3]!.segments).toEqual([
      { owner: 'current', attemptIndex: 1, attemptLabel: 'restart 1 · 23:37:45 · pid 222636', pids: [222704], mib: 73208 },
      { owner: 'stale', attemptIndex: 0, attemptLabel: '23:36:00 · pid 221343', pids: [221404], mib: 1840 },
    ]);
  });

  it('a PID no attempt knows is other', () => {
    expect(byGpu[7]!.segments.at(-1)).toEqual({ owner: 'other', attemptIndex: null, attemptLabel: null, pids: [9999], mib: 500 });
  });

  it('unattributed = used − process memory, never negative', () => {
    expect(byGpu[0]!.unattributedMiB).toBe(73731 - 73208);
    expect(byGpu[3]!.unattributedMiB).toBe(75571 - 73208 - 1840);
    expect(byGpu[7]!.unattributedMiB).toBe(73731 - 73208 - 500);
    const overfull = { ...report, processes: [{ pid: 1, gpuUuid: report.gpus[0]!.uuid, usedMiB: 999_999 }] };
    expect(attributeVram(overfull, [])[0]!.unattributedMiB).toBe(0);
  });

  it('without analysis every process is other', () => {
    const segments = attributeVram(report, []).flatMap((g) => g.segments);
    expect(segments.map((s) => s.owner)).toEqual(Array(8).fill('other'));
    expect(segments.flatMap((s) => s.pids)).toHaveLength(10);
  });

  it('the option overrides which attempt is current', () => {
    const flipped = attributeVram(report, [OLD, NEW], { currentAttempt: 0 });
    expect(flipped[3]!.segments.map((s) => s.owner)).toEqual(['current', 'stale']);
    expect(flipped[3]!.segments[0]!.pids).toEqual([221404]);
  });

  it('with no isCurrent flag the newest attempt is current', () => {
    const noFlag = attributeVram(report, [OLD, { ...NEW, isCurrent: false }]);
    expect(noFlag[0]!.segments[0]!.owner).toBe('current');
  });
});

describe('attributeVram through the process tree', () => {
  const GPU = report.gpus.map((g) => g.uuid);
  // TGI: the journal names the launcher only; its shards hold the GPUs.
  const LAUNCHER = 41877;
  const OOM_LAUNCHER = 40211;
  const tgi = (processes: [pid: number, gpu: number][], parents: Record<number, number>): GpuReport => ({
    at: 0,
    gpus: report.gpus,
    processes: processes.map(([pid, gpu]) => ({ pid, gpuUuid: GPU[gpu]!, usedMiB: 1000 })),
    error: null,
    tree: { parents, skippedLines: 0, error: null },
  });
  const FAILED: AttemptPids = { index: 0, isCurrent: false, mainPid: OOM_LAUNCHER, start: at(0, 0, 2), pids: [{ pid: OOM_LAUNCHER }] };
  const RUNNING: AttemptPids = { index: 1, isCurrent: true, mainPid: LAUNCHER, start: at(0, 0, 56), restartCounter: 1, pids: [{ pid: LAUNCHER }] };

  it('a shard no line names belongs to the attempt of its parent, and says through whom', () => {
    const byGpu = attributeVram(tgi([[41896, 0], [41897, 1]], { 41896: LAUNCHER, 41897: LAUNCHER, [LAUNCHER]: 1 }), [FAILED, RUNNING]);
    expect(byGpu[0]!.segments).toEqual([
      { owner: 'current', attemptIndex: 1, attemptLabel: 'restart 1 · 00:00:56 · pid 41877', pids: [41896], mib: 1000, via: [{ pid: 41896, ancestor: LAUNCHER, depth: 1 }] },
    ]);
    expect(byGpu[1]!.segments[0]!.owner).toBe('current');
  });

  it('the nearest named ancestor wins: a grandchild of the launcher, a worker named itself', () => {
    const parents = { 52001: 41896, 41896: LAUNCHER, 222701: LAUNCHER, [LAUNCHER]: 1 };
    const named: AttemptPids = { ...RUNNING, pids: [{ pid: LAUNCHER }, { pid: 222701 }] };
    const [gpu0, gpu1] = attributeVram(tgi([[52001, 0], [222701, 1]], parents), [FAILED, named]);
    expect(gpu0!.segments[0]!.via).toEqual([{ pid: 52001, ancestor: LAUNCHER, depth: 2 }]);
    expect(gpu1!.segments[0]).not.toHaveProperty('via');
  });

  it("a dead attempt's orphan, adopted by PID 1, is not current: other unless the journal names it, then stale", () => {
    const parents = { 40230: 1, [LAUNCHER]: 1 };
    expect(attributeVram(tgi([[40230, 0]], parents), [FAILED, RUNNING])[0]!.segments[0]).toMatchObject({ owner: 'other', pids: [40230] });
    const named: AttemptPids = { ...FAILED, pids: [{ pid: OOM_LAUNCHER }, { pid: 40230 }] };
    expect(attributeVram(tgi([[40230, 0]], parents), [named, RUNNING])[0]!.segments[0]).toMatchObject({ owner: 'stale', attemptIndex: 0 });
  });

  it('PID 1 owns nothing even if an attempt were to list it', () => {
    const withInit: AttemptPids = { ...RUNNING, pids: [{ pid: 1 }, { pid: LAUNCHER }] };
    expect(attributeVram(tgi([[39944, 5]], { 39944: 1 }), [withInit])[5]!.segments[0]!.owner).toBe('other');
  });

  it('a still-running old launcher keeps its own shards stale', () => {
    const parents = { 40230: OOM_LAUNCHER, [OOM_LAUNCHER]: 1, 41896: LAUNCHER, [LAUNCHER]: 1 };
    const gpu0 = attributeVram(tgi([[40230, 0], [41896, 0]], parents), [FAILED, RUNNING])[0]!;
    expect(gpu0.segments.map((s) => [s.owner, s.pids])).toEqual([['current', [41896]], ['stale', [40230]]]);
  });

  it('a PID both attempts name goes to the newer one, also as an ancestor', () => {
    const shared = (a: AttemptPids): AttemptPids => ({ ...a, pids: [...a.pids, { pid: 777 }] });
    expect(attributeVram(tgi([[778, 0]], { 778: 777, 777: 1 }), [shared(FAILED), shared(RUNNING)])[0]!.segments[0]).toMatchObject({ owner: 'current', via: [{ ancestor: 777 }] });
  });

  it('a cycle in the table or a chain past the depth bound is other, not a hang', () => {
    expect(attributeVram(tgi([[10, 0]], { 10: 11, 11: 10 }), [FAILED, RUNNING])[0]!.segments[0]!.owner).toBe('other');
    const deep: Record<number, number> = { [LAUNCHER]: 1 };
    for (let p = 60000; p < 60040; p++) deep[p] = p + 1;
    deep[60040] = LAUNCHER;
    expect(attributeVram(tgi([[60000, 0]], deep), [FAILED, RUNNING])[0]!.segments[0]!.owner).toBe('other');
    expect(attributeVram(tgi([[60030, 0]], deep), [FAILED, RUNNING])[0]!.segments[0]).toMatchObject({ owner: 'current', via: [{ depth: 11 }] });
  });

  // journald tags a stdout stream with the PID that opened it, so a child's lines carry its parent's PID.
  it.each([
    ['SGLang: TP schedulers under the launcher (lines say TP0, never a PID)', { 3101: 3001, 3102: 3001, 3001: 1 }, [3101, 3102], 3001, 1],
    ['Ollama: the runner under `ollama serve`', { 5120: 5000, 5000: 1 }, [5120], 5000, 1],
    ['vLLM without role tags: workers under EngineCore under the API server', { 2950: 2901, 2951: 2901, 2901: 2827, 2827: 1 }, [2950, 2951], 2827, 2],
  ])('%s', (_name, parents, gpuPids, mainPid, depth) => {
    const gpu = report.gpus[0]!.uuid;
    const r: GpuReport = { at: 0, gpus: report.gpus, processes: gpuPids.map((pid) => ({ pid, gpuUuid: gpu, usedMiB: 500 })), error: null, tree: { parents, skippedLines: 0, error: null } };
    const [gpu0] = attributeVram(r, [{ index: 0, isCurrent: true, mainPid, pids: [{ pid: mainPid }] }]);
    expect(gpu0!.segments).toHaveLength(1);
    expect(gpu0!.segments[0]).toMatchObject({ owner: 'current', pids: gpuPids, via: gpuPids.map((pid) => ({ pid, ancestor: mainPid, depth })) });
  });

  it('without a tree (no ps, or a failing one) attribution goes by the journal PIDs as before', () => {
    const noTree = { ...tgi([[41896, 0]], {}), tree: { parents: {}, skippedLines: 0, error: { code: 'ps_missing' as const, message: 'ps: command not found' } } };
    expect(attributeVram(noTree, [FAILED, RUNNING])[0]!.segments[0]!.owner).toBe('other');
    const { tree: _, ...older } = noTree;
    expect(attributeVram(older, [FAILED, RUNNING])[0]!.segments[0]!.owner).toBe('other');
  });
});
