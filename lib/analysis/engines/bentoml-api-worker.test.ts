import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// BentoML 1.0–1.1 forks HTTP workers (`[api_server:N]`) and model runners (`[runner:<name>:N]`); each runs uvicorn, and a runner's
// start-up is where the model loads (bentoml/OpenLLM#231, #79: /readyz 503 while the runner starts).
const read = (lines: string[]) => readAttempts(lines, 2023).map((a) => a.outcome);
const at = '2023-08-17T12:41:56+0000 [INFO]';
const START = [
  `${at} [api_server:1] Started server process [22669]`,
  `${at} [api_server:1] Waiting for application startup.`,
  `${at} [runner:llm-llama-runner:1] Started server process [22668]`,
  `${at} [runner:llm-llama-runner:1] Waiting for application startup.`,
  `${at} [api_server:1] Application startup complete.`,
];

describe("BentoML's API worker and its model runner", () => {
  it("an API worker's completed start-up is not the model's: still starting", () => {
    expect(read(START)).toEqual(['running']);
  });

  it("the runner's completed start-up is: ready", () => {
    expect(read([...START, `${at} [runner:llm-llama-runner:1] Application startup complete.`])).toEqual(['ready']);
  });
});
