import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The Docker CLI relays the Model Runner's 500 for a request whose model load failed: the loader started a llama.cpp process and
// it exited before it was ready. The runner keeps no failed runner, so the next request loads again in a new process: each such
// answer is one load (docker/model-runner#479).
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome]);
const RELAY = (status: string) =>
  `Failed to generate a response: error response: status=500 body=unable to load runner: error waiting for runner to be ready: llama.cpp terminated unexpectedly: llama.cpp exit status: exit status ${status}`;

describe("the Docker CLI's relay of a failed Model Runner load", () => {
  it('names llama.cpp and ends the load; the same answer again is the next load', () => {
    expect(read(['docker model run ai/gemma3', RELAY('0xc0000005'), RELAY('0xc0000005')])).toEqual([
      ['llamacpp', 'failed'],
      ['llamacpp', 'failed'],
    ]);
  });

  it("the child's own lines after the relay (a --verbose dump) stay that load's", () => {
    const lines = [
      'background model preload failed: preload failed: status=500 body=unable to load runner: error waiting for runner to be ready: llama.cpp terminated unexpectedly: llama.cpp failed: failed to load model',
      '',
      'Verbose output:',
      "srv    load_model: failed to load model, '/models/model.gguf'",
      'main: exiting due to model loading error',
    ];
    expect(read(lines)).toEqual([['llamacpp', 'failed']]);
  });

  it('a different answer after the first is no second load by this rule', () => {
    expect(read([RELAY('0xc0000005'), RELAY('0xc0000409')])).toHaveLength(1);
  });
});
