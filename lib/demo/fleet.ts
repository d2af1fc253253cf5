import { hostWith } from '@/lib/inventory/host-defaults';
import type { Host, UnitConfig } from '@/lib/inventory/types';

function demoHost(name: string, units: string[]): Host {
  const unitConfigs: UnitConfig[] = units.map((unit) => ({ name: unit, noise: [], expectedVramPct: 90, port: null }));
  return hostWith({ name, transport: 'demo', address: 'demo', port: 0, units: unitConfigs, scenario: name });
}

/** The built-in fleet: each host replays the scenario of the same name (lib/demo/scenarios). */
export const DEMO_FLEET: Host[] = [
  demoHost('llm-one', ['vllm-llama-70b.service']),
  demoHost('llm-two', ['vllm-kimi-k25.service']),
  demoHost('llm-three', ['vllm-qwen3-235b.service']),
  demoHost('llm-four', ['vllm-deepseek-v3.service']),
  demoHost('llm-five', ['vllm-glm-45.service']),
  demoHost('llm-six', ['tgi-llama-405b.service']),
];
