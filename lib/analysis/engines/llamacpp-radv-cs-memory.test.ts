import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// Mesa's RADV prints `radv/amdgpu: Not enough memory for command submission.` when the amdgpu command-submission ioctl returns
// ENOMEM; the queue submit then fails and llama.cpp's Vulkan backend reports it as `vk::Queue::submit: ErrorDeviceLost`
// (janhq/jan#6009): the memory line names why, the device-lost one only what failed next.
describe("RADV's out-of-memory command submission", () => {
  it('is the root cause of the device loss that follows it', () => {
    const [a] = analyse(parseLog([
      'load_tensors:      Vulkan0 model buffer size = 17524.42 MiB',
      'radv/amdgpu: Not enough memory for command submission.',
      'llama_model_load: error loading model: vk::Queue::submit: ErrorDeviceLost',
      'llama_model_load_from_file_impl: failed to load model',
    ].join('\n'), { year: 2025 }).entries).attempts;
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['failed', 'radv/amdgpu: Not enough memory for command submission.']);
  });
});
