import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Triton's libcuda_dirs asserts with `'libcuda.so cannot found!\n' + 'Possible files are located at %s.' + 'Please create a
// symlink of libcuda.so to any of the file(s).'`; the second line of that message is what a paste often keeps of it.
describe("Triton's libcuda.so assertion message", () => {
  // huggingface/text-generation-inference#1245: the message, then the shard's warmup wrapper and its traceback (cut).
  it('names the cause of a TGI warmup that failed after it', () => {
    const lines = [
      "Possible files are located at ['/lib64/libcuda.so.1'].Please create a symlink of libcuda.so to any of the file.",
      '2024-01-17T15:06:38.507344Z ERROR text_generation_launcher: Method Warmup encountered an error.',
      'Traceback (most recent call last):',
      '  File "/opt/conda/bin/text-generation-server", line 8, in <module>',
      '    sys.exit(app())',
    ];
    expect(readStories(lines, 2024)).toEqual([{ engine: 'tgi', outcome: 'failed', fatal: lines[0] }]);
  });

  it('names the no-library-found variant too', () => {
    const lines = [
      '2024-01-17T15:06:38.507344Z ERROR text_generation_launcher: Method Warmup encountered an error.',
      'Please make sure GPU is set up and then run "/sbin/ldconfig" (requires sudo) to refresh the linker cache.',
    ];
    expect(readStories(lines, 2024)[0]?.fatal).toBe(lines[1]);
  });
});
