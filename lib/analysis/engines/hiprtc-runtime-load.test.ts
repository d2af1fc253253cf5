import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// hiprtc's RTCProgram::findIsa appends `hip runtime failed to load.` and `Error: Please provide architecture for which code is to
// be generated.` to the build log when it cannot dlopen libamdhip64.so; the caller raises with that log (vllm-project/vllm#36167,
// the engine core logging it). The first line is what failed; the second only says the compile had no target because of it.
describe("hiprtc's build log when the HIP runtime did not load", () => {
  it('names the failed load, not the generic follow-on', () => {
    const lines = [
      '(EngineCore_DP0 pid=160843) ERROR 03-05 12:36:31 [core.py:1006] hip runtime failed to load.',
      '(EngineCore_DP0 pid=160843) ERROR 03-05 12:36:31 [core.py:1006] Error: Please provide architecture for which code is to be generated.',
    ];
    const [a] = readAttempts(lines, 2026);
    expect(a?.fatal?.headline).toBe('hip runtime failed to load.');
  });
});
