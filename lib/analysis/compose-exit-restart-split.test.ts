import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// docker compose prints `X exited with code N` when container X's process ends; X prints again only once it was started again
// (its restart policy, a new `up`): that line is the next run's. Other containers' lines after it (a web UI's) are not.
const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("a container's line after compose reported its end", () => {
  it('starts a new attempt', () => {
    expect(
      read([
        'api  | exec /entrypoint.sh: exec format error',
        'api exited with code 1',
        'api  | exec /entrypoint.sh: exec format error',
      ]),
    ).toEqual([
      ['unknown', 'failed', 'exec /entrypoint.sh: exec format error'],
      ['unknown', 'failed', 'exec /entrypoint.sh: exec format error'],
    ]);
  });

  it("but another container's line after it does not", () => {
    expect(
      read([
        'api  | exec /entrypoint.sh: exec format error',
        'api-1 exited with code 1',
        'webui  | INFO:     Started server process [1]',
      ]).length,
    ).toBe(1);
  });
});
