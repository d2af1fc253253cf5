import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// Platforms that run llama.cpp or vLLM as a child and log its start, its stderr or its end in their own words.
const read = (lines: string[], year = 2025) =>
  analyse(parseLog(lines.join('\n'), { year }).entries).attempts.map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null, a.phases.map((p) => p.name)]);

describe("Jan's llama-server router child", () => {
  it("reads the router's stderr behind `[llamacpp-router] ` and its start line (janhq/jan#8476)", () => {
    expect(read([
      '[01:32:45]',
      'INFO',
      'Starting llama-server in router mode: exe="/Users/u/Library/Application Support/Jan/data/llamacpp/backends/b8892/macos-x64/build/bin/llama-server" preset="/Users/u/Library/Application Support/Jan/data/llamacpp/router.preset.ini" port=50498 models_max=2',
      '[01:32:45]',
      'INFO',
      '[llamacpp-router] dyld[87281]: Library not loaded: /usr/local/opt/openssl@3/lib/libssl.3.dylib',
      '[01:32:45]',
      'INFO',
      '[llamacpp-router] Referenced from: <F3708359-10A4-3CBC-9986-4C233ABD470D> /Users/u/Library/Application Support/Jan/data/llamacpp/backends/b8892/macos-x64/build/bin/llama-server',
    ], 2026)).toEqual([['llamacpp', 'failed', 'dyld[87281]: Library not loaded: /usr/local/opt/openssl@3/lib/libssl.3.dylib', ['spawned', 'failed']]]);
  });

  it("ends llama-server's run on dyld's refusal when the binary's path has spaces", () => {
    const [[engine, outcome]] = read([
      'dyld[87281]: Library not loaded: /usr/local/opt/openssl@3/lib/libssl.3.dylib',
      '  Referenced from: <F3708359-10A4-3CBC-9986-4C233ABD470D> /Users/u/Library/Application Support/Jan/data/llamacpp/backends/b8892/macos-x64/build/bin/llama-server',
    ]) as [[string, string]];
    expect([engine, outcome]).toEqual(['llamacpp', 'failed']);
  });
});

describe("text-generation-webui's llama.cpp loader", () => {
  it('ends the llama-server child run when LlamaServer raised (oobabooga/textgen#7188)', () => {
    expect(read([
      'llama_kv_cache_unified:        CPU KV buffer size =   153.00 MiB',
      '20:53:22-829894 ERROR    Error loading the model with llama.cpp: Server process',
      '                         terminated unexpectedly with exit code: -4',
    ])).toEqual([['llamacpp', 'failed', '20:53:22-829894 ERROR    Error loading the model with llama.cpp: Server process', ['kv_cache', 'failed']]]);
  });
});

describe("Xinference's clean-up of a failed launch", () => {
  it('reads the supervisor terminating with suppress_exception=True as a failed run of the vLLM model (xorbitsai/inference#4057)', () => {
    expect(read([
      '2025-09-11 18:23:27,385 xinference.core.supervisor 284875 DEBUG    [request 5b09bdae-8ef9-11f0-affe-04421acba13a] Enter terminate_model, args: <xinference.core.supervisor.SupervisorActor object at 0x7a834278e0f0>,qwen2.5-instruct, kwargs: suppress_exception=True',
      '2025-09-11 18:23:27,389 xinference.model.llm.vllm.core 297194 INFO     Stopping vLLM engine',
    ])).toEqual([['vllm', 'failed', null, ['failed']]]);
  });

  it('leaves a terminate the user asked for (no suppress_exception) alone', () => {
    const [[, outcome]] = read([
      '2025-09-11 18:23:27,385 xinference.core.supervisor 284875 DEBUG    [request 5b09bdae-8ef9-11f0-affe-04421acba13a] Enter terminate_model, args: <xinference.core.supervisor.SupervisorActor object at 0x7a834278e0f0>,qwen2.5-instruct, kwargs: ',
      '2025-09-11 18:23:27,389 xinference.model.llm.vllm.core 297194 INFO     Stopping vLLM engine',
    ]) as [[string, string]];
    expect(outcome).not.toBe('failed');
  });
});

describe("LocalAI's llama.cpp backend", () => {
  it('names llama.cpp from the backend LocalAI starts, its CPU variants included (mudler/LocalAI#5339)', () => {
    expect(read([
      '9:01PM INF [llama-cpp] Attempting to load',
      "9:01PM INF [llama-cpp] Fails: failed to load model with internal loader: could not load model: rpc error: code = Canceled desc = ",
      '9:01PM INF [llama-cpp-fallback] Attempting to load',
    ]).map(([engine, outcome]) => [engine, outcome])).toEqual([['llamacpp', 'failed'], ['llamacpp', 'running']]);
  });

  it('leaves a backend of another kind unnamed', () => {
    expect(read(['7:25AM INF [whisper] Attempting to load']).map(([engine]) => engine)).toEqual(['unknown']);
  });
});

describe("LM Studio's engine module load", () => {
  it('ends the load when its llama.cpp engine module is missing (lmstudio-ai/lmstudio-bug-tracker#1658)', () => {
    expect(read([
      'Failed to load LLM engine from path:',
      'C:\\Users\\u\\.lmstudio\\extensions\\backends\\llama.cpp-win-x86_64-nvidia-cuda12-avx2-2.7.1\\llm_engine_cuda12.node',
      'The specified module could not be found.',
      '\\\\?\\C:\\Users\\u\\.lmstudio\\extensions\\backends\\llama.cpp-win-x86_64-nvidia-cuda12-avx2-2.7.1\\llm_engine_cuda12.node',
    ], 2026)).toEqual([['llamacpp', 'failed', 'The specified module could not be found.', ['failed']]]);
  });
});
