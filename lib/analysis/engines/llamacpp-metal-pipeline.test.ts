import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// ggml-metal compiles a kernel's pipeline when an op first needs it; a kernel missing from the library (the b8987 prebuilt's
// bf16 mat-vec on a pre-M5 GPU) is logged at ERROR and no pipeline is returned (cue-aif.pages.dev's llama-server spike, its
// page wrapping the line after `pipeline:`).
describe("ggml-metal's failed pipeline compile", () => {
  it('is the cause an on-call engineer reads', () => {
    const [a] = analyse(parseLog([
      'ggml_metal_library_compile_pipeline: failed to compile pipeline:',
      "base = 'kernel_mul_mv_ext_bf16_f32_r1_2',",
      "name = 'kernel_mul_mv_ext_bf16_f32_r1_2_nsg=2_nxpsg=16'",
      'ggml_metal_library_compile_pipeline: Function kernel_mul_mv_ext_bf16_f32_r1_2',
      'was not found in the library',
    ].join('\n'), { year: 2026 }).entries).attempts;
    expect([a!.engine, a!.fatal?.headline]).toEqual(['llamacpp', 'ggml_metal_library_compile_pipeline: failed to compile pipeline:']);
  });
});
