import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// torch's nn.Module call runs only inside a model forward in vLLM's processes, and nothing survives an exception there:
// the engine core's ERROR report through it is the core dying, the exception line cut (vllm-project/vllm#14510, TPU;
// vllm-project/vllm-neuron#11, NxD Inference's model under the Neuron plugin).
describe("vLLM, an engine core's traceback middle through torch's nn.Module call", () => {
  const read = (lines: string[], year: number) => readAttempts(lines, year).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

  it('reads the TPU engine core report as the core dying, no cause named', () => {
    expect(read([
      'ERROR 03-09 06:42:17 [core.py:324]   File "/home/mgoin/venvs/rag/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1762, in _call_impl',
      'ERROR 03-09 06:42:17 [core.py:324]     return forward_call(*args, **kwargs)',
      'ERROR 03-09 06:42:17 [core.py:324]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ], 2025)).toEqual([['vllm', 'failed', null]]);
  });

  it('reads the Neuron plugin engine core report, whose frames name no vLLM file, the same way', () => {
    expect(read([
      '(EngineCore_DP0 pid=14695) ERROR 01-26 23:36:14 [core.py:866]     hidden_states = self.feed_forward(hidden_states)',
      '(EngineCore_DP0 pid=14695) ERROR 01-26 23:36:14 [core.py:866]   File "/home/ubuntu/neuron-venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1775, in _wrapped_call_impl',
      '(EngineCore_DP0 pid=14695) ERROR 01-26 23:36:14 [core.py:866]     return self._call_impl(*args, **kwargs)',
    ], 2026)).toEqual([['vllm', 'failed', null]]);
  });

  it('a frame of another torch file proves nothing by itself', () => {
    expect(read([
      'ERROR 03-09 06:42:17 [core.py:324]   File "/home/mgoin/venvs/rag/lib/python3.11/site-packages/torch/_dynamo/eval_frame.py", line 585, in _fn',
      'ERROR 03-09 06:42:17 [core.py:324]     return fn(*args, **kwargs)',
    ], 2025).map(([, outcome]) => outcome)).toEqual(['running']);
  });

  it("a bare module-call frame beside vLLM's lines is another process's traceback, not the engine core's", () => {
    // A trainer printing its own traceback into the console vLLM logs to: no vLLM prefix on the frame.
    expect(read([
      '(APIServer pid=2640) INFO 11-03 23:14:02 [api_server.py:1878] Starting vLLM API server 0 on http://0.0.0.0:8000',
      '  File "/opt/venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1762, in _call_impl',
      '    return forward_call(*args, **kwargs)',
    ], 2025).map(([, outcome]) => outcome)).not.toContain('failed');
  });
});
