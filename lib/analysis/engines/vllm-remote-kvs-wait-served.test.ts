import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: llm-d/llm-d#355 (an llm-d P/D decode pod, vLLM 0.10.0 with the NIXL connector). V1's scheduler logs this at DEBUG
// for a waiting request whose KV the connector is still pulling from the prefill instance (v1/core/sched/scheduler.py schedule()).
const WAIT = 'DEBUG 10-09 19:47:51 [scheduler.py:345] cmpl-c7da0225-3a9e-4d1e-b225-69f2aba46407-0 is still in WAITING_FOR_REMOTE_KVS state.';

const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

describe("vLLM V1's scheduler skipping a request that waits for remote KV", () => {
  it('is a decode instance serving a request', () => {
    expect(read([WAIT, WAIT])).toEqual([['vllm', 'ready', ['ready'], null]]);
  });

  it('the state named in prose proves nothing', () => {
    expect(read(['INFO 10-09 19:47:50 [api_server.py:1] vLLM API server version 0.10.0', 'DEBUG 10-09 19:47:51 [x.py:1] see why a request is still in WAITING_FOR_REMOTE_KVS state.'])[0]?.[1]).toBe('running');
  });
});
