import { describe, expect, it } from 'vitest';
import { gaugeSegments } from './gauge-segments';
import type { GpuAttribution, GpuSample } from './types';

const B200 = 183359;
const gpu = (usedMiB: number | null, totalMiB: number | null = B200): GpuSample => ({ index: 3, uuid: 'GPU-3', name: 'NVIDIA B200', usedMiB, totalMiB, utilizationPct: 0 });
const attribution = (current: number, stale = 0, other = 0, unattributed = 0): GpuAttribution => ({
  index: 3,
  uuid: 'GPU-3',
  segments: [
    { owner: 'current', attemptIndex: 1, attemptLabel: 'restart 1 · 23:37:45 · pid 222636', pids: [222704], mib: current },
    ...(stale ? [{ owner: 'stale' as const, attemptIndex: 0, attemptLabel: '23:36:00 · pid 221343', pids: [221404], mib: stale }] : []),
    ...(other ? [{ owner: 'other' as const, attemptIndex: null, attemptLabel: null, pids: [9], mib: other }] : []),
  ],
  unattributedMiB: unattributed,
});

describe('gaugeSegments', () => {
  it('lays owner segments end to end in per cent of total', () => {
    const g = gaugeSegments(gpu(73731 + 1840), attribution(73208, 1840, 0, 523));
    expect(g.segments.map((s) => s.owner)).toEqual(['current', 'stale', 'unattributed']);
    expect(g.segments[0]!.startPct).toBe(0);
    expect(g.segments[1]!.startPct).toBeCloseTo((73208 / B200) * 100, 6);
    expect(g.segments.reduce((n, s) => n + s.widthPct, 0)).toBeCloseTo(((73731 + 1840) / B200) * 100, 6);
    expect(g.staleMiB).toBe(1840);
  });

  it('90 % full is the plan: at-expected, not over', () => {
    const g = gaugeSegments(gpu(Math.round(B200 * 0.9)), attribution(Math.round(B200 * 0.9)));
    expect(g.state).toBe('at-expected');
    expect(g.expectedPct).toBe(90);
    expect(g.expectedMiB).toBeCloseTo(B200 * 0.9, 6);
  });

  it('80 % is still filling, never red', () => {
    expect(gaugeSegments(gpu(B200 * 0.8), null).state).toBe('filling');
  });

  it('above expected plus tolerance is over', () => {
    expect(gaugeSegments(gpu(B200 * 0.97), null).state).toBe('over');
    expect(gaugeSegments(gpu(B200 * 0.92), null).state).toBe('at-expected');
  });

  it('driver context only is empty', () => {
    expect(gaugeSegments(gpu(4), null).state).toBe('empty');
  });

  it('[N/A] memory is unknown with no segments', () => {
    const g = gaugeSegments(gpu(null, null), null);
    expect(g).toMatchObject({ state: 'unknown', usedPct: null, loadFraction: null, segments: [] });
  });

  it('loadFraction runs toward the level the last ready attempt reached', () => {
    const target = 165_023;
    expect(gaugeSegments(gpu(73731), null, 90, target).loadFraction).toBeCloseTo(73731 / target, 6);
    expect(gaugeSegments(gpu(73731), null, 90, target).state).toBe('filling');
    expect(gaugeSegments(gpu(164_000), null, 90, target).state).toBe('at-expected');
    expect(gaugeSegments(gpu(170_000), null, 90, target).loadFraction).toBe(1);
  });

  it('without a target, loadFraction runs toward the expected level; a custom expected level moves the marker', () => {
    expect(gaugeSegments(gpu(B200 * 0.45), null).loadFraction).toBeCloseTo(0.5, 6);
    const g = gaugeSegments(gpu(B200 * 0.5), null, 50);
    expect(g).toMatchObject({ expectedPct: 50, state: 'at-expected' });
  });

  it('without attribution all used memory is one unattributed segment', () => {
    const g = gaugeSegments(gpu(1000), null);
    expect(g.segments).toEqual([{ owner: 'unattributed', attemptIndex: null, attemptLabel: null, pids: [], mib: 1000, startPct: 0, widthPct: (1000 / B200) * 100 }]);
  });

  it('segments never exceed 100 % even when processes report more than total', () => {
    const g = gaugeSegments(gpu(B200), attribution(B200, 5000));
    expect(g.segments.reduce((n, s) => n + s.widthPct, 0)).toBeLessThanOrEqual(100);
  });
});
