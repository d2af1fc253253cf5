import { describe, expect, it } from 'vitest';
import { estimateEta } from './estimate-eta';
import type { Attempt, PhaseMark } from './types';

const S = 1e6;
const mark = (name: PhaseMark['name'], at: number): PhaseMark => ({ name, at, seq: 0, line: '', sincePreviousUs: null });
type EtaAttempt = Parameters<typeof estimateEta>[0][number];
const attempt = (index: number, outcome: Attempt['outcome'], start: number, phases: PhaseMark[], loadProgress: Attempt['loadProgress'] = null): EtaAttempt => ({
  index,
  outcome,
  start,
  phases,
  loadProgress,
});

describe('estimateEta', () => {
  const ready = attempt(0, 'stopped', 0, [mark('spawned', 0), mark('weights_loaded', 540 * S), mark('ready', 654 * S)]);

  it('from shard progress, plus the last ready attempt’s time from weights loaded to ready', () => {
    const current = attempt(1, 'running', 1000 * S, [mark('spawned', 1000 * S)], { done: 29, total: 64, elapsedS: 250, remainingS: 303, at: 1250 * S, seq: 9 });
    expect(estimateEta([ready, current], 1, 1300 * S)).toEqual({ attemptIndex: 1, readyAt: (1250 + 303 + 114) * S, remainingS: 367, basis: 'shard-progress' });
  });

  it('from the last ready attempt’s spawned→ready duration when no shard line was seen', () => {
    const current = attempt(1, 'running', 1000 * S, [mark('spawned', 1000 * S)]);
    expect(estimateEta([ready, current], 1, 1100 * S)).toEqual({ attemptIndex: 1, readyAt: 1654 * S, remainingS: 554, basis: 'previous-ready' });
  });

  it('no spawned→ready duration from a ready attempt that began before the window (its first line is not its start)', () => {
    const seenServing = { ...attempt(0, 'stopped', 500 * S, [mark('ready', 500 * S), mark('stopped', 900 * S)]), startedBeforeWindow: true };
    const current = attempt(1, 'running', 1000 * S, [mark('spawned', 1000 * S)]);
    expect(estimateEta([seenServing, current], 1, 1100 * S)).toEqual({ attemptIndex: 1, readyAt: null, remainingS: null, basis: 'none' });
  });

  it('basis none without either; null once the attempt is ready or dead', () => {
    const lone = attempt(0, 'running', 0, [mark('spawned', 0)]);
    expect(estimateEta([lone], 0, 10 * S)).toEqual({ attemptIndex: 0, readyAt: null, remainingS: null, basis: 'none' });
    expect(estimateEta([ready, attempt(1, 'ready', 0, [])], 1, 0)).toBeNull();
    expect(estimateEta([ready, attempt(1, 'failed', 0, [])], 1, 0)).toBeNull();
  });

  it('never counts down below zero', () => {
    const current = attempt(1, 'running', 1000 * S, [mark('spawned', 1000 * S)]);
    expect(estimateEta([ready, current], 1, 5000 * S)?.remainingS).toBe(0);
  });
});
