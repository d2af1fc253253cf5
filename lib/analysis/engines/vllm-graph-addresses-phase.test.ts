import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.phases.map((p) => p.name));

describe("custom all-reduce's `Registering N cuda graph addresses`", () => {
  // vllm-project/vllm#17822 (journalctl, TP2): the KV cache is sized, then a worker's custom all-reduce registers the
  // buffers its captured graphs use, which it does only as graph capture ends.
  it('proves the CUDA graphs captured', () => {
    const lines = [
      'May 08 09:31:40 t3090 start_vllm_textmodel_qwen3.sh[3065331]: INFO 05-08 09:31:40 [kv_cache_utils.py:639] GPU KV cache size: 82,128 tokens',
      'May 08 09:31:40 t3090 start_vllm_textmodel_qwen3.sh[3065331]: INFO 05-08 09:31:40 [kv_cache_utils.py:642] Maximum concurrency for 32,768 tokens per request: 2.51x',
      'May 08 09:32:41 t3090 start_vllm_textmodel_qwen3.sh[3065477]: (VllmWorker rank=1 pid=3065477) INFO 05-08 09:32:41 [custom_all_reduce.py:195] Registering 7108 cuda graph addresses',
    ];
    expect(phases(lines)).toEqual([['kv_cache', 'cuda_graphs']]);
  });
});

describe("custom all-reduce's `Registering N cuda graph addresses` after `Profiling CUDA graph memory`", () => {
  // vllm-project/vllm#46933 (TP2): the memory profiler's own capture registers addresses too, before the KV cache exists;
  // the real capture is still to come (the issue: it hung there).
  it('proves no capture of the start', () => {
    const lines = [
      '(Worker_TP0 pid=4135343) INFO 06-27 19:49:52 [monitor.py:53] torch.compile took 3.28 s in total',
      '(Worker_TP0 pid=4135343) INFO 06-27 19:49:53 [gpu_model_runner.py:6483] Profiling CUDA graph memory: PIECEWISE=83 (largest=1024), FULL=83 (largest=1024)',
      '(Worker_TP0 pid=4135343) INFO 06-27 19:49:54 [custom_all_reduce.py:213] Registering 0 cuda graph addresses',
    ];
    expect(phases(lines)).toEqual([['compile', 'kv_cache']]);
  });
});
