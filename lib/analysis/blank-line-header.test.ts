import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// `docker compose logs` prints a container's empty line as `name  | `: an entry with no text. vLLM 0.5's
// `logger.error("Engine background task failed", exc_info=e)` prints its message and then the traceback, each line at ERROR.
const LINES = [
  'ERROR 08-01 14:54:38 async_llm_engine.py:55] Engine background task failed',
  'ERROR 08-01 14:54:38 async_llm_engine.py:55] Traceback (most recent call last):',
  'ERROR 08-01 14:54:38 async_llm_engine.py:55]   File "/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py", line 45, in _log_task_completion',
  'ERROR 08-01 14:54:38 async_llm_engine.py:55]     return_value = task.result()',
];
const fatalOf = (text: string) => analyse(parseLog(text, { year: 2024 }).entries).attempts[0]!.fatal;

describe("a logger's message and its traceback with a container's empty line between them", () => {
  it('is one logged traceback, as without the empty line: its cut traceback names no cause', () => {
    const plain = fatalOf(LINES.map((l) => `vllm-1  | ${l}`).join('\n'));
    const spaced = fatalOf(LINES.flatMap((l) => [`vllm-1  | ${l}`, 'vllm-1  | ']).join('\n'));
    expect(spaced?.headline ?? null).toBe(plain?.headline ?? null);
    expect(spaced?.headline ?? '').not.toBe('Engine background task failed');
  });
});
