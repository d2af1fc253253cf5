import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vllm-project/vllm-omni#7622 (Buildkite UI copy, `  | ` gutter): vLLM-Omni's stage engine core
// (vllm_omni/engine/stage_engine_core_proc.py, built on V1's EngineCoreProc) logs its busy loop's end as V1's run_engine_core
// does, under its own class name; the stage's process then ends. The line is a wrapper: the cause is its traceback's last line.
const P = '(StageEngineCoreProc_stage1_replica0 pid=19525) ERROR 09-13 12:25:55 [stage_engine_core_proc.py:233]';
const LINES = [
  '(StageEngineCoreProc_stage1_replica0 pid=19525) DEBUG 09-13 12:25:55 [gpu_generation_model_runner.py:247] ubatch_slices: None, ubatch_slices_padded: None',
  '--',
  `  | ${P} StageEngineCoreProc encountered a fatal error.`,
  `  | ${P} Traceback (most recent call last):`,
];

describe("vLLM-Omni's `StageEngineCoreProc encountered a fatal error.`", () => {
  it('ends the attempt as failed', () => {
    const [a] = readAttempts(LINES, 2026);
    expect(a?.outcome).toBe('failed');
    expect(a?.phases.map((p) => p.name)).toEqual(['failed']);
  });
  it('is not taken for the cause', () => {
    const [a] = readAttempts(LINES, 2026);
    expect(a?.fatal ?? '').not.toContain('encountered a fatal error');
  });
});
