import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// uvicorn logs `Shutting down` only from shutdown(), which serve() reaches after startup() bound its socket and main_loop() ran
// (uvicorn/server.py): the vLLM API server had been up, whatever ended it.
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.outcome, a.phases.map((p) => p.name)]);

describe("vLLM: uvicorn's Shutting down proves the API server had been up", () => {
  it('reads an orderly stop whose start-up is above the window as ready, then stopped (eugr/spark-vllm-docker#16)', () => {
    expect(read([
      '(APIServer pid=1023) INFO:     Shutting down',
      '(APIServer pid=1023) INFO:     Waiting for connections to close. (CTRL+C to force quit)',
      '(APIServer pid=1023) INFO:     Waiting for application shutdown.',
      '(APIServer pid=1023) INFO:     Application shutdown complete.',
    ])).toEqual([['stopped', ['ready', 'stopped']]]);
  });

  it('reads a request failing on a dead engine core, then the shut-down, as served before it failed (vllm-project/vllm#28919)', () => {
    expect(read([
      '(APIServer pid=168309) ERROR 11-18 14:40:15 [serving_chat.py:1145]     raise self._format_exception(outputs) from None',
      '(APIServer pid=168309) ERROR 11-18 14:40:15 [serving_chat.py:1145] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
      '(APIServer pid=168309) INFO:     Shutting down',
      '(APIServer pid=168309) INFO:     Waiting for application shutdown.',
      '(APIServer pid=168309) INFO:     Application shutdown complete.',
      '(APIServer pid=168309) INFO:     Finished server process [168309]',
    ])).toEqual([['failed', ['ready', 'failed']]]);
  });

  it('gives no ready to a shut-down of the lifespan alone (a failed bind exits before shutdown())', () => {
    expect(read([
      '(APIServer pid=1023) INFO:     Waiting for application shutdown.',
      '(APIServer pid=1023) INFO:     Application shutdown complete.',
    ])[0]![1]).not.toContain('ready');
  });
});
