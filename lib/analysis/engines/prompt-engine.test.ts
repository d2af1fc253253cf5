import { describe, expect, it } from 'vitest';
import { promptEngine } from './prompt-engine';

describe("a prompt line's server command names the engine", () => {
  // NVIDIA Dynamo's CLI starts the engine its `out=` argument names (ai-dynamo/dynamo#480, #634).
  it.each([
    ['dynamo run out=sglang Qwen/Qwen2.5-0.5B-Instruct', 'sglang'],
    ['dynamo-run in=http out=sglang DeepSeek-R1-Distill-Llama-70B/', 'sglang'],
    ['./target/debug/dynamo-run in=http out=vllm --model-path /models/x', 'vllm'],
    ['dynamo run out=llamacpp ~/models/x.gguf', 'llamacpp'],
  ])('%s', (command, id) => {
    expect(promptEngine(command)).toBe(id);
  });

  it('names none for an engine Dynamo runs that is not one of ours, nor for an `out=` of another program', () => {
    expect(promptEngine('dynamo run out=mistralrs Qwen/Qwen3-0.6B')).toBeNull();
    expect(promptEngine('rsync -av src/ host:/dst out=vllm')).toBeNull();
  });

  it("names Triton for FastDeploy's fastdeployserver, Triton's binary renamed by FastDeploy's packaging (PaddlePaddle/PaddleOCR#9427)", () => {
    expect(promptEngine('fastdeployserver --model-repository=/ocr_serving/models')).toBe('triton');
    expect(promptEngine('CUDA_VISIBLE_DEVICES=0 fastdeployserver --model-repository=/serving/models')).toBe('triton');
  });

  it("names the runtime RamaLama's serve/run is told to start, and none when its config chooses (containers/ramalama#758)", () => {
    expect(promptEngine('ramalama --runtime vllm run huggingface://google/translategemma-27b-it')).toBe('vllm');
    expect(promptEngine('ramalama --runtime=llama.cpp serve granite')).toBe('llamacpp');
    expect(promptEngine('ramalama serve granite')).toBeNull();
  });

  it("names vLLM for ipex-llm's copies of vLLM's entrypoint, and none for a module merely called entrypoints (intel/ipex-llm#12960)", () => {
    expect(promptEngine('python -m ipex_llm.vllm.cpu.entrypoints.openai.api_server --model m --device cpu')).toBe('vllm');
    expect(promptEngine('python -m ipex_llm.vllm.xpu.entrypoints.openai.api_server --model m')).toBe('vllm');
    expect(promptEngine('python -m myapp.entrypoints.openai.api_server --model m')).toBeNull();
  });

  it("names llama.cpp for its command-line programs, which load the model in their own process (ggml-org/llama.cpp#27849, #18766, #28050)", () => {
    expect(promptEngine('./llama-completion -fa on -m ../Tiel-Coder-35B-A3B-UD-IQ4_XS.gguf')).toBe('llamacpp');
    expect(promptEngine('build/bin/llama-cli --model /mnt/m_external_sd/qwen2.5-0.5b-instruct-q80.gguf')).toBe('llamacpp');
    expect(promptEngine('llama-mtmd-cli -m model.gguf --mmproj mmproj.gguf')).toBe('llamacpp');
    expect(promptEngine('./llama-client --help')).toBeNull();
  });
});
