import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/journal/types';
import { formatClock, formatDuration, formatRelative, inferHostOffset, zoneLabel } from './format-time';

function entry(tsUs: number, stamp: string | null): JournalEntry {
  return {
    seq: 0,
    cursor: null,
    ts: tsUs,
    pid: 222636,
    invocationId: null,
    unit: null,
    priority: 6,
    identifier: 'vllm',
    hostname: 'llm-two',
    messageId: null,
    bootId: null,
    fields: null,
    message: '',
    vllm: stamp ? { role: 'Worker_TP0', pid: 222636, level: 'info', stamp, source: 'gpu_model_runner.py:4128', text: 'Starting to load model' } : null,
    parsed: true,
  };
}

const T = Date.UTC(2026, 1, 20, 23, 37, 52) * 1000;

describe('inferHostOffset', () => {
  it.each([
    ['02-20 23:37:52', 0],
    ['02-21 00:37:52', 60],
    ['02-20 18:37:52', -300],
    ['02-21 05:07:52', 330],
  ])('vLLM stamp %s against the UTC journal time gives offset %i min', (stamp, offset) => {
    expect(inferHostOffset([entry(T, stamp), entry(T + 1_000_000, null)])).toBe(offset);
  });

  it('the stamp wraps over new year', () => {
    const ts = Date.UTC(2026, 11, 31, 23, 30, 0) * 1000;
    expect(inferHostOffset([entry(ts, '01-01 00:30:00')])).toBe(60);
  });

  it('without vLLM stamps there is no host zone', () => {
    expect(inferHostOffset([entry(T, null)])).toBeNull();
  });
});

describe('formatting', () => {
  it('shows the clock in UTC or the host zone', () => {
    expect(formatClock(T, { kind: 'utc' })).toBe('23:37:52');
    expect(formatClock(T, { kind: 'host', offsetMin: 60 })).toBe('00:37:52');
    expect(zoneLabel({ kind: 'host', offsetMin: -300 })).toBe('host UTC−05:00');
  });

  it.each([
    [450_000, '450 ms'],
    [9_200_000, '9.2 s'],
    [91_000_000, '1 min 31 s'],
    [540_000_000, '9 min'],
    [7_500_000_000, '2 h 5 min'],
  ])('duration %i µs is %s', (us, text) => expect(formatDuration(us)).toBe(text));

  it.each([
    [0, 'just now'],
    [90, '90 s ago'],
    [720, '12 min ago'],
    [-40, 'in 40 s'],
  ])('%i s before now reads %s', (ago, text) => expect(formatRelative(T - ago * 1_000_000, T / 1000)).toBe(text));
});
