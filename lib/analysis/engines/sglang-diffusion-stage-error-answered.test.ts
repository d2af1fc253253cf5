import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// SGLang's diffusion runtime logs a failed pipeline stage as `[Stage] Error during execution after N.NNNN ms: <msg>` with the
// traceback under it (its StageProfiler, exc_info=True), and the worker running the request fails that request and goes on.
// Lines of sgl-project/sglang#24705 (SANA on a scheduler that takes no `eta`).
const STAGE_ERROR = [
  "[05-08 22:54:15] [DenoisingStage] Error during execution after 874.8007 ms: DPMSolverMultistepScheduler.step() got an unexpected keyword argument 'eta'",
  'Traceback (most recent call last):',
  '  File "/home/thomas/repos/sglang/python/sglang/multimodal_gen/runtime/pipelines_core/stages/base.py", line 288, in __call__',
  '    result = self.forward(batch, server_args)',
  '  File "/home/thomas/repos/sglang/python/sglang/multimodal_gen/runtime/models/schedulers/scheduling_dpm_solver_multistep.py", line 120, in step',
  '    return self._inner.step(model_output, timestep, sample, **kwargs)',
  "TypeError: DPMSolverMultistepScheduler.step() got an unexpected keyword argument 'eta'",
];

describe('SGLang diffusion stage errors', () => {
  it("a stage's traceback under its error line failed one request: the process goes on, no cause", () => {
    expect(readStories(STAGE_ERROR, 2026)).toEqual([{ engine: 'sglang', outcome: 'running', fatal: null }]);
  });

  it('the same traceback without the stage line is still an uncaught death', () => {
    expect(readStories(STAGE_ERROR.slice(1), 2026)[0]!.outcome).toBe('failed');
  });
});
