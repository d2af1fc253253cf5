import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// KoboldCpp's launcher greets each start with its banner, then loads its llama.cpp build as a library (LostRuins/koboldcpp#1609).
const BANNER = 'Welcome to KoboldCpp - Version 1.93';
const LIBRARY = 'Initializing dynamic library: koboldcpp_cublas.so';

const read = (lines: string[]) => readAttempts(lines).map((a) => [a.engine, a.outcome]);

describe("KoboldCpp's launcher lines", () => {
  it('tell llama.cpp before any loader line', () => {
    expect(read(['***', BANNER, 'Saved story preloaded.', LIBRARY, '=========='])).toEqual([['llamacpp', 'running']]);
  });

  it('start a new run at each banner', () => {
    expect(read([BANNER, LIBRARY, BANNER, LIBRARY])).toHaveLength(2);
  });
});

describe("llama.cpp's common download lines", () => {
  // ggml-org/llama.cpp#17071: `-hf` resolves the model from its cache before anything loads.
  it('tell llama.cpp', () => {
    expect(read(['common_download_file_single_online: using cached file: C:\\m\\model.gguf'])).toEqual([['llamacpp', 'running']]);
  });
});

describe("KoboldCpp's load verdicts", () => {
  // LostRuins/koboldcpp#1217: an image model whose context the SD adapter could not create; the launcher exits on it.
  it("ends the run at the launcher's could-not-load exit, the adapter's error the cause", () => {
    const lines = [BANNER, 'ImageGen Init - Load Model: C:\\m\\flux.gguf', 'Error: KCPP SD Failed to create context!', 'Load Image Model OK: False', 'Error: Could not load image model: C:\\m\\flux.gguf'];
    const [a] = readAttempts(lines);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['llamacpp', 'failed', 'Error: KCPP SD Failed to create context!']);
  });

  it('reads the newer exit message without its Error prefix', () => {
    const [a] = analyse(parseLog([BANNER, LIBRARY, 'Could not load text model: D:\\m\\model.gguf'].join('\n')).entries).attempts;
    expect(a!.outcome).toBe('failed');
  });
});
