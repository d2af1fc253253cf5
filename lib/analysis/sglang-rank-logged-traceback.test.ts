import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// sgl-project/sglang#1751 (0.3): the scheduler's top function logs the traceback alone behind its rank's stamp.
const start = [
  '[2024-10-22 06:31:49 TP0] Memory pool end. avail mem=8.38 GB',
  '[2024-10-22 06:31:49 TP0] Capture cuda graph begin. This can take up to several minutes.',
];
const frames = [
  '  File "/home/ubuntu/.local/lib/python3.10/site-packages/sglang/srt/model_executor/cuda_graph_runner.py", line 162, in __init__',
  '    self.capture()',
];
const read = (lines: string[]) => {
  const attempts = readAttempts(lines, 2024);
  expect(attempts).toHaveLength(1);
  return attempts[0]!;
};

describe('analyse: a traceback SGLang logged behind a rank', () => {
  it('ends that rank and the attempt, even when the excerpt stops inside the frames', () => {
    const a = read([...start, '[2024-10-22 06:31:49 TP0] Traceback (most recent call last):', ...frames]);
    expect(a.outcome).toBe('failed');
    expect(a.phases.map((p) => p.name)).toEqual(['kv_cache', 'cuda_graphs', 'failed']);
  });

  it('is no end when the same header has no rank stamp: any library may print and survive it', () => {
    expect(read([...start, 'Traceback (most recent call last):', ...frames]).outcome).toBe('running');
  });
});
