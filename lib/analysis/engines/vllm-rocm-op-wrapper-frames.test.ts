import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

// vllm-project/vllm#35637: vLLM's wrappers of AITER's ops (vllm/_aiter_ops.py) run only where the ops do, in the model's
// forward and weight post-processing; nothing catches what they raise.
describe("a traceback through vLLM's AITER op wrappers", () => {
  const prefix = '(Worker_TP0 pid=2914528) ERROR 03-01 04:24:25 [multiproc_executor.py:863] ';
  it('ends the attempt as failed, with no cause when the exception is cut', () => {
    expect(
      read([
        `${prefix}  File "/usr/local/lib/python3.12/dist-packages/vllm/_aiter_ops.py", line 1295, in fused_moe`,
        `${prefix}    return torch.ops.vllm.rocm_aiter_fused_moe(`,
        `${prefix}  File "/usr/local/lib/python3.12/dist-packages/torch/_ops.py", line 1255, in __call__`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });

  it('its switches (`is_*`, the support check) are no end', () => {
    const got = read([`${prefix}  File "/usr/local/lib/python3.12/dist-packages/vllm/_aiter_ops.py", line 80, in is_fused_moe_enabled`]);
    expect(got.map((a) => a.outcome)).not.toContain('failed');
  });
});

// vllm-project/vllm#28052: on ROCm vLLM runs upstream flash-attention only inside the model's forward.
describe("a traceback through upstream flash-attention's interface in vLLM", () => {
  const prefix = '(EngineCore_DP0 pid=249) ERROR 11-04 16:00:28 [core.py:793] ';
  it('ends the attempt as failed, with no cause when the exception is cut', () => {
    expect(
      read([
        `${prefix}  File "/usr/local/lib/python3.12/dist-packages/flash_attn/flash_attn_interface.py", line 925, in forward`,
        `${prefix}    out_padded, softmax_lse, S_dmask, rng_state = _wrapped_flash_attn_varlen_forward(`,
        `${prefix}  File "/usr/local/lib/python3.12/dist-packages/torch/_ops.py", line 1254, in __call__`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });

  it("vLLM's own vllm_flash_attn interface, queried at start-up, is not that package", () => {
    const got = read([`${prefix}  File "/usr/local/lib/python3.12/dist-packages/vllm/vllm_flash_attn/flash_attn_interface.py", line 60, in is_fa_version_supported`]);
    expect(got.map((a) => a.outcome)).not.toContain('failed');
  });
});
