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
