import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The P/D connectors log these at DEBUG only for a request: the scheduler side after allocating its blocks, the worker side as it
// pulls its KV from the prefill engine (kv_connector/v1/nixl_connector.py; vllm-project/vllm#20609, ai-dynamo/nixl#699).
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal?.headline ?? null];
};

describe('vLLM KV connectors: per-request DEBUG lines', () => {
  it("the worker's start_load_kv for a request is a serving decode instance's", () => {
    expect(
      outcome([
        '(VllmWorker rank=0 pid=98473) DEBUG 07-08 02:13:53 [nixl_connector.py:860] start_load_kv for request cmpl-93706305-0119-4c28-b1d2-682767153598-0 from remote engine d8db2325-17b3-424e-a45b-2ec1bb58d71f. Num local_block_ids: 4. Num remote_block_ids: 4. ',
        '(VllmWorker rank=0 pid=98473) DEBUG 07-08 02:13:53 [nixl_connector.py:472] Querying master rank metadata on path: tcp://localhost:5559',
      ]),
    ).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it("the scheduler's update_state_after_alloc is a request being scheduled", () => {
    expect(
      outcome([
        "(EngineCore_2 pid=2085) DEBUG 08-17 18:19:26 [nixl_connector.py:303] NIXLConnector update_state_after_alloc: num_external_tokens=0, kv_transfer_params={'do_remote_decode': True, 'do_remote_prefill': False, 'remote_engine_id': None, 'remote_block_ids': None, 'remote_host': None, 'remote_port': None}",
      ]),
    ).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it('the method named in prose or a traceback frame proves nothing', () => {
    expect(outcome(['INFO 05-01 15:00:20 [api_server.py:1] vLLM API server version 0.10.0', 'DEBUG 05-01 15:00:21 [x.py:1] see start_load_kv for request handling'])[1]).toBe('running');
  });
});
