import type { DemoScenario } from '../types';
import { LLM_FIVE } from './llm-five';
import { LLM_FOUR } from './llm-four';
import { LLM_ONE } from './llm-one';
import { LLM_SIX } from './llm-six';
import { LLM_THREE } from './llm-three';
import { LLM_TWO } from './llm-two';

export const DEMO_SCENARIOS: Record<string, DemoScenario> = {
  [LLM_ONE.name]: LLM_ONE,
  [LLM_TWO.name]: LLM_TWO,
  [LLM_THREE.name]: LLM_THREE,
  [LLM_FOUR.name]: LLM_FOUR,
  [LLM_FIVE.name]: LLM_FIVE,
  [LLM_SIX.name]: LLM_SIX,
};
