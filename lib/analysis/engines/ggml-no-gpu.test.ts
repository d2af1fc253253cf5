import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { LLAMACPP } from './llamacpp';
import { OLLAMA } from './ollama';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml-cuda.cu's ggml_cuda_init logs a failed cudaGetDeviceCount (`failed to initialize CUDA: <driver's words>`; ROCm and MUSA
// builds print their own name) and reports zero devices, once per process: llama.cpp and Ollama's runner go on on the CPU
// (ggml-org/llama.cpp#11675, ollama/ollama#15400).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};
const NO_GPU = 'ggml_cuda_init: failed to initialize CUDA: system not yet initialized';
const LOADING = ['main: load the model and apply lora adapter, if any', 'llama_context: n_ctx = 4096'];
const LISTENING = ['srv  llama_server: model loaded', 'srv  llama_server: listening on http://127.0.0.1:8080'];

describe("ggml's failed CUDA start", () => {
  it.each([
    [LLAMACPP, NO_GPU],
    [OLLAMA, NO_GPU],
    [LLAMACPP, 'ggml_cuda_init: failed to initialize MUSA: system has unsupported display driver / musa driver combination'],
    [null, 'ggml_cuda_init: failed to initialize ROCm: no ROCm-capable device is detected'],
  ])('is a cause that ends nothing (%#)', (profile, line) => {
    expect([lineSignal(profile, line)?.end ?? null, lineSignal(profile, line)?.cause]).toEqual([null, true]);
  });

  it('stays named while the process loads on the CPU', () => {
    expect(read([NO_GPU, 'warning: no usable GPU found, --gpu-layers option will be ignored', ...LOADING])).toEqual(['llamacpp', 'running', NO_GPU]);
  });

  it('does not keep a server that listens on the CPU from ready', () => {
    expect(read([NO_GPU, ...LOADING, ...LISTENING])[1]).toBe('ready');
  });
});
