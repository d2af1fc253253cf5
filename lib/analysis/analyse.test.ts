import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJournalJson } from '@/lib/journal';
import { analyse } from './analyse';
import { makeEntries, systemdLine } from './test-entries';
import { readAttempts } from '@/lib/analysis/read-attempts';

const FLASHINFER = 'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)';
const load = (name: string) => parseJournalJson(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')).entries;

describe('analyse: the seed story', () => {
  const entries = load('seed-story.jsonl');
  const analysis = analyse(entries);
  const [old, current] = analysis.attempts;

  it('finds two attempts: the old one failed, the current one is loading weights', () => {
    expect(analysis.attempts).toHaveLength(2);
    expect(old).toMatchObject({ id: 'a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c', mainPid: 221343, outcome: 'failed', exitStatus: 'code=exited, status=1/FAILURE', restartCounter: null });
    expect(current).toMatchObject({ id: 'b7e2d3c4a5f64b1c9d8e7f6a5b4c3d2e', mainPid: 222636, outcome: 'running', isCurrent: true, restartCounter: 1 });
    expect(analysis.currentAttempt).toBe(1);
    expect(current!.phases.at(-1)!.name).toBe('loading_weights');
  });

  it('tells the two `Starting to load model` lines apart by attempt: 23:36:21 old, 23:37:52 current', () => {
    const starts = old!.phases.find((p) => p.name === 'loading_weights')!;
    const now = current!.phases.find((p) => p.name === 'loading_weights')!;
    expect(new Date(starts.at! / 1000).toISOString()).toBe('2026-02-20T23:36:21.300Z');
    expect(new Date(now.at! / 1000).toISOString()).toBe('2026-02-20T23:37:52.300Z');
    expect(starts.line).toMatch(/^\(Worker_TP0 pid=221590\) INFO .* Starting to load model/);
  });

  it('names the flashinfer-cubin mismatch of the first failing worker as the fatal error, not the wrappers', () => {
    expect(old!.fatal!.headline.startsWith(FLASHINFER)).toBe(true);
    expect(old!.fatal!.pid).toBe(221592);
    expect(old!.fatal!.kind).toBe('traceback');
  });

  it('attributes the old ERROR lines from multiproc_executor.py to attempt 0 and to PID 221343’s family', () => {
    const family = new Set(old!.pids.map((p) => p.pid));
    expect(family.has(221343)).toBe(true);
    const executorErrors = entries
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => e.vllm?.level === 'error' && e.vllm.source?.startsWith('multiproc_executor.py'));
    expect(executorErrors.length).toBeGreaterThan(20);
    for (const { e, i } of executorErrors) {
      expect(analysis.entryAttempt[i]).toBe(0);
      expect(family.has(e.vllm!.pid!)).toBe(true);
      expect(e.pid).toBe(221343);
    }
    expect(current!.pids.some((p) => family.has(p.pid))).toBe(false);
  });

  it('assigns the APIServer lines that lost their unit tag to the old attempt by PID', () => {
    const untagged = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.invocationId === null);
    expect(untagged.length).toBe(2);
    for (const { i } of untagged) expect(analysis.entryAttempt[i]).toBe(0);
  });

  it('does not call the SparseMatrix ERROR noise when no attempt ever reached ready', () => {
    const sparse = analysis.attempts.flatMap((a) => a.errors).filter((e) => e.headline.includes('SparseMatrix'));
    expect(sparse).toHaveLength(16);
    expect(sparse.every((e) => !e.recurring)).toBe(true);
  });

  it('estimates readiness from the shard progress of the current attempt', () => {
    expect(current!.loadProgress).toMatchObject({ done: 29, total: 64, remainingS: 303 });
    expect(analysis.eta).toMatchObject({ attemptIndex: 1, basis: 'shard-progress', remainingS: 303 });
  });

  it('picks the current attempt by the invocation ID systemctl reports', () => {
    const pinned = analyse(entries, { currentInvocationId: 'a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c' });
    expect(pinned.currentAttempt).toBe(0);
    expect(pinned.attempts[0]!.isCurrent).toBe(true);
    expect(pinned.eta).toBeNull();
  });
});

describe('analyse: the seed story after an attempt that reached ready', () => {
  const analysis = analyse(load('seed-story-with-ready.jsonl'));

  it('marks the SparseMatrix ERROR recurring in every attempt, and never the flashinfer error', () => {
    expect(analysis.attempts.map((a) => a.outcome)).toEqual(['stopped', 'failed', 'running']);
    const errors = analysis.attempts.flatMap((a) => a.errors);
    const sparse = errors.filter((e) => e.headline.includes('SparseMatrix'));
    expect(sparse).toHaveLength(24);
    expect(sparse.every((e) => e.recurring)).toBe(true);
    expect(errors.filter((e) => e.headline.startsWith(FLASHINFER)).every((e) => !e.recurring)).toBe(true);
    expect(analysis.attempts[1]!.fatal!.headline.startsWith(FLASHINFER)).toBe(true);
  });

  it('gives the ready attempt all phases with durations, then stopped', () => {
    const names = analysis.attempts[0]!.phases.map((p) => p.name);
    expect(names).toEqual(['spawned', 'init', 'loading_weights', 'weights_loaded', 'compile', 'kv_cache', 'cuda_graphs', 'ready', 'stopped']);
    const loading = analysis.attempts[0]!.phases.find((p) => p.name === 'weights_loaded')!;
    expect(loading.sincePreviousUs).toBe(539_701_000);
  });

  it('adds the last ready attempt’s weights-loaded→ready time to the shard ETA', () => {
    expect(analysis.eta).toMatchObject({ attemptIndex: 2, basis: 'shard-progress', remainingS: 303 + 114 });
  });

  it('noise patterns from the fleet file mark matching errors recurring; a bad pattern is ignored', () => {
    const entries = load('seed-story.jsonl');
    const marked = analyse(entries, { noisePatterns: ['SparseMatrix', '(unclosed'] });
    expect(marked.attempts[0]!.errors.filter((e) => e.recurring).every((e) => e.headline.includes('SparseMatrix'))).toBe(true);
    expect(marked.attempts[0]!.errors.filter((e) => e.recurring)).toHaveLength(8);
  });
});

describe('analyse: outcomes', () => {
  it('ready when the ready phase is reached and nothing ended it; stopped after a clean stop', () => {
    const entries = makeEntries([
      { pid: 5, role: 'APIServer', vpid: 5, level: 'info', text: 'Starting vLLM API server 0 on http://0.0.0.0:8000' },
    ]);
    expect(analyse(entries).attempts[0]!.outcome).toBe('ready');
    const stopped = makeEntries([
      { pid: 5, role: 'APIServer', vpid: 5, level: 'info', text: 'Starting vLLM API server 0 on http://0.0.0.0:8000' },
      systemdLine('Stopping u.service...'),
      systemdLine('u.service: Deactivated successfully.'),
    ]);
    const attempt = analyse(stopped).attempts[0]!;
    expect(attempt.outcome).toBe('stopped');
    expect(attempt.phases.at(-1)).toMatchObject({ name: 'stopped', seq: 2 });
    expect(attempt.end).toBe(stopped[2]!.ts);
  });

  it('stopped when systemd began a stop and the excerpt ends before the exit', () => {
    const stopping = makeEntries([
      { pid: 5, role: 'APIServer', vpid: 5, level: 'info', text: 'Starting vLLM API server 0 on http://0.0.0.0:8000' },
      systemdLine('Stopping u.service...'),
    ]);
    const attempt = analyse(stopping).attempts[0]!;
    expect(attempt.outcome).toBe('stopped');
    expect(attempt.phases.at(-1)).toMatchObject({ name: 'stopped', seq: 1 });
  });

  it('failed when a traceback ended the main process even before systemd says so', () => {
    const entries = makeEntries([
      { role: 'APIServer', vpid: 7, level: 'info', text: 'Starting to load model /m...' },
      { role: 'APIServer', vpid: 7, text: 'Traceback (most recent call last):' },
      { role: 'APIServer', vpid: 7, text: '  File "/x.py", line 1, in <module>' },
      { role: 'APIServer', vpid: 7, text: '    main()' },
      { role: 'APIServer', vpid: 7, text: 'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}' },
    ]);
    const attempt = analyse(entries).attempts[0]!;
    expect(attempt.outcome).toBe('failed');
    // The wrapper ends the process but points elsewhere: no cause is named from it.
    expect(attempt.fatal).toBeNull();
    expect(attempt.phases.at(-1)).toMatchObject({ name: 'failed', seq: 4 });
  });

  it('the systemd exit line is the fatal error when there is no traceback', () => {
    const entries = makeEntries([{ pid: 9, text: 'hello' }, systemdLine('u.service: Main process exited, code=killed, status=9/KILL')]);
    const attempt = analyse(entries).attempts[0]!;
    expect(attempt).toMatchObject({ outcome: 'failed', exitStatus: 'code=killed, status=9/KILL' });
    expect(attempt.fatal).toMatchObject({ kind: 'exit', headline: 'u.service: Main process exited, code=killed, status=9/KILL' });
  });

  it('an empty input has no attempts and no ETA', () => {
    expect(analyse([])).toEqual({ attempts: [], entryAttempt: [], currentAttempt: null, eta: null });
  });
});

describe('analyse: the engine behind a process tag', () => {
  const engineOf = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.engine);

  it("Ray's actor tag alone is not vLLM's: the text after it tells the engine (sgl-project/sglang#6309)", () => {
    expect(
      engineOf([
        '(SGLangEngine pid=952, ip=10.150.236.219) [2025-11-06 01:16:21 TP0] Scheduler hit an exception: Traceback (most recent call last):',
        '(SGLangEngine pid=952, ip=10.150.236.219)   File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 2857, in run_scheduler_process',
      ]),
    ).toEqual(['sglang']);
  });

  it("one of vLLM's own process names tells vLLM without any other vLLM line (vllm-project/vllm#38476)", () => {
    expect(engineOf(['(Worker_TP0 pid=1700) ', 'Loading safetensors checkpoint shards:  26% Completed | 22/85 [09:23<29:54, 28.49s/it]'])).toEqual(['vllm']);
  });

  it('an unknown tag with nothing else is no engine', () => {
    expect(engineOf(['(WorkerDict pid=859187) ', '(WorkerDict pid=859187) '])).toEqual(['unknown']);
  });
});
