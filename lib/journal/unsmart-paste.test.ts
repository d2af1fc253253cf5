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

describe('unsmartPaste: a typographer’s whole paste', () => {
  it('makes every quote of a kind straight when the paste holds no straight quote of that kind', () => {
    const smart = 'vllm.service: Failed with result \u2018exit-code\u2019.\n  File \u201c/a/b.py\u201d, line 3, in f\nKeyError: \u2018model_type\u2019';
    expect(unsmartPaste(smart)).toBe("vllm.service: Failed with result 'exit-code'.\n  File \"/a/b.py\", line 3, in f\nKeyError: 'model_type'");
  });

  it('keeps curly quotes of a kind the paste also holds straight (the log’s own typography)', () => {
    const own = "fish: Job 1, \u201cllama-server -m x.gguf\u201d terminated by signal SIGSEGV (Address boundary error)\nerror: 'x'\nsaid \"y\"";
    expect(unsmartPaste(own)).toBe(own);
  });

  it('a Discourse-rendered vLLM failure reads as the plain one: the exception with its quotes is the cause', () => {
    const plain = [
      "(EngineCore_DP0 pid=2210) ERROR 03-02 10:11:12 [core.py:708] EngineCore failed to start.",
      "(EngineCore_DP0 pid=2210) ERROR 03-02 10:11:12 [core.py:708] Traceback (most recent call last):",
      '(EngineCore_DP0 pid=2210) ERROR 03-02 10:11:12 [core.py:708]   File "/env/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 699, in run_engine_core',
      "(EngineCore_DP0 pid=2210) ERROR 03-02 10:11:12 [core.py:708]     engine_core = EngineCoreProc(*args, **kwargs)",
      "(EngineCore_DP0 pid=2210) ERROR 03-02 10:11:12 [core.py:708] ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (46512). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
    ].join('\n');
    const smart = plain.replace(/"([^"]*)"/g, '\u201c$1\u201d').replace(/'/g, '\u2019');
    const read = (text: string) => parseLog(text).entries.map((e) => e.message);
    expect(read(smart)).toEqual(read(plain));
  });
});
