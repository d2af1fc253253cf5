import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Two-batch overlap runs a layer's forward as stages (`op_*` methods of the model's layers) through srt/operations.py's
// executors, called only from the model's forward: an exception there ends the scheduler like one in `forward` (sgl-project/sglang#9435).
describe('SGLang, a traceback middle through the two-batch-overlap forward stages', () => {
  const read = (lines: string[]) => readAttempts(lines, 2025);

  it('reads the TBO executor and a layer stage as a forward pass: the scheduler died', () => {
    const [a] = read([
      '  File "/sgl-workspace/sglang/python/sglang/srt/operations.py", line 51, in execute_overlapped_operations',
      '    executor_a.next()',
      '  File "/sgl-workspace/sglang/python/sglang/srt/models/deepseek_v2.py", line 692, in op_dispatch_b',
      '    state.dispatch_output = self.experts.deepep_dispatcher.dispatch_b(',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['sglang', 'failed', null]);
  });

  it('reads a layer stage alone the same way', () => {
    const [a] = read([
      '  File "/usr/local/lib/python3.10/dist-packages/sglang/srt/models/qwen3_moe.py", line 501, in op_comm_prepare_attn',
      '    state.hidden_states_after_comm_pre_attn = self.layer_communicator.prepare_attn(',
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
  });

  it("leaves a model's weight loading alone: the weight-update API catches what it raises", () => {
    const [a] = read([
      '  File "/sgl-workspace/sglang/python/sglang/srt/models/deepseek_v2.py", line 2401, in load_weights',
      '    weight_loader(param, loaded_weight)',
    ]);
    expect(a!.outcome).toBe('running');
  });
});
