import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, phases: a.phases.map((p) => p.name) }));

// vllm-project/vllm-ascend#2516 (GLM-4.5V TP4, aclgraph mode): vllm-ascend's model runner names its capture bar
// `Capturing ACL graphs (…)` (capture_model's tqdm), printed only in start-up's compile_or_warm_up_model.
const KV = [
  '(EngineCore_0 pid=18650) INFO 08-25 04:33:08 [kv_cache_utils.py:849] GPU KV cache size: 582,528 tokens',
  '(EngineCore_0 pid=18650) INFO 08-25 04:33:08 [kv_cache_utils.py:853] Maximum concurrency for 4,096 tokens per request: 142.22x',
];
const BAR = 'Capturing ACL graphs (mixed prefill-decode, PIECEWISE):   0%|                                                               | 0/4 [00:00<?, ?it/s]';
const WORKER_FAILED = [
  '(VllmWorker TP0 pid=19108) ERROR 08-25 04:33:08 [multiproc_executor.py:596] WorkerProc hit an exception.',
  '(VllmWorker TP0 pid=19108) ERROR 08-25 04:33:08 [multiproc_executor.py:596] Traceback (most recent call last):',
];

describe("vllm-ascend's `Capturing ACL graphs` bar", () => {
  it('is the graph-capture phase', () => {
    expect(read([...KV, BAR])).toEqual([{ outcome: 'running', phases: ['kv_cache', 'cuda_graphs'] }]);
  });

  it("makes a worker's failed RPC after it the start-up's end", () => {
    expect(read([...KV, BAR, ...WORKER_FAILED])).toEqual([{ outcome: 'failed', phases: ['kv_cache', 'cuda_graphs', 'failed'] }]);
  });

  it('leaves a failed RPC with no capture before it undecided', () => {
    expect(read([...KV, ...WORKER_FAILED])[0]!.outcome).toBe('running');
  });
});
