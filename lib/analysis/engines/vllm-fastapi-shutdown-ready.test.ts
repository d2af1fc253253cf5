import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// serve_http (entrypoints/launcher.py) logs `Shutting down FastAPI HTTP server.` only in the branch its SIGINT/SIGTERM handler
// reaches by cancelling the uvicorn task it started on the built engine, right before server.shutdown(): the API server was up.
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.outcome, a.mainPid, a.phases.map((p) => p.name)]);

describe("vLLM: serve_http's `Shutting down FastAPI HTTP server.` proves the API server had been up (LMCache/LMCache#2293)", () => {
  it('reads a stop whose start-up is above the window, the connector tearing down around it, as ready then stopped', () => {
    expect(read([
      '(EngineCore_DP0 pid=9495) [2025-12-22 07:42:09,525] LMCache INFO: Starting LMCacheConnector shutdown... (vllm_v1_adapter.py:1392:lmcache.integration.vllm.vllm_v1_adapter)',
      '(APIServer pid=9345) INFO 12-22 07:42:09 [launcher.py:110] Shutting down FastAPI HTTP server.',
      '(EngineCore_DP0 pid=9495) [2025-12-22 07:42:14,539] LMCache WARNING: Offload server thread did not terminate within timeout. Thread may be stuck in blocking recv(). Proceeding with shutdown anyway. (zmq_server.py:115:lmcache.v1.offload_server.zmq_server)',
    ])).toEqual([['stopped', 9345, ['ready', 'stopped']]]);
  });

  it('gives no ready to the words quoted in another line', () => {
    expect(read(['INFO 12-22 07:42:00 [api_server.py:1] vLLM API server version 0.11.0', 'INFO 12-22 07:42:09 [x.py:1] next: Shutting down FastAPI HTTP server. then exit'])[0]![2]).not.toContain('ready');
  });
});
