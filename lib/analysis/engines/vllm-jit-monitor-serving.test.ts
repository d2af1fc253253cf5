import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// vLLM's JIT monitor is armed after warm-up and warns only for a kernel a request's shape made Triton compile: a serving engine.
describe("vLLM's JIT monitor warning", () => {
  it('reads as an engine that is up and serving (vllm-project/vllm#43009)', () => {
    const lines = [
      '(EngineCore) WARNING 05-18 19:12:27 [jit_monitor.py:103] Triton kernel JIT compilation during inference: _causal_conv1d_update_kernel. This causes a latency spike; consider extending warmup to cover this shape/config.',
      '(EngineCore) WARNING 05-18 19:12:28 [jit_monitor.py:103] Triton kernel JIT compilation during inference: expand_kernel. This causes a latency spike; consider extending warmup to cover this shape/config.',
    ];
    expect(readStories(lines, 2026, true)).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  it('is not read from a line that only mentions it', () => {
    const lines = ["(EngineCore) WARNING 05-18 19:12:27 [config.py:10] JIT compilation during inference: see the docs"];
    expect(readStories(lines, 2026, true)[0]!.phases).toEqual([]);
  });
});
