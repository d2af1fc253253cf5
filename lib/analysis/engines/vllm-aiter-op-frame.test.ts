import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

// kyuz0/amd-strix-halo-vllm-toolboxes#73: vLLM calls AITER's ops only in forward, sampling and weight post-processing,
// where nothing catches what they raise: a traceback through aiter/ops/… is the engine dying, even with no vLLM frame kept.
describe("a traceback through one of AITER's ops in vLLM", () => {
  const prefix = '(EngineCore pid=165) ERROR 07-02 07:48:27 [core.py:1202] ';
  it('ends the attempt as failed, with no cause when the exception is cut', () => {
    expect(
      read([
        `${prefix}  File "/opt/venv/lib64/python3.12/site-packages/torch/_ops.py", line 1279, in __call__`,
        `${prefix}    return self._op(*args, **kwargs)`,
        `${prefix}  File "/opt/venv/lib64/python3.12/site-packages/aiter/ops/sampling.py", line 70, in top_k_top_p_sampling_from_probs`,
        `${prefix}    return top_k_top_p_sampling_from_probs_core(`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });

  it('an AITER notice naming a module under aiter/ is no end', () => {
    const got = read([
      '(EngineCore pid=165) INFO 07-02 07:48:20 [core.py:100] Initializing a V1 LLM engine',
      '(EngineCore pid=165) [aiter] import [module_aiter_enum] under /opt/venv/lib64/python3.12/site-packages/aiter/jit/module_aiter_enum.so',
    ]);
    expect(got.map((a) => a.outcome)).toEqual(['running']);
  });
});
