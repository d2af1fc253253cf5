import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { unsmartPaste } from './unsmart-paste';

describe('unsmartPaste', () => {
  it('makes a frame line’s typographic quotes straight again', () => {
    const line = '(EngineCore_DP0 pid=59619) ERROR 10-15 08:32:29 [core.py:708] File \u201c/env/lib/python3.10/site-packages/vllm/v1/engine/core.py\u201d, line 699, in run_engine_core';
    expect(unsmartPaste(line)).toBe('(EngineCore_DP0 pid=59619) ERROR 10-15 08:32:29 [core.py:708] File "/env/lib/python3.10/site-packages/vllm/v1/engine/core.py", line 699, in run_engine_core');
  });

  it('leaves other curly quotes and straight frames alone (the same string when nothing matches)', () => {
    const prose = 'He said \u201cFile not found\u201d twice\n  File "/a/b.py", line 3, in f';
    expect(unsmartPaste(prose)).toBe(prose);
  });

  it('is applied when a paste is parsed', () => {
    const parsed = parseLog('File \u201c/a/b.py\u201d, line 3, in f\nValueError: x\n', { format: 'cat' });
    expect(parsed.entries[0]?.message).toBe('File "/a/b.py", line 3, in f');
  });
});
