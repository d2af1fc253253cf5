import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2026 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

// vllm-project/vllm#48745: on SIGTERM the API server logs its signal handler's line, AsyncLLM.shutdown tears the engine core
// down, and the output handler, not yet cancelled, may log the engine it is closing as dead (the issue quotes these lines).
const TRIGGERED = '(APIServer pid=791) INFO 07-14 19:24:21 [launcher.py:100] [shutdown] API server: shutdown triggered';
const HANDLER_FAILED = 'ERROR [async_llm.py:704] AsyncLLM output_handler failed.';
const ENGINE_DEAD = 'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.';
// vllm-project/vllm#51013: the engine core died while serving, then the API server shut itself down.
const DEAD_FIRST = '(APIServer pid=1) ERROR 08-04 09:48:15 [serving.py:830] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.';
const SHUTDOWN_COMPLETE = '(APIServer pid=1) INFO:     Application shutdown complete.';

describe("vLLM's own stop lines: a stop that was asked for", () => {
  it('the engine reported dead after the signal handler logged the stop is the stop tearing it down', () => {
    expect(read([TRIGGERED, HANDLER_FAILED, ENGINE_DEAD])).toEqual([{ outcome: 'stopped', fatal: null }]);
  });

  // vllm-project/vllm#42389: SIGTERM reached the API server while it was initialising; its handler raised KeyboardInterrupt("terminated").
  it('a SIGTERM while the API server initialises ends it as a stop, not a run still starting', () => {
    const frame = '(APIServer pid=1)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 566, in signal_handler';
    const raise = '(APIServer pid=1)     raise KeyboardInterrupt("terminated")';
    const top = '(APIServer pid=1) KeyboardInterrupt: terminated';
    expect(read(['(APIServer pid=1) Traceback (most recent call last):', frame, raise, top])).toEqual([{ outcome: 'stopped', fatal: null }]);
    // The code line alone is a frame of the traceback, not the exception reaching the top.
    expect(read([frame, raise]).map((a) => a.outcome)).not.toEqual(['stopped']);
  });

  it('an engine that died before any stop was asked for is still a failure, whatever shutdown lines follow', () => {
    expect(read([DEAD_FIRST, SHUTDOWN_COMPLETE]).map((a) => a.outcome)).toEqual(['failed']);
  });
});
