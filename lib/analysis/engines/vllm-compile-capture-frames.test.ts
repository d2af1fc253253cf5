import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

// vllm-project/vllm#30392: the engine core's start-up traceback cut to Inductor's frames, none of vLLM's compile frames kept.
describe("a traceback through Inductor's codegen in a vLLM process", () => {
  it('ends the attempt as failed, with no cause when the exception is cut', () => {
    expect(
      read([
        '(EngineCore_DP0 pid=85) ERROR 12-10 05:31:42 [core.py:843]     mb_compiled_graph = fx_codegen_and_compile(',
        '(EngineCore_DP0 pid=85) ERROR 12-10 05:31:42 [core.py:843]                         ^^^^^^^^^^^^^^^^^^^^^^^',
        '(EngineCore_DP0 pid=85) ERROR 12-10 05:31:42 [core.py:843]   File "/usr/local/lib/python3.12/dist-packages/torch/_inductor/compile_fx.py", line 1695, in fx_codegen_and_compile',
        '(EngineCore_DP0 pid=85) ERROR 12-10 05:31:42 [core.py:843]     return scheme.codegen_and_compile(gm, example_inputs, inputs_to_check, graph_kwargs)',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });
});

// vllm-project/vllm#28568: a worker nested under the engine core's prefix, its traceback through the metadata builder's
// capture path, the exception cut.
describe('a traceback through an attention backend\'s build_for_cudagraph_capture', () => {
  it('ends the attempt as failed, with no cause when the exception is cut', () => {
    expect(
      read([
        '(EngineCore_DP0 pid=2847624) (Worker_TP0 pid=2847636) ERROR 11-12 16:25:35 [multiproc_executor.py:711]   File "/home/ProExpertProg/git/vllm/vllm/v1/attention/backends/utils.py", line 321, in build_for_cudagraph_capture',
        '(EngineCore_DP0 pid=2847624) (Worker_TP0 pid=2847636) ERROR 11-12 16:25:35 [multiproc_executor.py:711]     return self.build(',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });
});
