import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => ({
    outcome: a.outcome,
    phases: a.phases.map((p) => p.name),
  }));

// vllm-project/tpu-inference#1729: the compilation manager names a graph in several words and ends each with its timing line.
describe("tpu-inference's precompile lines with a several-word graph name", () => {
  it('a `Compilation finished in … [secs].` line alone proves the compile step', () => {
    const lines = ['(EngineCore_DP0 pid=118047) INFO 02-14 05:36:07 [compilation_manager.py:81] Compilation finished in 0.23 [secs].'];
    expect(phases(lines)).toEqual([{ outcome: 'running', phases: ['compile'] }]);
  });

  it('`Precompile worker0 gather_logprobs --> {…}` is the compile step', () => {
    const lines = ["(EngineCore_DP0 pid=118047) INFO 02-14 05:36:07 [compilation_manager.py:75] Precompile worker0 gather_logprobs --> {'num_reqs': 32}"];
    expect(phases(lines)).toEqual([{ outcome: 'running', phases: ['compile'] }]);
  });
});

// google/tunix#256: vLLM's own TPU model runner lists its request paddings while it is constructed.
describe("vLLM's TPU runner preparing its paddings", () => {
  it('is the workers initialising', () => {
    const lines = [
      '(VllmWorker TP1 pid=7646) INFO 09-05 08:26:33 [tpu_model_runner.py:1827] Preparing request paddings:',
      '(VllmWorker TP1 pid=7646) INFO 09-05 08:26:33 [tpu_model_runner.py:1834]     8',
    ];
    expect(phases(lines)).toEqual([{ outcome: 'running', phases: ['init'] }]);
  });
});

// vllm-project/vllm-gaudi#1331: the plugin's sampler warm-up, part of the warm-up that compiles every graph before serving.
describe("vllm-gaudi's sampler warm-up", () => {
  it('is the compile step', () => {
    const lines = [
      '(Worker_TP0 pid=635023) INFO 04-09 11:25:43 [hpu_model_runner.py:4674] temp=0.7, top_p=0.9, top_k=50, batch_changed=False',
      '(Worker_TP0 pid=635023) INFO 04-09 11:25:43 [hpu_model_runner.py:4675] Starting sampler warmup...',
    ];
    expect(phases(lines)).toEqual([{ outcome: 'running', phases: ['compile'] }]);
  });
});
