import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const outcome = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.outcome);

// fused_moe/layer.py: FusedMoE's forward goes through the `vllm.moe_forward` custom op, which finds its layer in the forward
// context the model runner sets only around a forward, then forward_impl and the quantization method's apply
// (vllm-project/vllm#27440): a worker's traceback through them is a forward dying, which no V1 engine core survives.
describe("a vLLM worker's traceback through a layer's forward pieces", () => {
  const p = '(Worker_DP3_TP0_EP6 pid=11528) ERROR 10-23 04:29:35 [multiproc_executor.py:671]';
  it('moe_forward, forward_impl and a quant method\'s apply end the attempt', () => {
    expect(outcome([`${p}   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/layer.py", line 2144, in moe_forward`])).toEqual(['failed']);
    expect(outcome([`${p}   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/layer.py", line 2025, in forward_impl`])).toEqual(['failed']);
    expect(outcome([`${p}   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe.py", line 433, in apply`])).toEqual(['failed']);
  });
  it('another layer helper does not', () => {
    expect(outcome([`${p}   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/layer.py", line 900, in get_layer_from_name`])).not.toEqual(['failed']);
  });
});
