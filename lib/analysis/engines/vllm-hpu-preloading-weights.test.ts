import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.phases.map((p) => p.name));

describe("the Gaudi runner's `Pre-loading model weights on hpu:N took …`", () => {
  // HabanaAI/vllm-fork#809: the shard bar ends, then each rank's load_model reports its device memory once get_model returned.
  it('proves the weights are loaded, on a worker and on the driver', () => {
    const lines = [
      'Loading safetensors checkpoint shards: 100% Completed | 163/163 [03:12<00:00,  1.18s/it]',
      '(VllmWorkerProcess pid=22944) INFO 03-19 15:36:16 hpu_model_runner.py:774] Pre-loading model weights on hpu:0 took 93.58 GiB of device memory (93.59 GiB/126.6 GiB used) and 4.295 GiB of host memory (80.67 GiB/1005 GiB used)',
      'INFO 03-19 15:36:16 hpu_model_runner.py:774] Pre-loading model weights on hpu:0 took 93.54 GiB of device memory (93.55 GiB/126.6 GiB used) and 4.331 GiB of host memory (80.67 GiB/1005 GiB used)',
    ];
    expect(phases(lines)).toEqual([['loading_weights', 'weights_loaded']]);
  });
});
