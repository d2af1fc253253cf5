import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return { engine: a!.engine, outcome: a!.outcome, fatal: a!.fatal?.headline ?? null, phases: a!.phases.map((p) => p.name) };
};

const WRITE_BODY =
  'E0612 14:05:26.176716 1192408 tcp_transport.cpp:136] Session::writeBody failed. Error: Bad address (value: 14), total_transferred_bytes_: 0, current transferred_bytes: 0';

describe("SGLang's Mooncake KV manager: `Session <host:port> failed.`", () => {
  // sgl-project/sglang#7118: Mooncake's TCP transport fails a send, then the prefill's KV manager marks the decode session failed.
  it('names SGLang and a served request (a KV send follows a prefill forward): ready, no cause', () => {
    expect(read([WRITE_BODY, '[2025-06-12 14:05:26] Session 77.xx.xx.78:15659 failed.'])).toEqual({
      engine: 'sglang',
      outcome: 'ready',
      fatal: null,
      phases: ['ready'],
    });
  });

  // kvcache-ai/Mooncake#2177's form, behind the scheduler's rank tokens.
  it('reads the ranked stamp the same way', () => {
    expect(read(['[2026-05-21 16:41:11 ATTN_CP7 TP7 EP7] Session 10.112.116.43:16917 failed.'])).toEqual({
      engine: 'sglang',
      outcome: 'ready',
      fatal: null,
      phases: ['ready'],
    });
  });

  it('Mooncake glog alone names no engine', () => {
    expect(read([WRITE_BODY])).toMatchObject({ engine: 'unknown', outcome: 'running', fatal: null });
  });

  it('takes no near-miss: unstamped, other words after the session, a session without host:port', () => {
    for (const line of [
      'Session 77.xx.xx.78:15659 failed.',
      '[2025-06-12 14:05:26] Session 77.xx.xx.78:15659 failed to connect.',
      '[2025-06-12 14:05:26] Session abc failed.',
      '[2025-06-12 14:05:26] Session 77.xx.xx.78:15659 failed. Retrying',
    ]) {
      expect(read([WRITE_BODY, line]).engine, line).toBe('unknown');
    }
  });
});
