import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// do_rerank_v1 (the `/v1/rerank` route of vLLM's API server) logs this warning once, on the first request to that path, then
// serves it: the line is a request reaching a serving server. The engine core dying on that step is the end (gpustack/gpustack#5594).
describe('vLLM /v1/rerank warning', () => {
  it('is a request taken by a serving API server, before the engine core died on it', () => {
    const [a] = analyse(
      parseLog(
        [
          '(APIServer pid=1) WARNING 06-12 19:52:19 [api_router.py:93] To indicate that the rerank API is not part of the standard OpenAI API, we have located it at `/rerank`. Please update your client accordingly. (Note: Conforms to JinaAI rerank API)',
          '(EngineCore pid=136) ERROR 06-12 19:52:19 [core.py:1138] EngineCore encountered a fatal error.',
          '(EngineCore pid=136) ERROR 06-12 19:52:19 [core.py:1138] Traceback (most recent call last):',
          '(EngineCore pid=136) ERROR 06-12 19:52:19 [core.py:1138]   File "/vllm-workspace/vllm/vllm/v1/engine/core.py", line 1170, in run_busy_loop',
        ].join('\n'),
        { year: 2026 },
      ).entries,
    ).attempts;
    expect([a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['failed', ['ready', 'failed']]);
  });
});
