import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// KoboldCpp's launcher greets each start with its banner, then loads its llama.cpp build as a library (LostRuins/koboldcpp#1609).
const BANNER = 'Welcome to KoboldCpp - Version 1.93';
const LIBRARY = 'Initializing dynamic library: koboldcpp_cublas.so';

const read = (lines: string[]) => analyse(parseLog(lines.join('\n')).entries).attempts.map((a) => [a.engine, a.outcome]);

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
