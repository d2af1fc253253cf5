import { describe, expect, it } from 'vitest';
import { splitBareLine } from './bare-line';

// vllm-project/vllm#47972: a Buildkite job's output copied from its web view, each line behind the stamp `bk;t=<epoch ms> `
// (the APC `ESC _bk;t=… BEL` with its control characters lost).
const LINE = 'bk;t=1785725276207 (Worker_TP0 pid=1519) INFO 08-03 02:47:56 [weight_utils.py:867] Filesystem type for checkpoints: NFS. Checkpoint size: 850.38 GiB. Available RAM: 322.13 GiB.';

describe("splitBareLine: Buildkite's stamp before a job's line", () => {
  it("reads the job's own text and times it by the stamp", () => {
    const split = splitBareLine(LINE, false);
    expect(split.text).toBe(LINE.slice('bk;t=1785725276207 '.length));
    expect(split.containerTs).toBe(1785725276207000);
  });

  it('is no stamp with fewer digits than epoch milliseconds', () => {
    expect(splitBareLine('bk;t=17857 INFO x', false).text).toBe('bk;t=17857 INFO x');
  });
});
