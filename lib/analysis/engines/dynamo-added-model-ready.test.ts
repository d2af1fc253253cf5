import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const run = (lines: string[]) => readStories(lines, 2025);

describe("Dynamo's frontend adding a worker's model", () => {
  // ai-dynamo/dynamo#1223: `dynamo-run in=http out=trtllm …` in the background; the watcher adds the model once the worker registered it.
  it('is the served model: the start is ready, whichever engine the worker runs', () => {
    const lines = [
      'dynamo-run in=http out=trtllm TinyLlama/TinyLlama-1.1B-Chat-v1.0&',
      'root@859ebeb-lcedt:/workspace# 2025-05-28T00:00:21.028Z  INFO dynamo_run::input::http: Watching for remote model at models',
      '2025-05-28T00:00:21.029Z  INFO dynamo_llm::http::service::service_v2: Starting HTTP service on: 0.0.0.0:8080 address="0.0.0.0:8080"',
      '2025-05-28T00:00:45.794Z  INFO dynamo_llm::discovery::watcher: added model model_name="TinyLlama/TinyLlama-1.1B-Chat-v1.0"',
    ];
    expect(run(lines)).toEqual([{ engine: 'unknown', outcome: 'ready', fatal: null }]);
  });

  it('before the model is added, the frontend is still waiting: running', () => {
    const lines = [
      '2025-05-28T00:00:21.028Z  INFO dynamo_run::input::http: Watching for remote model at models',
      '2025-05-28T00:00:21.029Z  INFO dynamo_llm::http::service::service_v2: Starting HTTP service on: 0.0.0.0:8080 address="0.0.0.0:8080"',
    ];
    expect(run(lines).map((a) => a.outcome)).toEqual(['running']);
  });
});
