import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { splitAttempts } from './split-attempts';

const PLATFORM = 'INFO 01-19 14:22:52 [__init__.py:235] Automatically detected platform cuda.';

describe("vLLM's platform line, printed by every process that imports vLLM", () => {
  it('after the server stopped in order, it is a new process: the next run (gpustack/gpustack#4300)', () => {
    const log = [
      'INFO 01-19 13:51:08 [loggers.py:122] Engine 000: Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 0.0 tokens/s, Running: 0 reqs',
      'INFO 01-19 13:55:01 [launcher.py:80] Shutting down FastAPI HTTP server.',
      'INFO:     Shutting down',
      'INFO:     Application shutdown complete.',
      PLATFORM,
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(log, { year: 2026 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0, 1]);
    expect(attempts[1]!.spawnPosition).toBe(4);
  });

  it("while the server starts, its engine core's and workers' own platform lines are the same run", () => {
    const log = [
      'INFO 01-19 14:22:52 [__init__.py:235] Automatically detected platform cuda.',
      '(APIServer pid=1) INFO 01-19 14:22:55 [api_server.py:1885] vLLM API server version 0.11.0',
      'INFO 01-19 14:23:01 [__init__.py:235] Automatically detected platform cuda.',
      '(EngineCore_DP0 pid=260) INFO 01-19 14:23:03 [core.py:654] Waiting for init message from front-end.',
      'INFO 01-19 14:23:08 [__init__.py:235] Automatically detected platform cuda.',
    ].join('\n');
    const { entryAttempt } = splitAttempts(parseLog(log, { year: 2026 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0, 0]);
  });

  it('after a death, not a stop, it does not split: a dying start may still be spawning its other processes', () => {
    const log = [
      '(EngineCore_DP0 pid=260) ERROR 01-19 14:23:03 [core.py:708] EngineCore failed to start.',
      PLATFORM,
    ].join('\n');
    const { entryAttempt } = splitAttempts(parseLog(log, { year: 2026 }).entries);
    expect(entryAttempt).toEqual([0, 0]);
  });

  it('after argparse rejected the command line, it is a new process: argparse exits before the server starts any (wsmlby/homl#3)', () => {
    const log = [
      'api_server.py: error: unrecognized arguments: -u main.py',
      'INFO 08-17 00:54:47 [__init__.py:241] Automatically detected platform cpu.',
      'usage: api_server.py [-h] [--headless] [--api-server-count API_SERVER_COUNT]',
      'vllm serve: error: argument --tool-call-parser: invalid choice: \'glm45\'',
      PLATFORM,
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(log, { year: 2025 }).entries);
    expect(entryAttempt).toEqual([0, 1, 1, 1, 2]);
    expect(attempts[1]!.spawnPosition).toBe(1);
  });

  it('after the server served and its engine died, it is a new process: the restarted container (dengcao/Qwen3-Reranker-0.6B#6)', () => {
    const log = [
      '(APIServer pid=1) INFO:     172.25.0.1:36570 - "POST /v1/rerank HTTP/1.1" 200 OK',
      '(APIServer pid=1) ERROR 09-11 06:29:59 [async_llm.py:430] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
      '(APIServer pid=1) INFO:     172.25.0.1:36580 - "POST /v1/rerank HTTP/1.1" 500 Internal Server Error',
      'INFO 09-11 06:30:05 [__init__.py:241] Automatically detected platform cuda.',
    ].join('\n');
    const { entryAttempt } = splitAttempts(parseLog(log, { year: 2025 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 1]);
  });

  it("another server's stop does not count: Triton lets models still loading (vLLM's stubs among them) finish first (triton-inference-server/core#324)", () => {
    const log = [
      'I0131 00:44:47.173588 760 model_lifecycle.cc:469] loading: identity_fp32:1',
      'Signal (15) received.',
      'I0131 00:44:47.201645 760 server.cc:307] Waiting for in-flight requests to complete.',
      PLATFORM,
    ].join('\n');
    const { entryAttempt } = splitAttempts(parseLog(log, { year: 2025 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0]);
  });
});
