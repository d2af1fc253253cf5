// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { attributeVram, parseComputeApps, parseGpuQuery } from '@/lib/gpu';
import type { GpuReport } from '@/lib/gpu/types';
import { attemptColour } from '@/components/timeline/attempt-palette';
import { VramGauge } from './vram-gauge';

afterEach(cleanup);

const fixture = (name: string) => readFileSync(`lib/gpu/__fixtures__/${name}`, 'utf8');

// The story host while the new attempt (workers 222701…222708) loads; stale worker 221404 of the failed attempt on GPU 3.
const report: GpuReport = {
  at: Date.UTC(2026, 1, 20, 23, 40),
  gpus: parseGpuQuery(fixture('b200-8x-loading.gpus.csv')),
  processes: parseComputeApps(fixture('b200-8x-loading.apps.csv')),
  error: null,
};
const attempts = [
  { index: 0, isCurrent: false, mainPid: 221343, start: Date.UTC(2026, 1, 20, 23, 36, 21) * 1000, pids: [{ pid: 221343 }, { pid: 221404 }] },
  { index: 1, isCurrent: true, pids: [222636, 222701, 222702, 222703, 222704, 222705, 222706, 222707, 222708].map((pid) => ({ pid })) },
];

describe('VramGauge', () => {
  it('draws one bar per GPU with used/total and the right per cent', () => {
    render(<VramGauge report={report} attribution={attributeVram(report, attempts)} currentAttempt={1} history={{}} expectedPct={90} load={null} />);
    const items = screen.getAllByTestId('gpu');
    expect(items).toHaveLength(report.gpus.length);
    expect(items).toHaveLength(8);
    for (const [i, li] of items.entries()) {
      const g = report.gpus[i]!;
      const pct = (g.usedMiB! / g.totalMiB!) * 100;
      expect(within(li).getByTestId('gpu-pct').textContent).toBe(`${Math.round(pct)} %`);
      expect(within(li).getByRole('meter').getAttribute('aria-valuenow')).toBe(String(Math.round(pct)));
      expect(li.textContent).toContain(`${g.usedMiB!.toLocaleString('en-US')} / ${g.totalMiB!.toLocaleString('en-US')} MiB`);
    }
  });

  it('colours the current attempt\'s memory in its attempt colour and flags the stale PID of the old attempt', () => {
    const { container } = render(
      <VramGauge report={report} attribution={attributeVram(report, attempts)} currentAttempt={1} history={{}} expectedPct={90} load={null} />,
    );
    const current = container.querySelector('[data-owner="current"]') as HTMLElement;
    expect(current.style.backgroundColor).not.toBe('');
    const probe = document.createElement('div');
    probe.style.backgroundColor = attemptColour(1, 1).solid;
    expect(current.style.backgroundColor).toBe(probe.style.backgroundColor);
    const stale = container.querySelectorAll('[data-owner="stale"]');
    expect(stale.length).toBeGreaterThan(0);
    expect(screen.getByText(/Stale memory/).parentElement!.textContent).toMatch(/pid 221404 of attempt 23:36:21 · pid 221343/);
  });

  it('~90 % full is the expected level, not a warning', () => {
    const full: GpuReport = { ...report, gpus: report.gpus.map((g) => ({ ...g, usedMiB: Math.round(g.totalMiB! * 0.9) })) };
    render(<VramGauge report={full} attribution={null} currentAttempt={1} history={{}} expectedPct={90} load={null} />);
    for (const li of screen.getAllByTestId('gpu')) expect(li.getAttribute('data-state')).toBe('at-expected');
  });

  it.each([
    ['no-driver.stdout', 'no_nvidia_driver', /cannot reach the NVIDIA driver/],
    ['driver-mismatch.stdout', 'driver_mismatch', /version mismatch/],
  ] as const)('shows the driver failure of %s', (file, code, text) => {
    const failed: GpuReport = { at: 0, gpus: [], processes: [], error: { code, message: fixture(file).trim() } };
    render(<VramGauge report={failed} attribution={null} currentAttempt={null} history={{}} expectedPct={90} load={null} />);
    expect(screen.getByRole('alert').textContent).toMatch(text);
  });

  it('an [N/A] reading shows N/A instead of a number', () => {
    const na = parseGpuQuery(fixture('gb10-na.gpus.csv'));
    render(<VramGauge report={{ at: 0, gpus: na, processes: [], error: null }} attribution={null} currentAttempt={null} history={{}} expectedPct={90} load={null} />);
    expect(screen.getAllByTestId('gpu-pct')[0]!.textContent).toBe('N/A');
  });

  it('a shard found through its parent says so in the bar tooltip and the legend', () => {
    // Each journal names only its main PID; their children hold the GPUs.
    const launcherOnly = [{ ...attempts[0]!, pids: [{ pid: 221343 }] }, { index: 1, isCurrent: true, pids: [{ pid: 222636 }] }];
    const parents = Object.fromEntries([...Array.from({ length: 8 }, (_, i) => [222701 + i, 222636]), [222636, 1], [221404, 221343], [221343, 1]]);
    const withTree: GpuReport = { ...report, tree: { parents, skippedLines: 0, error: null } };
    const { container } = render(<VramGauge report={withTree} attribution={attributeVram(withTree, launcherOnly)} currentAttempt={1} history={{}} expectedPct={90} load={null} />);
    const first = container.querySelector('[data-owner="current"]') as HTMLElement;
    expect(first.title).toMatch(/: 73,208 MiB \(pid 222701 \(child of pid 222636\)\)$/);
    expect(first.dataset.via).toBe('222636');
    expect(screen.getByTestId('via-parent').textContent).toContain('9 GPU processes no log line names (e.g. pid 222701) counted for the attempt of its parent, pid 222636.');
    expect(screen.getByText(/Stale memory/).parentElement!.textContent).toMatch(/pid 221404 \(child of pid 221343\) of attempt/);
    expect(screen.queryByTestId('no-process-tree')).toBeNull();
  });

  it('a host without ps says the attribution goes by logged PIDs only', () => {
    const noPs: GpuReport = { ...report, tree: { parents: {}, skippedLines: 0, error: { code: 'ps_missing', message: 'bash: line 1: ps: command not found' } } };
    render(<VramGauge report={noPs} attribution={attributeVram(noPs, attempts)} currentAttempt={1} history={{}} expectedPct={90} load={null} />);
    expect(screen.getByTestId('no-process-tree').textContent).toContain('ps not installed');
    expect(screen.queryByTestId('via-parent')).toBeNull();
  });
});
