import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

// intel/intel-xpu-backend-for-triton#3777: V1's samplers run only inside a step (or start-up's dummy sampler run) in the
// worker's model runner, with nothing catching between them and the engine core's handler: a traceback through one is the end.
describe("a traceback through one of V1's samplers", () => {
  it('ends the attempt as failed, with no cause when the exception is cut', () => {
    expect(
      read([
        'ERROR 03-27 11:38:51 [core.py:343]   File "/workspace/vllm/vllm/v1/sample/rejection_sampler.py", line 194, in rejection_sample',
        'ERROR 03-27 11:38:51 [core.py:343]     recovered_token_ids = sample_recovered_tokens(',
        'ERROR 03-27 11:38:51 [core.py:343]   File "/usr/local/lib/python3.10/dist-packages/triton/runtime/jit.py", line 585, in run',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
    expect(
      read(['(EngineCore_DP0 pid=7) ERROR 05-01 10:00:00 [core.py:700]   File "/usr/lib/python3/site-packages/vllm/v1/sample/ops/topk_topp_sampler.py", line 90, in forward_native'])[0]?.outcome,
    ).toBe('failed');
  });

  it('a frame of the logits-processor package, which the API server also runs to validate a request, is no end', () => {
    const got = read([
      '(APIServer pid=1) INFO 05-01 10:00:00 [launcher.py:46] Route: /v1/chat/completions, Methods: POST',
      '(APIServer pid=1) ERROR 05-01 10:00:01 [serving_chat.py:200]   File "/usr/lib/python3/site-packages/vllm/v1/sample/logits_processor/__init__.py", line 60, in validate_logits_processors_parameters',
    ]);
    expect(got[0]?.outcome).not.toBe('failed');
  });
});
