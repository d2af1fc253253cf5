import { describe, expect, it } from 'vitest';
import type { Outcome, Phase } from '../types';
import { changedSinceReady, type ComparedAttempt } from './changed-since-ready';
import type { StartupFacts } from './types';

const facts = (version: string | null, args: StartupFacts['args'] = {}, libraries: Record<string, string> = {}): StartupFacts => ({ version, args, libraries, port: null });
const attempt = (outcome: Outcome, startup: StartupFacts | null, opts: { ready?: boolean; current?: boolean } = {}): ComparedAttempt => ({
  outcome,
  isCurrent: opts.current ?? false,
  phases: (['spawned', ...(opts.ready || outcome === 'ready' ? ['ready'] : [])] as Phase[]).map((name) => ({ name })),
  startup,
});

describe('changedSinceReady', () => {
  it('a failed attempt names the version bump and the changed argument against the last ready one', () => {
    const out = changedSinceReady([
      attempt('stopped', facts('0.16.0rc2.dev313', { max_model_len: 16384, enforce_eager: true }), { ready: true }),
      attempt('failed', facts('0.16.0rc2.dev344', { max_model_len: 8192, enforce_eager: true })),
    ]);
    expect(out).toEqual([[], [
      { key: 'version', before: '0.16.0rc2.dev313', after: '0.16.0rc2.dev344' },
      { key: 'max_model_len', before: '16384', after: '8192' },
    ]]);
  });

  it('an argument only one side printed shows as null there (vLLM prints only non-default args)', () => {
    const [, changes] = changedSinceReady([attempt('ready', facts('1', { tp: 8 })), attempt('running', facts('1', { tp: 8, enforce_eager: true }), { current: true })]);
    expect(changes).toEqual([{ key: 'enforce_eager', before: null, after: 'True' }]);
  });

  it('compares with the LAST ready attempt, not the first', () => {
    const out = changedSinceReady([
      attempt('stopped', facts('a'), { ready: true }),
      attempt('stopped', facts('b'), { ready: true }),
      attempt('failed', facts('b')),
    ]);
    expect(out[2]).toEqual([]);
  });

  it('libraries count only when both attempts named them; seeds and hostnames never count', () => {
    const out = changedSinceReady([
      attempt('stopped', facts('1', { random_seed: 1, hostname: 'a' }, { flashinfer: '0.6.3' }), { ready: true }),
      attempt('failed', facts('1', { random_seed: 2, hostname: 'b' }, { flashinfer: '0.6.4', 'flashinfer-cubin': '0.6.3' })),
    ]);
    expect(out[1]).toEqual([{ key: 'library flashinfer', before: '0.6.3', after: '0.6.4' }]);
  });

  it('nothing to compare: no earlier ready attempt, no facts, or an older attempt that is neither current nor failed', () => {
    expect(changedSinceReady([attempt('failed', facts('1'))])).toEqual([[]]);
    expect(changedSinceReady([attempt('ready', facts('1')), attempt('failed', null)])).toEqual([[], []]);
    expect(changedSinceReady([attempt('ready', facts('1')), attempt('stopped', facts('2'))])).toEqual([[], []]);
    // The ready attempt printed nothing (its start is outside the window): no older one stands in for it.
    expect(changedSinceReady([attempt('ready', facts('1')), attempt('ready', null), attempt('failed', facts('2'))])[2]).toEqual([]);
  });
});
