import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// srt/entrypoints/http_server.py health_generate answers 503 silently while the server is Starting; it logs the failure only
// after its one-token request went unanswered for 20 s, so the line proves the server had come up. Lines of sgl-project/sglang#40809.
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null, a!.phases.map((p) => p.name)];
};

describe('SGLang health check failure', () => {
  it("the handler's detokenizer-timeout line proves the server was up, and is no cause of death", () => {
    expect(
      outcome([
        '[2026-09-22 15:00:54] INFO:     127.0.0.1:34884 - "GET /health HTTP/1.1" 200 OK',
        "[2026-09-22 15:00:54] Health check failed. Server couldn't get a response from detokenizer for last 20 seconds. tic start time: 14:45:24. last_heartbeat time: 14:45:24",
        '[2026-09-22 15:00:54] INFO:     127.0.0.1:35366 - "GET /health HTTP/1.1" 503 Service Unavailable',
      ]),
    ).toEqual(['sglang', 'ready', null, ['ready']]);
  });

  it('a loopback 503 alone still proves nothing', () => {
    expect(outcome(['[2026-09-22 15:00:54] INFO:     127.0.0.1:35366 - "GET /health HTTP/1.1" 503 Service Unavailable'])).toEqual(['sglang', 'running', null, []]);
  });
});
