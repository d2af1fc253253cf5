import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const phases = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({
    outcome: a.outcome,
    phases: a.phases.map((p) => p.name),
  }));

// kserve/kserve#4875: the runner's `Loading model from scratch...` is the last line before the loader fails on a
// bitsandbytes model; `Starting to load model …` above it was cut off.
describe("vLLM's runner starting a model load from scratch", () => {
  it('is the weights loading, then the failure', () => {
    const lines = [
      'INFO 12-04 09:08:37 [gpu_model_runner.py:1775] Loading model from scratch...',
      'ERROR 12-04 09:08:38 [core.py:586] EngineCore failed to start.',
      'ERROR 12-04 09:08:38 [core.py:586] Traceback (most recent call last):',
      'ERROR 12-04 09:08:38 [core.py:586] ImportError: bitsandbytes version is wrong. Please install bitsandbytes>=0.46.1.',
    ];
    expect(phases(lines)).toEqual([{ outcome: 'failed', phases: ['loading_weights', 'failed'] }]);
  });

  it('is the weights loading on a tagged worker line too', () => {
    const lines = ['(Worker_TP3 pid=41702) INFO 10-06 15:56:51 [gpu_model_runner.py:2634] Loading model from scratch...'];
    expect(phases(lines)).toEqual([{ outcome: 'running', phases: ['loading_weights'] }]);
  });
});
