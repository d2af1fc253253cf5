import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const HEAD = [
  "srv    load_model: loading model 'F:\\models\\m.gguf'",
  'load_tensors: loading model tensors, this can take a while... (mmap = true, direct_io = false)',
  'llama_context: pipeline parallelism enabled',
  'sched_reserve: reserving ...',
  'ggml_vulkan: Device memory allocation of size 455917568 failed.',
  'ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory',
  'ggml_gallocr_reserve_n_impl: failed to allocate Vulkan1 buffer of size 455917568',
  'graph_reserve: failed to allocate compute buffers',
  'sched_reserve: compute buffer allocation failed, retrying without pipeline parallelism',
];

describe("llama.cpp's compute-buffer reserve, retried once without pipeline parallelism", () => {
  it('the retry failing too ends the load: llama_context throws (ggml-org/llama.cpp llama-context.cpp sched_reserve)', () => {
    const log = [
      ...HEAD,
      'ggml_vulkan: Device memory allocation of size 416022528 failed.',
      'ggml_gallocr_reserve_n_impl: failed to allocate Vulkan1 buffer of size 416022528',
      'graph_reserve: failed to allocate compute buffers',
    ].join('\n');
    const [a] = analyse(parseLog(log, { year: 2026 }).entries).attempts;
    expect(a!.outcome).toBe('failed');
  });

  it('the first failure, before the retry, is no end: the retry may fit', () => {
    const log = HEAD.join('\n');
    const [a] = analyse(parseLog(log, { year: 2026 }).entries).attempts;
    expect(a!.outcome).toBe('running');
  });
});
