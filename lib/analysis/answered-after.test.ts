import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.outcome, a.fatal?.headline ?? null]);

const TRACEBACK = [
  'Traceback (most recent call last):',
  '  File "/app/backend/routes.py", line 88, in update_settings',
  '    llm.load(path)',
  '  File "/app/venv/lib/python3.12/site-packages/llama_cpp/_internals.py", line 55, in __init__',
  '    raise ValueError(f"Failed to load model from file: {path_model}")',
  'ValueError: Failed to load model from file: /models/x.gguf',
];

describe('a traceback the process answered a request right after', () => {
  it('was caught: the app serves on, the exception names the cause', () => {
    expect(read([...TRACEBACK, '', 'INFO:     ::1:60614 - "POST /api/settings/update HTTP/1.1" 400 Bad Request'])).toEqual([
      ['running', 'ValueError: Failed to load model from file: /models/x.gguf'],
    ]);
  });

  it('with nothing after it, ended the process during start-up', () => {
    expect(read(TRACEBACK)).toEqual([['failed', 'ValueError: Failed to load model from file: /models/x.gguf']]);
  });

  it('followed by another line than an answer, still ended it', () => {
    expect(read([...TRACEBACK, 'Exception ignored in: <function Llama.__del__ at 0x7f>'])[0]![0]).toBe('failed');
  });
});
