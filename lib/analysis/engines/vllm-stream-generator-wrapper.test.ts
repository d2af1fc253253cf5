import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => ({
    outcome: a.outcome,
    fatal: a.fatal?.headline ?? null,
  }));

// vllm-project/vllm#41834: serving_chat.py logs this fixed text with logger.exception over what ended a streamed request;
// a paste that stops on it, its traceback cut, shows no cause.
describe('`Error in chat completion stream generator.` as the last line', () => {
  it('is no cause: the engine died under the request, the cause is not in the excerpt', () => {
    expect(
      read([
        'vllm-sm120  | (APIServer pid=1) ERROR 06-19 14:45:12 [async_llm.py:704] AsyncLLM output_handler failed.',
        'vllm-sm120  | (APIServer pid=1) ERROR 06-19 14:45:12 [async_llm.py:704] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
        'vllm-sm120  | (APIServer pid=1) ERROR 06-19 14:45:12 [serving.py:818] Error in chat completion stream generator.',
      ]),
    ).toEqual([{ outcome: 'failed', fatal: null }]);
  });
});
