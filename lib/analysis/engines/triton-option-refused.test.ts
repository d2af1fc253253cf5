import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Real lines: triton-inference-server/server#7259 (2024), the PR that made `--load-model` without explicit model control an error.
describe("main()'s option parser refusing an option that needs another", () => {
  it('ends the start, and its error is the cause', () => {
    expect(
      readStories([
        'root@ced35d0-lcedt:/opt/tritonserver# tritonserver --model-repository models --load-model abc',
        '...',
        "Error: Use of '--load-model' requires setting '--model-control-mode=explicit' as well.",
      ], 2024),
    ).toEqual([{ engine: 'triton', outcome: 'failed', fatal: "Error: Use of '--load-model' requires setting '--model-control-mode=explicit' as well." }]);
  });
});
