export { DEMO_FLEET } from './fleet';
export { DEMO_SCENARIOS } from './scenarios';
export { replayCommand } from './replay-command';
export { DEMO_EPOCH_MS, DEFAULT_DEMO_CLOCK, scenarioTime, type DemoClock } from './clock';
export type { DemoScenario } from './types';
