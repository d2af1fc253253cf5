import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A RayService's status on KubeRay (ray-project/ray#59265): Ray Serve's controller gave up on the LLM deployment's replicas.
const STATUS = [
  '  pendingServiceStatus:',
  '    applicationStatuses:',
  '      llm_app:',
  "        message: Failed to update the deployments ['LLMServer:Qwen3-30B-A3B-Instruct-2507'].",
  '        serveDeploymentStatuses:',
  '          LLMServer:Qwen3-30B-A3B-Instruct-2507:',
];
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.outcome, a.fatal?.headline ?? null]);

describe("Ray Serve's deployment that failed to start n times in a row", () => {
  it('ends the run as failed, the message its only report', () => {
    expect(read([...STATUS, '            message: "The deployment failed to start 3 times in a row. This may be'])).toEqual([
      ['failed', 'message: "The deployment failed to start 3 times in a row. This may be'],
    ]);
  });

  it('is not read into a status without it', () => {
    expect(read(STATUS)[0]?.[0]).not.toBe('failed');
  });
});
