import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

const WAIT =
  "Waiting for creating a placement group of specs for 150 seconds. specs=[{'GPU': 1.0, 'node:xxx': 0.001}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.";

// ray-project/kuberay#3414: the Ray executor's placement-group wait pasted as its bare message, no level or stamp.
describe("vLLM's Ray placement-group wait names the engine without its prefix", () => {
  it('is vLLM, still starting, nothing failed', () => {
    expect(read([WAIT])).toEqual([{ engine: 'vllm', outcome: 'running', fatal: null }]);
  });

  it('a sentence without vLLM’s own variable does not name it', () => {
    const other = 'Waiting for creating a placement group of specs for 150 seconds. specs=[{"GPU": 1.0}].';
    expect(read([other]).map((a) => a.engine)).toEqual(['unknown']);
  });
});
