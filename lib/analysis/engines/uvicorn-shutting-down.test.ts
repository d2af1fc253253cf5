import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// uvicorn's serve() logs `Shutting down` as it leaves its main loop (server.py shutdown()): should_exit was set, by a signal or
// by the app; the lifespan's `Application shutdown complete.` follows unless the paste ends first (vllm-project/production-stack#448).
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

describe("uvicorn's Shutting down", () => {
  it('ends a serving FastAPI process as stopped, also where the paste stops before the lifespan lines', () => {
    expect(
      outcome([
        'INFO:     Shutting down',
        'INFO:     127.0.0.1:42496 - "POST /v1/chat/completions HTTP/1.0" 200 OK',
        'INFO:     Waiting for connections to close. (CTRL+C to force quit)',
        'INFO:     Waiting for application shutdown.',
      ]),
    ).toEqual(['unknown', 'stopped', ['ready', 'stopped']]);
  });

  it("does not hide the engine's death that made vLLM's launcher set should_exit", () => {
    expect(
      outcome([
        '(APIServer pid=1) INFO 05-21 11:40:00 [api_server.py:1] vLLM API server version 0.10.0',
        '(APIServer pid=1) ERROR 05-21 11:44:46 [async_llm.py:420] AsyncLLM output_handler failed.',
        '(APIServer pid=1) vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
        '(APIServer pid=1) INFO:     Shutting down',
      ])[1],
    ).toBe('failed');
  });

  it('the words inside a longer message end nothing', () => {
    expect(outcome(['INFO 05-21 11:40:00 [api_server.py:1] vLLM API server version 0.10.0', 'INFO 05-21 11:40:01 [x.py:1] Shutting down the old cache'])[1]).toBe('running');
  });
});
