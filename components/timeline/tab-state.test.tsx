import { describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { makeEntries } from '@/lib/analysis/test-entries';
import type { Analysis, Attempt } from '@/lib/analysis/types';
import { changeText, shortAfter } from './startup-change-text';
import { tabState } from './tab-state';
import { CAUSE_WAIT_MS, nextWatch, watchEvents, watchMemory } from './watch-events';

const INV = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const line = (t: number, text: string, extra: object = {}) => ({ t, pid: 222636, inv: INV, role: 'APIServer', level: 'info' as const, text, ...extra });
const started = { t: 0, pid: 1, inv: INV, text: 'Started vllm-kimi-k25.service - vLLM Kimi-K2.5.', messageId: '39f53479d3a045ac8e11786248231fbf' };

function analysisOf(specs: Parameters<typeof makeEntries>[0]): Analysis {
  return analyse(makeEntries(specs));
}

describe('tabState', () => {
  it('a loading attempt shows its shard progress', () => {
    const a = analysisOf([started, line(2, 'Starting to load model /shared/kimi-k2.5-nvfp4...', { role: 'Worker_TP0' }), { t: 30, pid: 222636, inv: INV, text: 'Loading safetensors checkpoint shards:  44% Completed | 28/64 [01:05<01:24,  2.34s/it]' }]);
    expect(tabState(a, 'vllm-kimi-k25.service', 'llm-two')).toEqual({ title: '43 % · loading · vllm-kimi-k25 @ llm-two', icon: 'loading' });
  });

  it('ready, failed, and a phase without progress', () => {
    const base = analysisOf([started, line(2, 'Starting to load model /x...', { role: 'Worker_TP0' })]);
    const withCurrent = (patch: Partial<Attempt>): Analysis => ({ ...base, attempts: base.attempts.map((a) => ({ ...a, ...patch })) });
    expect(tabState(base, 'u.service', 'h').title).toBe('loading weights · u @ h');
    expect(tabState(withCurrent({ outcome: 'ready' }), 'u.service', 'h')).toEqual({ title: 'ready · u @ h', icon: 'ready' });
    expect(tabState(withCurrent({ outcome: 'failed' }), 'u.service', 'h')).toEqual({ title: 'FAILED · u @ h', icon: 'failed' });
    expect(tabState({ ...base, attempts: [], currentAttempt: null }, 'u.service', 'h')).toEqual({ title: 'u @ h', icon: 'idle' });
  });
});

describe('watchEvents', () => {
  const running = analysisOf([started, line(2, 'Starting to load model /x...', { role: 'Worker_TP0' })]);
  const patched = (patch: Partial<Attempt>): Analysis => ({ ...running, attempts: running.attempts.map((a) => ({ ...a, ...patch })) });

  it('the watched attempt failing names its root cause; becoming ready is one event too', () => {
    const fatal = { headline: 'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)' } as Attempt['fatal'];
    expect(watchEvents(watchMemory(running), patched({ outcome: 'failed', fatal }))).toEqual([{ kind: 'failed', attemptIndex: 0, cause: fatal!.headline }]);
    expect(watchEvents(watchMemory(running), patched({ outcome: 'ready' }))).toEqual([{ kind: 'ready', attemptIndex: 0, cause: null }]);
  });

  it('no event without a change, on the first look, or for an attempt that was not running', () => {
    expect(watchEvents(watchMemory(running), running)).toEqual([]);
    expect(watchEvents(null, patched({ outcome: 'ready' }))).toEqual([]);
    expect(watchEvents(watchMemory(patched({ outcome: 'ready' })), patched({ outcome: 'failed' }))).toEqual([]);
  });
});

describe('nextWatch', () => {
  const running = analysisOf([started, line(2, 'Starting to load model /x...', { role: 'Worker_TP0' })]);
  const patched = (patch: Partial<Attempt>): Analysis => ({ ...running, attempts: running.attempts.map((a) => ({ ...a, ...patch })) });
  const fatal = { headline: 'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)' } as Attempt['fatal'];

  it('holds back a failure with nothing to name yet, and notifies with the cause once it is printed', () => {
    const first = nextWatch(watchMemory(running), patched({ outcome: 'failed', fatal: null, exitStatus: null }), 1_000);
    expect(first.events).toEqual([]);
    const second = nextWatch(first.memory, patched({ outcome: 'failed', fatal }), 2_000);
    expect(second.events).toEqual([{ kind: 'failed', attemptIndex: 0, cause: fatal!.headline }]);
    expect(nextWatch(second.memory, patched({ outcome: 'failed', fatal }), 3_000).events).toEqual([]);
  });

  it('notifies without a cause once the wait is over', () => {
    const silent = patched({ outcome: 'failed', fatal: null, exitStatus: null });
    const first = nextWatch(watchMemory(running), silent, 1_000);
    expect(nextWatch(first.memory, silent, 1_000 + CAUSE_WAIT_MS - 1).events).toEqual([]);
    expect(nextWatch(first.memory, silent, 1_000 + CAUSE_WAIT_MS).events).toEqual([{ kind: 'failed', attemptIndex: 0, cause: null }]);
  });

  it('a failure that names its cause or exit status at once is not held back', () => {
    expect(nextWatch(watchMemory(running), patched({ outcome: 'failed', fatal: null, exitStatus: 'code=exited, status=1/FAILURE' }), 0).events).toHaveLength(1);
  });
});

describe('startup change text', () => {
  it.each([
    ['0.16.0rc2.dev313', '0.16.0rc2.dev344', 'dev344'],
    ['0.9.2.dev140+g8b6e1d639', '0.9.2.dev141+g0c1d2e3f4', 'dev141+g0c1d2e3f4'],
    ['16384', '8192', '8192'],
    ['0.6.3', '0.6.4', '0.6.4'],
  ])('%s → %s reads as %s', (before, after, short) => {
    expect(shortAfter(before, after)).toBe(short);
  });

  it('a value one side did not print is its default', () => {
    expect(changeText({ key: 'enforce_eager', before: null, after: 'True' })).toEqual({ key: 'enforce_eager', before: '(default)', after: 'True' });
    expect(changeText({ key: 'tp', before: '8', after: null })).toEqual({ key: 'tp', before: '8', after: '(default)' });
  });
});
