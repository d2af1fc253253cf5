import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A decode worker's NIXL handshake is made for a request and its failure caught per request (vllm-project/vllm#27083, #41863);
// the Mooncake connectors catch a failed KV read per request on their transfer thread (vllm-project/vllm-ascend#7401).
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name), a!.fatal?.headline ?? null];
};

describe('vLLM KV connectors: per-request handshake and transfer failures', () => {
  it('a failed handshake for a request proves a serving worker and is no cause', () => {
    expect(
      outcome([
        '(Worker_DP0_EP0 pid=7) ERROR 10-16 17:22:56 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch. Expected a_dp0, received b_dp0.',
        '(Worker_DP0_EP0 pid=7) ERROR 10-16 17:22:56 [nixl_connector.py:827] Handshake failed for request chatcmpl-1',
      ]),
    ).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it("the connector's transfer-failure report is a request's, too", () => {
    const line = "(Worker_TP0_EP0 pid=8) ERROR 05-01 15:00:23 [nixl_connector.py:1263] NIXL transfer failure: handshake_failed | Context: {'failure_type': 'handshake_failed', 'request_id': 'cmpl-1'}";
    expect(outcome([line])[1]).toBe('ready');
  });

  it("a Mooncake connector's failed transfer of one request, caught on its transfer thread, is a serving worker's", () => {
    expect(
      outcome([
        '(Worker_DP0_TP3_EP3 pid=9) ERROR 08-06 10:11:18 [mooncake_connector.py:774] Mooncake transfer failed for request. remote_request_id=chatcmpl-1, ret=-1.',
        '(Worker_DP0_TP3_EP3 pid=9) ERROR 08-06 10:11:18 [mooncake_connector.py:463] Failed to transfer KV cache for request chatcmpl-1.',
      ]),
    ).toEqual(['vllm', 'ready', ['ready'], null]);
  });

  it('the words quoted without the context dict prove nothing', () => {
    expect(outcome(['INFO 05-01 15:00:20 [api_server.py:1] vLLM API server version 0.20.0', 'see: NIXL transfer failure: handshake_failed'])[1]).toBe('running');
  });
});
