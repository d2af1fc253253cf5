import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Real lines: triton-inference-server/server#7420 (24.04), NVIDIA/TensorRT-LLM samples in the triton fixtures (#7950's shape).
describe("Stop()'s unload countdown", () => {
  it('is an orderly stop where the paste holds only its tail', () => {
    expect(
      readStories([
        "I0705 14:49:55.104363 1 model_lifecycle.cc:620] successfully unloaded 'MYMODEL' version 1",
        'I0705 14:49:55.718565 1 server.cc:347] Timeout 26: Found 0 live models and 0 in-flight non-inference requests',
        "I0705 14:49:55.778384 1 backend_manager.cc:138] unloading backend 'onnxruntime'",
      ], 2024),
    ).toEqual([{ engine: 'triton', outcome: 'stopped', fatal: null }]);
  });

  it('still yields to main()\'s exit after a failed start', () => {
    expect(
      readStories([
        'I0120 08:28:14.508600 2049 server.cc:352] "Timeout 28: Found 0 live models and 0 in-flight non-inference requests"',
        'error: creating server: Internal - failed to load all models',
      ], 2025).map((s) => s.outcome),
    ).toEqual(['failed']);
  });

  it('is the teardown of a start whose model failed, after the tables and with no endpoint started', () => {
    expect(
      readStories([
        "E0613 07:51:38.390571 142822 model_repository_manager.cc:1002] Poll failed for model directory 'ensemble': output 'OUTPUT_0' for ensemble 'ensemble' is not written",
        '+----------------------------------+------------------------------------------+',
        'I0613 07:51:48.643495 142822 server.cc:302] Timeout 30: Found 1 live models and 0 in-flight non-inference requests',
      ], 2023),
    ).toEqual([{ engine: 'triton', outcome: 'failed', fatal: "Poll failed for model directory 'ensemble': output 'OUTPUT_0' for ensemble 'ensemble' is not written" }]);
  });

  it('does not read main()\'s HTTP connection countdown as the server stopping', () => {
    expect(readStories(['I0131 00:44:47.201645 760 main.cc:307] Timeout 30: Found 1 HTTP connections'], 2024).map((s) => s.outcome)).not.toEqual(['stopped']);
  });
});
