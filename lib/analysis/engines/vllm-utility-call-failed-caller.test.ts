import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[], year = 2025) => readStories(lines, year, true);

// A vLLM server built on TRL's vllm-serve design (PrimeIntellect-ai/verifiers#139) fires the trainer's weight-sync setup as an
// asyncio task; the engine core answers the failed collective_rpc with `Call to collective_rpc method failed: …` and goes on.
describe("the caller's side of a failed utility call is an engine that is up", () => {
  it("asyncio's report of the collective_rpc task reads as ready, no cause", () => {
    const lines = [
      "future: <Task finished name='Task-12' coro=<AsyncLLM.collective_rpc() done, defined at /home/khizbud/.local/share/mamba/envs/trl/lib/python3.11/site-packages/vllm/v1/engine/async_llm.py:532> exception=Exception('Call to collective_rpc method failed: NCCL error: internal error - please report this issue to the NCCL developers')>",
      'Traceback (most recent call last):',
      '  File "/home/khizbud/.local/share/mamba/envs/trl/lib/python3.11/site-packages/vllm/v1/engine/async_llm.py", line 540, in collective_rpc',
      '    return await self.engine_core.collective_rpc_async(',
      '  File "/home/khizbud/.local/share/mamba/envs/trl/lib/python3.11/site-packages/vllm/v1/engine/core_client.py", line 843, in _call_utility_async',
      '    return await future',
    ];
    expect(read(lines)).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
});
