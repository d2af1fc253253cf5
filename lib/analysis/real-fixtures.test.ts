import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { Outcome, Phase } from './types';

interface Expected {
  outcome: Outcome;
  mainPid: number | null;
  pids?: number;
  phases: Phase[];
  /** Start of the fatal headline, or null. */
  fatal: string | null;
  /** [kind, pid, line count] of each error block. */
  blocks?: Array<[string, number | null, number]>;
  progress?: [number, number];
}

// Expected by reading each excerpt (sources: lib/journal/__fixtures__/SOURCES.md, ./__fixtures__/README.md).
// Excerpts cut off inside a traceback are not counted as failed: the exception that ended the process is not in them.
// None shows its start but 46169's banner, so none has an invented `spawned` phase. V0's `Exception in worker … while
// processing method …` ends the attempt, cut or not: the driver collects every worker's result and re-raises it (11560,
// 14095, read as running before round 6); EngineDeadError means the engine is gone (club3090 #58). A wrapper that points
// 'above' is never named (3656, #58: the cause is not in the excerpt); `EngineCore/WorkerProc failed to start` ends the attempt (18577, 18730).
// Frames of AsyncLLM's constructor or of the API server's run_server are the API server dying, cut or not: nothing above
// them catches (2047-a, read as running before round 20).
// A visible `Loading safetensors checkpoint shards: N%` bar proves the loading phase even when the line before it is cut (12664, 18577, 38476).
const CASES: Record<string, Expected> = {
  'journal/__fixtures__/glmv-204-enginecore-dp0-kv-cache-graphs.txt': { outcome: 'running', mainPid: 188747, pids: 2, phases: ['compile', 'kv_cache', 'cuda_graphs'], fatal: null, blocks: [] },
  'journal/__fixtures__/gpustack-3656-apiserver-engine-core-failed.txt': { outcome: 'failed', mainPid: 7, phases: ['failed'], fatal: null, blocks: [['traceback', 7, 10]] },
  'journal/__fixtures__/mlcommons-2267-vllmworkerprocess-nccl.txt': { outcome: 'running', mainPid: null, pids: 7, phases: ['init'], fatal: null, blocks: [] },
  // AsyncLLM's construction frames (start-up only), exception cut: start-up failed (re-read in judge round 20).
  'journal/__fixtures__/proxmox-2047-journal-short-apiserver-a.txt': { outcome: 'failed', mainPid: 8707, phases: ['failed'], fatal: null, blocks: [['traceback', 8707, 12]] },
  'journal/__fixtures__/proxmox-2047-journal-short-apiserver-b.txt': { outcome: 'running', mainPid: 8707, phases: [], fatal: null, blocks: [['traceback', 8707, 6]] },
  'journal/__fixtures__/qwen3vl-1477-worker-tp-ep-loading.txt': { outcome: 'running', mainPid: null, pids: 7, phases: ['loading_weights'], fatal: null, blocks: [] },
  'journal/__fixtures__/vllm-11560-vllmworkerprocess-init-device.txt': { outcome: 'failed', mainPid: null, phases: ['failed'], fatal: null, blocks: [['traceback', 232075, 6]] },
  'journal/__fixtures__/vllm-12474-journal-short-bash-systemd-exit.txt': {
    outcome: 'failed',
    mainPid: 367371,
    phases: ['failed'],
    fatal: 'vllm3.service: Main process exited, code=exited, status=1/FAILURE',
    blocks: [['traceback', 367371, 3], ['exit', null, 1]],
  },
  'journal/__fixtures__/vllm-12664-safetensors-progress-debug.txt': { outcome: 'running', mainPid: null, phases: ['loading_weights'], fatal: null, blocks: [], progress: [14, 17] },
  'journal/__fixtures__/vllm-14095-vllmworkerprocess-oom-bracketed.txt': { outcome: 'failed', mainPid: null, pids: 2, phases: ['failed'], fatal: 'torch.OutOfMemoryError: CUDA out of memory.', blocks: [['error', 195295, 1], ['traceback', 195297, 4]] },
  'journal/__fixtures__/vllm-18577-vllmworker-rank-traceback.txt': { outcome: 'failed', mainPid: null, pids: 2, phases: ['loading_weights', 'failed'], fatal: null, blocks: [['traceback', 808339, 7]], progress: [0, 10] },
  'journal/__fixtures__/vllm-18730-noprefix-enginecore-failed.txt': { outcome: 'failed', mainPid: null, phases: ['weights_loaded', 'failed'], fatal: null, blocks: [['traceback', null, 9]] },
  'journal/__fixtures__/vllm-23176-enginecore-0-flashinfer-ninja.txt': { outcome: 'failed', mainPid: null, phases: ['failed'], fatal: "subprocess.CalledProcessError: Command '['ninja', '-v'", blocks: [['traceback', 1179302, 10]] },
  'journal/__fixtures__/vllm-38476-worker-tp0-progress-split-tag.txt': { outcome: 'running', mainPid: null, phases: ['loading_weights'], fatal: null, blocks: [], progress: [33, 85] },
  'journal/__fixtures__/vllm-46169-apiserver-banner-startup.txt': { outcome: 'running', mainPid: 1, pids: 1, phases: ['spawned'], fatal: null, blocks: [] },
  'analysis/__fixtures__/aria-24-vllmworkerprocess-oom-chained.txt': { outcome: 'failed', mainPid: null, phases: ['failed'], fatal: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.88 GiB.', blocks: [['traceback', 2421, 5]] },
  'analysis/__fixtures__/club3090-58-apiserver-enginedead-enginecore.txt': { outcome: 'failed', mainPid: 1, pids: 2, phases: ['failed'], fatal: null, blocks: [['error', 1, 1], ['traceback', 104, 12]] },
};

describe('analyse on real vLLM excerpts', () => {
  it.each(Object.entries(CASES))('%s', (file, expected) => {
    const parsed = parseLog(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), { year: 2025 });
    const analysis = analyse(parsed.entries);
    expect(analysis.attempts).toHaveLength(1);
    const [a] = analysis.attempts;
    expect(a!.outcome).toBe(expected.outcome);
    expect(a!.mainPid).toBe(expected.mainPid);
    if (expected.pids !== undefined) expect(a!.pids).toHaveLength(expected.pids);
    expect(a!.phases.map((p) => p.name)).toEqual(expected.phases);
    if (expected.fatal === null) expect(a!.fatal).toBeNull();
    else expect(a!.fatal?.headline.startsWith(expected.fatal)).toBe(true);
    if (expected.blocks) expect(a!.errors.map((e) => [e.kind, e.pid, e.seqs.length])).toEqual(expected.blocks);
    if (expected.progress) expect([a!.loadProgress?.done, a!.loadProgress?.total]).toEqual(expected.progress);
    expect(analysis.entryAttempt.every((i) => i === 0)).toBe(true);
  });
});

describe('analyse on the story rendered by real journalctl 252 in every format', () => {
  const formats = ['story.jsonl', 'story.short.txt', 'story.short-iso.txt', 'story.short-precise.txt', 'story.short-unix.txt', 'story.cat.txt'];
  it.each(formats)('%s: old attempt 221343 failed on the flashinfer mismatch, 222636 is current', (file) => {
    const text = readFileSync(new URL(`../journal/__fixtures__/story/${file}`, import.meta.url), 'utf8');
    const analysis = analyse(parseLog(text, { year: 2026 }).entries);
    expect(analysis.attempts.map((a) => [a.mainPid, a.outcome, a.restartCounter])).toEqual([
      [221343, 'failed', null],
      [222636, 'running', 1],
    ]);
    expect(analysis.attempts[0]!.fatal?.headline).toBe('RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    expect(analysis.attempts[0]!.fatal?.pid).toBe(221380);
    expect(analysis.currentAttempt).toBe(1);
    if (file.endsWith('.jsonl')) expect(analysis.attempts.map((a) => a.id)).toEqual(['a1b2c3d4e5f60718293a4b5c6d7e8f90', '0b1c2d3e4f5061728394a5b6c7d8e9f0']);
  });
});
