import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// conda-forge/ollama-feedstock#71: Ollama's runner on an M4 Mac, Metal's own assertion while ggml-metal builds its pipelines.
const METAL_ASSERT = [
  'ggml_metal_init: recommendedMaxWorkingSetSize  = 17179.89 MB',
  "-[MTLComputePipelineDescriptorInternal setComputeFunction:withType:]:800: failed assertion `computeFunction must not be nil.'",
  'SIGABRT: abort',
  'PC=0x196ec2388 m=3 sigcode=0',
  'signal arrived during cgo execution',
];

describe("Metal's failed assertion", () => {
  it('names the cause above the SIGABRT that Metal raised after it', () => {
    const [attempt] = readAttempts(METAL_ASSERT, 2025);
    expect(attempt!.engine).toBe('ollama');
    expect(attempt!.fatal?.headline).toContain('computeFunction must not be nil');
  });
});
