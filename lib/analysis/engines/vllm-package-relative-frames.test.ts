import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// A reporter's abridged traceback keeps frames from the package on (`File "vllm/v1/engine/core.py"`, vllm-project/vllm#49497).
describe('vLLM frames shortened to the package path', () => {
  const lines = [
    'ERROR [core.py:1330] EngineCore failed to start.',
    'ERROR [core.py:1330] Traceback (most recent call last):',
    '  File "vllm/v1/engine/core.py", line 1299, in run_engine_core',
    '    engine_core = EngineCoreProc(*args, engine_index=dp_rank, **kwargs)',
  ];

  it('name the engine', () => {
    expect(readStories(lines, 2026)[0]!.engine).toBe('vllm');
  });

  it('a sglang package path is not one', () => {
    expect(readStories(['  File "sglang/srt/managers/scheduler.py", line 10, in run_scheduler_process'], 2026)[0]?.engine).not.toBe('vllm');
  });
});
