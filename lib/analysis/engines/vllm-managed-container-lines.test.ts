import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const read = (lines: string[], year: number) =>
  analyse(parseLog(lines.join('\n') + '\n', { year }).entries).attempts.map((a) => ({
    engine: a.engine,
    outcome: a.outcome,
    phases: a.phases.map((p) => p.name),
  }));

// SchedulerConfig's start-up refusal in vLLM's own words, as Vertex AI's Cloud Logging shows it (GoogleCloudPlatform/vertex-ai-samples#2620).
describe("vLLM's max_num_batched_tokens refusal names the engine", () => {
  it('on a hosted log view line with no other vLLM line', () => {
    const line =
      'ERROR 2024-01-10T09:30:29.874350070Z ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (32768). This effectively limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. Please increase max_num_batched_tokens or decrease max_model_len.';
    expect(read([line], 2024)).toEqual([{ engine: 'vllm', outcome: 'failed', phases: ['failed'] }]);
  });
});

// The CPU runner's warm-up is its torch.compile run (v1/worker/cpu_model_runner.py warming_up_model; vllm-project/vllm#28949).
describe("vLLM CPU runner's warm-up for the compilation", () => {
  it('reads as the compile phase, before the KV cache line', () => {
    const lines = [
      '(EngineCore_DP0 pid=55221) INFO 11-18 12:00:54 [cpu_model_runner.py:65] Warming up model for the compilation...',
      '(EngineCore_DP0 pid=55221) INFO 11-18 12:00:54 [cpu_model_runner.py:75] Warming up done.',
      '(EngineCore_DP0 pid=55221) INFO 11-18 12:00:54 [core.py:250] init engine (profile, create kv cache, warmup model) took 0.18 seconds',
    ];
    expect(read(lines, 2025)).toEqual([{ engine: 'vllm', outcome: 'running', phases: ['compile', 'kv_cache'] }]);
  });
});

// djl_python's input parser answers a request it cannot parse and goes on (deepjavalibrary/djl-serving#3000, LMI with vLLM).
describe("DJL LMI's per-request input parsing failure", () => {
  it('reads as a vLLM worker taking requests, not as its death', () => {
    const lines = [
      "  | 2026-02-12T23:31:54.632Z | [INFO ] PyProcess - W-124-model-stdout: WARNING::[RequestId=2e881aa3-9d6c-4d4f-80d7-d4cb414e33a1Input Parsing failed. Ensure that the request payload is valid. No module named 'vllm.entrypoints.openai.protocol'",
      '  | 2026-02-12T23:31:54.632Z | [INFO ] PyProcess - W-124-model-stdout: Traceback (most recent call last):',
    ];
    expect(read(lines, 2026)).toEqual([{ engine: 'vllm', outcome: 'ready', phases: ['ready'] }]);
  });
});
