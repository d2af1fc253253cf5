import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { unjoinPaste } from './unjoin-paste';

// modal-labs/modal-examples#1318: Modal's log view of its vLLM example, one row holding a whole multi-line record, each of
// its lines behind vLLM's repeated `ERROR 08-04 07:35:11 [core.py:515] ` prefix and joined with a space.
const ROW = "Aug 04  00:35:11.716 | ERROR 08-04 07:35:11 [core.py:515] EngineCore failed to start. ERROR 08-04 07:35:11 [core.py:515] Traceback (most recent call last): ERROR 08-04 07:35:11 [core.py:515]   File \"/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 506, in run_engine_core ERROR 08-04 07:35:11 [core.py:515]     engine_core = EngineCoreProc(*args, **kwargs) ERROR 08-04 07:35:11 [core.py:515]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ ERROR 08-04 07:35:11 [core.py:515]   File \"/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 390, in __init__ ERROR 08-04 07:35:11 [core.py:515]     super().__init__(vllm_config, executor_class, log_stats, ERROR 08-04 07:35:11 [core.py:515]   File \"/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 83, in __init__ ERROR 08-04 07:35:11 [core.py:515]     self._initialize_kv_caches(vllm_config) ERROR 08-04 07:35:11 [core.py:515]   File \"/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.";

describe('unjoinPaste: a vLLM record flattened into one Modal row', () => {
  it('puts each line of the record back on a line of its own, the first keeping the row', () => {
    expect(unjoinPaste(ROW).split('\n').slice(0, 3)).toEqual([
      'Aug 04  00:35:11.716 | ERROR 08-04 07:35:11 [core.py:515] EngineCore failed to start.',
      'ERROR 08-04 07:35:11 [core.py:515] Traceback (most recent call last):',
      'ERROR 08-04 07:35:11 [core.py:515]   File "/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 506, in run_engine_core',
    ]);
  });

  it("reads the engine core's failed start once its first line stands alone", () => {
    const [attempt] = readAttempts([ROW], 2025);
    expect([attempt?.engine, attempt?.outcome]).toEqual(['vllm', 'failed']);
  });

  // modal-labs/modal-examples#1154: a row of one line.
  it('leaves a Modal row of one line as it is (the same string)', () => {
    const one = 'May 01  14:38:19.519 | INFO 05-01 12:38:19 gpu_model_runner.py:872] Loading model weights took 5.3800 GB\n';
    expect(unjoinPaste(one)).toBe(one);
  });
  it('splits the row the same when a terminal kept the colours of its level words', () => {
    const coloured = ROW.replace(/\bERROR\b/g, '\x1b[31mERROR\x1b[0m');
    expect(unjoinPaste(coloured).split('\n').map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''))).toEqual(unjoinPaste(ROW).split('\n'));
    expect(unjoinPaste(coloured).split('\n').length).toBeGreaterThan(3);
  });
});
