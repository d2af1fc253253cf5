import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const analysed = (lines: string[]) => analyse(parseLog(lines.join('\n'), { format: 'vllm', year: 2026 }).entries);

const WARMUP = [
  '(EngineCore_DP0 pid=36) INFO 02-11 14:53:02 [core.py:278] init engine (profile, create kv cache, warmup model) took 44.63 seconds',
  '(APIServer pid=1) INFO 02-11 14:53:03 [serving.py:188] Warming up chat template processing...',
  '(APIServer pid=1) ERROR 02-11 14:53:04 [serving.py:217] Chat template warmup failed',
  '(APIServer pid=1) ERROR 02-11 14:53:04 [serving.py:217] Traceback (most recent call last):',
  '(APIServer pid=1) ERROR 02-11 14:53:04 [serving.py:217]   File "/opt/venv/lib/python3.12/site-packages/vllm/entrypoints/chat_utils.py", line 1826, in apply_hf_chat_template',
  '(APIServer pid=1) ERROR 02-11 14:53:04 [serving.py:217]     raise ChatTemplateResolutionError(',
  '(APIServer pid=1) ERROR 02-11 14:53:04 [serving.py:217] vllm.entrypoints.chat_utils.ChatTemplateResolutionError: As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if the tokenizer does not define one.',
];

describe("vLLM's ChatTemplateResolutionError: every caller in the server catches it, so it ends no start-up", () => {
  it('the start-up warmup logs it and starts on: running, no cause', () => {
    const [attempt] = analysed(WARMUP).attempts;
    expect([attempt?.outcome, attempt?.fatal ?? null]).toEqual(['running', null]);
  });

  it('another exception logged the same way at start-up still ends the attempt', () => {
    const lines = [...WARMUP.slice(0, -1), '(APIServer pid=1) ERROR 02-11 14:53:04 [serving.py:217] RuntimeError: CUDA error: an illegal memory access was encountered'];
    const [attempt] = analysed(lines).attempts;
    expect(attempt?.outcome).toBe('failed');
  });
});
