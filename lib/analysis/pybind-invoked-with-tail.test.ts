import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// vllm-project/vllm-ascend#924: the tail of DP engine core 0's exception record, pybind11's TypeError for a constructor call
// that matched no overload (its `TypeError: … incompatible constructor arguments` line is above the excerpt), then the
// process's own report of its death, cut.
const lines = [
  '(EngineCore_0 pid=381) ERROR 05-22 11:41:54 [core.py:396]     2. torch._C._distributed_c10d.ProcessGroup(arg0: torch._C._distributed_c10d.Store, arg1: int, arg2: int, arg3: c10d::ProcessGroup::Options)',
  '(EngineCore_0 pid=381) ERROR 05-22 11:41:54 [core.py:396]',
  '(EngineCore_0 pid=381) ERROR 05-22 11:41:54 [core.py:396] Invoked with: <torch.distributed.distributed_c10d.PrefixStore object at 0xfffe05d1b230>, 0, 2',
  '(EngineCore_0 pid=381) Process EngineCore_0:',
  '(EngineCore_0 pid=381) Traceback (most recent call last):',
  '(EngineCore_0 pid=381)   File "/usr/lib64/python3.11/multiprocessing/process.py", line 314, in _bootstrap',
  '(EngineCore_0 pid=381)     self.run()',
];

describe("pybind11's `Invoked with: …`, the last line of its overload-mismatch TypeError", () => {
  it('names no cause where the exception line above it is out of the excerpt: the engine core died, cause unseen', () => {
    expect(readStories(lines, 2025)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });
});
