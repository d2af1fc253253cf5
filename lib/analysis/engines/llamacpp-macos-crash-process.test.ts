import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// The header of macOS's crash report names the program that died: GPUStack's llama-box, a llama.cpp server (gpustack/gpustack#1610).
describe("a macOS crash report's process line", () => {
  it('names llama-box as a llama.cpp server', () => {
    const [a] = analyse(parseLog([
      'Process:               llama-box [17535]',
      'Path:                  /Users/USER/*/llama-box',
      'Identifier:            llama-box',
      'Code Type:             ARM-64 (Native)',
      'Parent Process:        Python [17524]',
    ].join('\n'), { year: 2025 }).entries).attempts;
    expect(a!.engine).toBe('llamacpp');
  });
});
