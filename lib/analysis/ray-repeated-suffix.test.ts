import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2026 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

const TAG = '(vLLMHttpServer pid=1835067) ERROR 04-07 12:12:08 [multiproc_executor.py:597] ';
const FRAME = '  File "/x/site-packages/vllm/v1/worker/gpu_worker.py", line 169, in init_device';

// Ray's log monitor appends ` [repeated Nx across cluster]` to a line other processes printed too: not the server's text.
describe("Ray's dedup count after a line", () => {
  it('does not hide an ending frame from the rules (verl-project/verl#5889)', () => {
    expect(read([`${TAG}${FRAME} [repeated 4x across cluster]`])).toEqual(read([`${TAG}${FRAME}`]));
    expect(read([`${TAG}${FRAME} [repeated 4x across cluster]`])[0]!.outcome).toBe('failed');
  });

  it('is read off only at the end of the line', () => {
    const got = read([`${TAG}  File "/x/vllm/v1/worker/gpu_worker.py", line 169, in init_device [repeated 4x across cluster] tail`]);
    expect(got[0]!.outcome).toBe('running');
  });
});

describe("Ray's dedup line and phases", () => {
  const BAR = 'Capturing batches (avail_mem=29.01 GB):  87%|████████▋ | 20/23 [00:07<00:00,  3.19it/s]';
  it('proves no milestone of this process: it stands for other processes\' lines (verl-project/verl#1611)', () => {
    const phases = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.phases.map((p) => p.name));
    const start = '[2025-05-23 18:02:40] Load weight end. type=Qwen2ForCausalLM, dtype=torch.bfloat16, avail mem=30.1 GB, mem usage=1.1 GB.';
    expect(phases([start, `${BAR} [repeated 22x across cluster]`])[0]).not.toContain('cuda_graphs');
    expect(phases([start, BAR])[0]).toContain('cuda_graphs');
  });
});
