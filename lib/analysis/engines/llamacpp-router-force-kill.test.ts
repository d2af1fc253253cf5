import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-server's router (tools/server/server-models.cpp) stops an instance by writing the exit command to its stdin and waiting
// `stop_timeout` seconds; a child still there is terminated with `force-killing model instance name=X after N seconds timeout`,
// and the router then logs `instance name=X exited with status N` (an operator's incident note, 2026; ggml-org/llama.cpp#25528).
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);
const LISTENING = '0.00.210.627 I srv  llama_server: listening on http://127.0.0.1:18600';
const STOPPING = '962.29.892.240 I srv        unload: stopping model instance name=step37';
const KILL = '962.40.344.395 W srv    operator(): force-killing model instance name=step37 after 10 seconds timeout';

describe("the router's force-kill of an instance that did not stop", () => {
  it('is why the instance exited, the router living on', () => {
    const got = read([STOPPING, STOPPING, KILL, '962.40.693.045 I srv    operator(): instance name=step37 exited with status 1']);
    expect(got).toHaveLength(1);
    expect(got[0]!.slice(0, 2)).toEqual(['llamacpp', 'running']);
    expect(got[0]![2]).toContain('force-killing model instance name=step37 after 10 seconds timeout');
  });

  it('leaves an instance that honoured the stop without a cause', () => {
    const got = read([LISTENING, STOPPING, '962.30.100.000 I srv    operator(): instance name=step37 exited with status 0']);
    expect(got.map((a) => a[2])).toEqual([null]);
  });

  it('is not read from near lines: another tool, a load timeout, a kill of the router itself', () => {
    for (const line of [
      '[WARN] force-killing model instance name=step37 after 10 seconds timeout (dry run)',
      '962.40.344.395 W srv    operator(): force-killing model instance name=step37',
      'supervisor: force-killing process llama-server after 10 seconds timeout',
    ]) {
      const got = read([STOPPING, line, '962.40.693.045 I srv    operator(): instance name=step37 exited with status 1']);
      expect(got[0]![2], line).toContain('instance name=step37 exited with status 1');
    }
  });
});
