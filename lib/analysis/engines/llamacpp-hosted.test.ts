import { describe, expect, it } from 'vitest';
import { llamacppPrefix } from './llamacpp-prefix';
import { readAttempts } from '@/lib/analysis/read-attempts';

// cortex.cpp hands llama.cpp's log lines to trantor, which prints its stamp, thread id and level before them and its
// ` - file.cc:line` source after them (on the next line when llama.cpp's message ended in a newline).
const cortex = (level: string, text: string) => [`20250430 21:55:01.597022 UTC 8354 ${level} ${text}`, ' - llama_engine.cc:533'];
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("trantor's prefix before the llama.cpp a host runs in-process", () => {
  it('is taken off, its level kept, the line marked hosted', () => {
    expect(llamacppPrefix('20250430 21:55:01.597057 UTC 8354 ERROR llama_model_load_from_file_impl: failed to load model')).toEqual({
      text: 'llama_model_load_from_file_impl: failed to load model',
      role: null,
      level: 'error',
      stamp: null,
      hosted: true,
    });
    expect(llamacppPrefix('20250430 21:55:01.597057 UTC 8354 INFO  srv  load_model: loading model')?.text).toBe('load_model: loading model');
  });

  it("a failed load the library returned: the host lives on, the load's error its cause", () => {
    const lines = [
      ...cortex('ERROR', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 7203.17 MiB on device 0: cudaMalloc failed: out of memory'),
      ...cortex('ERROR', 'llama_model_load: error loading model: unable to allocate CUDA0 buffer'),
      ...cortex('ERROR', 'llama_model_load_from_file_impl: failed to load model'),
    ];
    expect(read(lines)).toEqual([['llamacpp', 'running', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 7203.17 MiB on device 0: cudaMalloc failed: out of memory']]);
  });

  it("ggml's abort in the engine still ends the host's process", () => {
    const lines = [...cortex('INFO', 'srv  load_model: loading model'), '/src/ggml/src/ggml-cuda/ggml-cuda.cu:75: CUDA error'];
    expect(read(lines)[0]!.slice(0, 2)).toEqual(['llamacpp', 'failed']);
  });

  it("llama-server's own failed load still ends its run", () => {
    expect(read(['llama_model_load: error loading model: unable to allocate CUDA0 buffer', 'llama_model_load_from_file_impl: failed to load model'])[0]!.slice(0, 2)).toEqual(['llamacpp', 'failed']);
  });
});
