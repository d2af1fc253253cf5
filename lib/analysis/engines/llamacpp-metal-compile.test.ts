import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// ggml_metal_library_init_from_source logs `error compiling source` when Metal's compiler rejects the embedded shaders and
// returns no library; the device is then left without what the first graph needs and an assert aborts the process
// (withcatai/node-llama-cpp#629, whose binding tags each line): the compile error is why, the assert only where it ended.
describe("ggml-metal's shader library that does not compile", () => {
  it('is the cause of the abort that follows, behind a binding tag too', () => {
    const [a] = analyse(parseLog([
      '[node-llama-cpp] ggml_metal_library_init_from_source: error compiling source',
      '/Users/runner/work/llama.cpp/ggml/src/ggml-backend.cpp:62: GGML_ASSERT(buft) failed',
      'WARNING: Using native backtrace. Set GGML_BACKTRACE_LLDB for more info.',
    ].join('\n'), { year: 2026 }).entries).attempts;
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['llamacpp', 'failed', '[node-llama-cpp] ggml_metal_library_init_from_source: error compiling source']);
  });
});
