import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

// vllm-project/tpu-inference#771: the TPU plugin builds its model only in its runner's load_model (model_loader.get_model), at
// start-up; a traceback through the loader's frames is the engine core failing to start, its header and exception cut.
describe("a traceback through the TPU plugin's model loader or its worker's start-up methods", () => {
  const prefix = '(EngineCore_DP0 pid=30980) ERROR 10-01 07:58:18 [core.py:712] ';

  it("ends the attempt as failed on tpu_commons' get_model / get_flax_model frames (2025 paths)", () => {
    expect(
      read([
        `${prefix}  File "/home/u/bench/tpu_commons-main/tpu_commons/models/jax/model_loader.py", line 309, in get_model`,
        `${prefix}    return get_flax_model(vllm_config, rng, mesh, is_draft_model)`,
        `${prefix}  File "/home/u/bench/tpu_commons-main/tpu_commons/models/jax/model_loader.py", line 199, in get_flax_model`,
        `${prefix}    model_class = _get_model_architecture(`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null }]);
  });

  it("ends it on tpu_inference's get_vllm_model frame (the package's later name)", () => {
    expect(
      read([
        '(EngineCore pid=2406564) ERROR 04-17 23:33:47 [core.py:1108]   File "/workspace/tpu_inference/tpu_inference/models/common/model_loader.py", line 288, in get_vllm_model',
        '(EngineCore pid=2406564) ERROR 04-17 23:33:47 [core.py:1108]     params, lora_manager = model.load_weights()',
      ]).map((a) => a.outcome),
    ).toEqual(['failed']);
  });

  it("ends it on the TPU worker's load_model frame (the plugin's own worker package)", () => {
    expect(
      read([
        `${prefix}  File "/workspace/tpu_inference/tpu_inference/worker/tpu_worker.py", line 301, in load_model`,
        `${prefix}    self.model_runner.load_model()`,
      ]).map((a) => a.outcome),
    ).toEqual(['failed']);
  });

  it("does not end it on the loader's _get_model_architecture frame alone (not only load_model's)", () => {
    expect(
      read([
        `${prefix}  File "/home/u/bench/tpu_commons-main/tpu_commons/models/jax/model_loader.py", line 31, in _get_model_architecture`,
        `${prefix}    from tpu_commons.models.jax.qwen2_5_vl import \\`,
      ]).map((a) => a.outcome),
    ).toEqual(['running']);
  });

  it("does not end it on the loader's register_model frame (run when the plugin registers models)", () => {
    expect(
      read([
        `${prefix}  File "/workspace/tpu_inference/tpu_inference/models/common/model_loader.py", line 402, in register_model`,
        `${prefix}    _validate_model_interface(model)`,
      ]).map((a) => a.outcome),
    ).toEqual(['running']);
  });

  it("does not end it on the loader's fallback warning (get_model caught the unsupported architecture)", () => {
    expect(
      read([
        "(EngineCore_DP0 pid=30980) WARNING 10-01 07:58:18 [model_loader.py:315] Flax model failed with: 'Model architectures ['Gemma3ForCausalLM'] are not supported for now.'. Falling back to vLLM implementation.",
      ]).map((a) => a.outcome),
    ).toEqual(['running']);
  });
});
