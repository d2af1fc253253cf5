import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { splitAttempts } from './split-attempts';

// Each container (pod) has its own PID namespace: two pods' vLLM API servers are both `(APIServer pid=1)`, two processes
// (a stern tail of an llm-d deployment's prefill pods, llm-d/llm-d#391).
const read = (text: string) => parseLog(text, { year: 2025 }).entries;

describe('PIDs per container lane', () => {
  it("two pods' PID 1 are two servers, one attempt each", () => {
    const entries = read(
      [
        'prefill-a vllm (APIServer pid=1) (EngineCore_DP0 pid=72) INFO 12-07 22:10:35 [v1/worker/gpu_worker.py:348] Available KV cache memory: 53.13 GiB',
        'prefill-b vllm (APIServer pid=1) (EngineCore_DP0 pid=73) INFO 12-07 22:10:36 [v1/worker/gpu_worker.py:348] Available KV cache memory: 53.10 GiB',
        'prefill-a vllm (APIServer pid=1) INFO 12-07 22:10:40 [api_server.py:1895] Starting vLLM API server 0 on http://0.0.0.0:8000',
      ].join('\n'),
    );
    expect(splitAttempts(entries).entryAttempt).toEqual([0, 1, 0]);
    expect(analyse(entries).attempts.map((a) => [a.engine, a.mainPid])).toEqual([
      ['vllm', 1],
      ['vllm', 1],
    ]);
  });

});
