import { describe, expect, it } from 'vitest';
import { attemptLabel, type AttemptIdentity } from './attempt-label';

const T = Date.UTC(2026, 1, 20, 23, 37, 52, 640) * 1000;
const a = (over: Partial<AttemptIdentity>): AttemptIdentity => ({ index: 42, invocationId: null, mainPid: null, start: null, restartCounter: null, ...over });

describe('attemptLabel', () => {
  it.each([
    ['counter, UTC start and main PID', a({ restartCounter: 4, start: T, mainPid: 222636, invocationId: '3f0c9a1e5b7d4c2a9e8f7a6b5c4d3e2f' }), 'restart 4 · 23:37:52 · pid 222636'],
    ['a first start has no counter', a({ restartCounter: 0, start: T, mainPid: 221343 }), '23:37:52 · pid 221343'],
    ['an unknown counter is left out', a({ start: T, mainPid: 221343 }), '23:37:52 · pid 221343'],
    ['no main PID: the invocation ID prefix', a({ restartCounter: 2, start: T, invocationId: '3f0c9a1e5b7d4c2a9e8f7a6b5c4d3e2f' }), 'restart 2 · 23:37:52 · inv 3f0c9a1e'],
    ['no start time', a({ mainPid: 7 }), 'pid 7'],
    ['nothing stable: the position, said as such', a({ restartCounter: 3 }), 'attempt 43'],
  ])('%s', (_, attempt, label) => {
    expect(attemptLabel(attempt)).toBe(label);
  });

  it('short leaves out the counter', () => {
    expect(attemptLabel(a({ restartCounter: 4, start: T, mainPid: 222636 }), { short: true })).toBe('23:37:52 · pid 222636');
  });

  it('does not depend on the position: the same attempt in two windows gets the same label', () => {
    const seen = { restartCounter: 5, start: T, mainPid: 16600, invocationId: 'ab'.repeat(16) };
    expect(attemptLabel(a({ ...seen, index: 40 }))).toBe(attemptLabel(a({ ...seen, index: 3 })));
  });
});
