import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026).map((a) => [a.engine, a.outcome]);

// gpustack/gpustack#4377, #5218, #5641: GPUStack v2's worker names the engine it launches through its SGLang backend's logger
// (gpustack/worker/backends/sglang.py `_start`) before the container prints anything of SGLang's own.
describe("GPUStack's SGLang backend starting an instance", () => {
  const starting = '2026-06-17 16:49:19.449931+08:00 - gpustack.worker.backends.sglang - INFO - Starting SGLang model instance: qwen3-0.6b-sglang-0512-7JG4V';
  const creating = '2026-01-29 11:29:45.965384+08:00 - gpustack.worker.backends.sglang - INFO - Creating SGLang container workload: qwen3-30b-a3b-instruct-2507-lgMuu';

  it('names SGLang, the start still under way', () => {
    expect(read([starting])).toEqual([['sglang', 'running']]);
    expect(
      read([
        '2026-01-29 11:29:45.409788+08:00 - gpustack.worker.serve_manager - INFO - Provisioning model instance qwen3-30b-a3b-instruct-2507-lgMuu',
        '2026-01-29 11:29:45.409872+08:00 - gpustack.worker.backends.sglang - INFO - Starting SGLang model instance: qwen3-30b-a3b-instruct-2507-lgMuu',
        '2026-01-29 11:29:45.922694+08:00 - gpustack.utils.hub - DEBUG - Derived max model length: 262144',
        creating,
      ]),
    ).toEqual([['sglang', 'running']]);
  });

  it('leaves the engine unknown where only GPUStack’s shared code mentions SGLang', () => {
    // The base backend's image query names the service as a parameter; the serve manager names only the instance.
    expect(
      read([
        '2026-06-17 16:49:19.449877+08:00 - gpustack.worker.serve_manager - INFO - Provisioning model instance qwen3-0.6b-sglang-0512-7JG4V',
        '2026-06-17 16:49:19.450060+08:00 - gpustack.worker.backends.base - INFO - _resolve_image query: backend=cuda, backend_variant=None, service=sglang, service_version=0.5.12.post1, platform=linux/amd64',
      ]),
    ).toEqual([['unknown', 'running']]);
    // A message that quotes the words under another logger is not the backend starting it.
    expect(read(['2026-06-17 16:49:19.449931+08:00 - gpustack.worker.backends.base - INFO - Starting SGLang model instance: x'])).toEqual([['unknown', 'running']]);
  });

  it('keeps vLLM’s twin line vLLM’s', () => {
    expect(read(['2025-12-20 04:37:58.574872+08:00 - gpustack.worker.backends.vllm - INFO - Starting vLLM model instance: Qwen3-nntL6'])).toEqual([['vllm', 'running']]);
  });
});
