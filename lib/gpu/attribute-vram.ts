import { attemptLabel, type AttemptIdentity } from '@/lib/analysis/attempt-label';
import { ancestorsOf } from './ancestors-of';
import type { GpuAttribution, GpuReport, Owner, VramSegment } from './types';

/** The part of lib/analysis's Attempt this needs. */
export interface AttemptPids extends Partial<Omit<AttemptIdentity, 'index'>> {
  index: number;
  isCurrent: boolean;
  pids: { pid: number }[];
}

export interface AttributeVramOptions {
  /** Overrides which attempt is current (else the one with isCurrent, else the newest). */
  currentAttempt?: number | null;
}

/**
 * Each GPU's process memory by owner: the current attempt's PIDs, an older attempt's PIDs (stale: a dead
 * attempt still holding VRAM, the classic cause of the next OOM), or other processes. A process belongs to
 * the attempt of its nearest ancestor (itself first) that an attempt names, through the report's process
 * tree: TGI's shards, SGLang's schedulers and Ollama's runner never log under their own PID.
 */
export function attributeVram(report: GpuReport, attempts: readonly AttemptPids[], opts: AttributeVramOptions = {}): GpuAttribution[] {
  const current = opts.currentAttempt ?? attempts.find((a) => a.isCurrent)?.index ?? maxIndex(attempts);
  const ownerOf = new Map<number, { owner: Owner; attemptIndex: number; label: string }>();
  // Oldest first, so a PID seen in several attempts ends up with the newest one.
  for (const attempt of [...attempts].sort((a, b) => a.index - b.index)) {
    const label = attemptLabel({ invocationId: null, mainPid: null, start: null, restartCounter: null, ...attempt });
    for (const { pid } of attempt.pids) {
      ownerOf.set(pid, { owner: attempt.index === current ? 'current' : 'stale', attemptIndex: attempt.index, label });
    }
  }

  const parents = report.tree?.parents ?? {};
  const nearest = (pid: number) => {
    const chain = ancestorsOf(pid, parents);
    const depth = chain.findIndex((p) => ownerOf.has(p));
    return depth < 0 ? null : { who: ownerOf.get(chain[depth]!)!, via: depth === 0 ? null : { pid, ancestor: chain[depth]!, depth } };
  };

  return report.gpus.map((gpu) => {
    const groups = new Map<string, VramSegment>();
    let processMiB = 0;
    for (const proc of report.processes) {
      if (proc.gpuUuid !== gpu.uuid) continue;
      const found = nearest(proc.pid);
      const who = found?.who;
      const owner: Owner = who?.owner ?? 'other';
      const attemptIndex = who ? who.attemptIndex : null;
      const key = `${owner}:${attemptIndex}`;
      const segment: VramSegment = groups.get(key) ?? { owner, attemptIndex, attemptLabel: who?.label ?? null, pids: [], mib: 0 };
      segment.pids.push(proc.pid);
      if (found?.via) (segment.via ??= []).push(found.via);
      segment.mib += proc.usedMiB ?? 0;
      processMiB += proc.usedMiB ?? 0;
      groups.set(key, segment);
    }
    return {
      index: gpu.index,
      uuid: gpu.uuid,
      segments: [...groups.values()].sort(bySegmentOrder),
      unattributedMiB: Math.max(0, (gpu.usedMiB ?? 0) - processMiB),
    };
  });
}

const OWNER_RANK: Record<Owner, number> = { current: 0, stale: 1, other: 2 };

function bySegmentOrder(a: VramSegment, b: VramSegment): number {
  return OWNER_RANK[a.owner] - OWNER_RANK[b.owner] || (b.attemptIndex ?? -1) - (a.attemptIndex ?? -1);
}

function maxIndex(attempts: readonly AttemptPids[]): number | null {
  return attempts.length === 0 ? null : Math.max(...attempts.map((a) => a.index));
}
