import type { GaugeSegment, GaugeState, GpuAttribution, GpuSample, VramGauge } from './types';

/** vLLM's default gpu_memory_utilization (0.9): filling to here is the plan, not a warning. */
export const DEFAULT_EXPECTED_PCT = 90;
/** Points above the expected level before a bar counts as over (non-torch memory, CUDA graphs). */
export const OVER_TOLERANCE_PCT = 3;
/** Below this a GPU counts as empty (driver context only). */
export const EMPTY_BELOW_PCT = 2;
/** Within this fraction of the target a loading GPU counts as arrived. */
export const TARGET_REACHED_FRACTION = 0.97;

/**
 * What a VRAM bar draws: owner segments in per cent of total, the expected-level marker, a state, and
 * `loadFraction` toward `targetMiB` (the level the last ready attempt reached) or the expected level.
 */
export function gaugeSegments(
  gpu: GpuSample,
  attribution: GpuAttribution | null,
  expectedPct: number | null = DEFAULT_EXPECTED_PCT,
  targetMiB: number | null = null,
): VramGauge {
  const expected = expectedPct ?? DEFAULT_EXPECTED_PCT;
  const { usedMiB: used, totalMiB: total } = gpu;
  const known = used !== null && total !== null && total > 0;
  const segments: GaugeSegment[] = [];
  let staleMiB = 0;
  if (known) {
    let start = 0;
    const push = (segment: Omit<GaugeSegment, 'startPct' | 'widthPct'>) => {
      const width = Math.min(100 - start, (segment.mib / total) * 100);
      if (width <= 0) return;
      segments.push({ ...segment, startPct: start, widthPct: width });
      start += width;
    };
    for (const s of attribution?.segments ?? []) {
      if (s.owner === 'stale') staleMiB += s.mib;
      push({ owner: s.owner, attemptIndex: s.attemptIndex, attemptLabel: s.attemptLabel, pids: s.pids, mib: s.mib, ...(s.via ? { via: s.via } : {}) });
    }
    const unattributed = attribution ? attribution.unattributedMiB : used;
    push({ owner: 'unattributed', attemptIndex: null, attemptLabel: null, pids: [], mib: unattributed });
  }
  const usedPct = known ? (used / total) * 100 : null;
  const expectedMiB = total !== null && total > 0 ? (total * expected) / 100 : null;
  const target = targetMiB ?? expectedMiB;
  const loadFraction = known && target !== null && target > 0 ? clamp01(used / target) : null;
  return {
    index: gpu.index,
    uuid: gpu.uuid,
    name: gpu.name,
    usedMiB: used,
    totalMiB: total,
    usedPct,
    segments,
    expectedPct: expected,
    expectedMiB,
    state: gaugeState(usedPct, expected, loadFraction, targetMiB !== null),
    loadFraction,
    targetMiB: target,
    staleMiB,
  };
}

function gaugeState(usedPct: number | null, expected: number, loadFraction: number | null, hasTarget: boolean): GaugeState {
  if (usedPct === null) return 'unknown';
  if (usedPct > expected + OVER_TOLERANCE_PCT) return 'over';
  if (usedPct < EMPTY_BELOW_PCT) return 'empty';
  if (hasTarget && loadFraction !== null && loadFraction >= TARGET_REACHED_FRACTION) return 'at-expected';
  if (!hasTarget && usedPct >= expected - 5) return 'at-expected';
  return 'filling';
}

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}
