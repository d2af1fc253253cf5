import type { DemoScenario } from '../types';

// A host that cannot be reached at all: every command fails before it runs.
export const LLM_FOUR: DemoScenario = {
  name: 'llm-four',
  unit: 'vllm-deepseek-v3.service',
  description: 'vLLM DeepSeek-V3',
  identifier: 'vllm',
  loopSeconds: 60,
  fixedIdentity: true,
  pidStride: 0,
  attempts: {},
  prelude: [],
  journal: [],
  preludeStates: [],
  states: [],
  gpu: null,
  vram: [],
  smiFailure: null,
  unreachable: 'connect ETIMEDOUT 10.0.4.14:22 (llm-four did not answer within 5 s)',
};
