import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// PyTorch's device_count warns `CUDA initialization: …` for a CUDA start that failed and reports no device from then on.
describe("torch's CUDA initialization warning, a state of the host", () => {
  // huggingface/text-generation-inference#531 (unframed): the shard died with an old host driver; its exception is cut off.
  it('names the driver words where the dead process reports no cause of its own', () => {
    const log = [
      '2024-05-17T15:42:36.708936Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:',
      '',
      '/opt/conda/lib/python3.10/site-packages/torch/cuda/__init__.py:118: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 1',
      '  return torch._C._cuda_getDeviceCount() > 0',
      'Traceback (most recent call last):',
    ].join('\n');
    const [a] = analyse(parseLog(log, { year: 2024 }).entries).attempts;
    expect([a!.engine, a!.outcome]).toEqual(['tgi', 'failed']);
    expect(a!.fatal?.headline).toContain('CUDA initialization: The NVIDIA driver on your system is too old');
  });
});
