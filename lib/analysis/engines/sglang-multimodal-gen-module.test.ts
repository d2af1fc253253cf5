import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// `python -m sglang.multimodal_gen.runtime.launch_server` starts SGLang's diffusion server; runpy names the module in its warning.
// Lines of sgl-project/sglang#17413.
describe('SGLang diffusion module names', () => {
  it('the launch command and runpy warning name SGLang', () => {
    const lines = [
      '`python3 -m sglang.multimodal_gen.runtime.launch_server     --model-path /models/Wan2.2-I2V-A14B-Diffusers     --port 30000     --host 0.0.0.0 &',
      '[1] 874',
      "(venv) root@depksingh-g4-test:/sgl-workspace/sglang# <frozen runpy>:128: RuntimeWarning: 'sglang.multimodal_gen.runtime.launch_server' found in sys.modules after import of package 'sglang.multimodal_gen.runtime', but prior to execution of 'sglang.multimodal_gen.runtime.launch_server'; this may result in unpredictable behaviour",
      '[01-16 03:43:11] Automatically enable dit_layerwise_offload for Wan for best performance',
    ];
    expect(readStories(lines, 2026)).toEqual([{ engine: 'sglang', outcome: 'running', fatal: null }]);
  });
});
