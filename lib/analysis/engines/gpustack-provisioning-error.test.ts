import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

// gpustack/gpustack#3969: GPUStack v2's serve manager logs the error that stopped it starting an instance's backend, then re-raises.
describe("GPUStack v2's failed provisioning of a vLLM instance", () => {
  const starting = '2025-12-20 04:37:58.574872+08:00 - gpustack.worker.backends.vllm - INFO - Starting vLLM model instance: Qwen3-nntL6';

  it('names vLLM and ends the start as failed, the manager’s error its cause', () => {
    expect(
      read([
        starting,
        '2025-12-20 04:38:00.262558+08:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance Qwen3-nntL6: Failed to get vLLM backend image',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: expect.stringContaining('Failed to get vLLM backend image') }]);
  });

  it('the instance starting alone is no end', () => {
    expect(read([starting]).map((a) => [a.engine, a.outcome])).toEqual([['vllm', 'running']]);
  });
});
