import { describe, expect, it } from 'vitest';
import { parseVllmLine } from '@/lib/journal/vllm-prefix';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: NVIDIA-AI-Blueprints/bring-llms-to-nim#7 (a NIM LLM container, vLLM profile, on a compute-7.5 GPU).
const ERROR_LINE =
  'ERROR 2025-07-21 14:34:24.934 async_trtllm_engine_factory.py:62] Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro RTX 6000 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.';
const FRAMES = [
  'Traceback (most recent call last):',
  '  File "/opt/nim/llm/nim_llm_sdk/engine/async_trtllm_engine_factory.py", line 51, in nim_run_mp_engine',
  '    engine = MQLLMEngine.from_engine_args(engine_args=engine_args, usage_context=usage_context, ipc_path=ipc_path)',
  '  File "/opt/nim/llm/.venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 125, in from_engine_args',
  '    return cls(ipc_path=ipc_path,',
];

const attempts = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("NIM's copy of vLLM's engine process (nim_run_mp_engine)", () => {
  it("reads NIM's stamp with the year as vLLM's prefix", () => {
    const v = parseVllmLine(ERROR_LINE);
    expect([v?.level, v?.stamp, v?.source, v?.text.slice(0, 20)]).toEqual(['error', '07-21 14:34:24.934', 'async_trtllm_engine_factory.py:62', 'Bfloat16 is only sup']);
  });

  it('its ERROR line over the traceback is the engine process dying, its text the cause', () => {
    expect(attempts([ERROR_LINE, ...FRAMES])).toEqual([['vllm', 'failed', ERROR_LINE.slice(ERROR_LINE.indexOf('Bfloat16'))]]);
  });

  it('a traceback through its frame ends the process where the ERROR line was not pasted', () => {
    expect(attempts(FRAMES)).toEqual([['vllm', 'failed', null]]);
  });
});
