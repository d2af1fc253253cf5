import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// vLLM-Omni's orchestrator thread logs `[OmniEngine] Orchestrator thread crashed` (logger.exception) over what its loop raised,
// fails the start-up and re-raises: the engine cannot go on. The header names no cause; here the exception is cut.
// Lines of vllm-project/vllm-omni#8076.
describe('vLLM-Omni orchestrator thread crash', () => {
  it('ends the attempt as failed; the header is no cause', () => {
    const p = '(DiffusionWorker pid=1) ERROR 09-21 16:12:54 [omni_engine_base.py:474] ';
    const lines = [
      `${p}[OmniEngine] Orchestrator thread crashed`,
      `${p}Traceback (most recent call last):`,
      `${p}  File "/usr/local/lib/python3.12/dist-packages/vllm_omni/engine/omni_engine_base.py", line 442, in _run_orchestrator`,
      `${p}    self._initialize_stages(stage_init_timeout)`,
      `${p}  File "/usr/local/lib/python3.12/dist-packages/vllm_omni/engine/omni_engine_base.py", line 389, in _initialize_stages`,
    ];
    expect(readStories(lines, 2026, true)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null, phases: ['failed'] }]);
  });
});
