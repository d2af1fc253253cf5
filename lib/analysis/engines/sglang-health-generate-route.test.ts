import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Only SGLang's HTTP server routes /health_generate (sgl-project/sglang#21471: a CI run whose detokenizer died, 503s until the
// harness gave up; the paste left one space after `INFO:`, so SGLang's stamped-uvicorn line is not read as such).
describe('SGLang told by its /health_generate route', () => {
  it('/health_generate answered 503 is an SGLang server not yet Up, not a served request', () => {
    expect(
      readStories(
        [
          '[2026-03-26 08:44:08] INFO: 127.0.0.1:38764 - "GET /health_generate HTTP/1.1" 503 Service Unavailable',
          '[2026-03-26 08:44:18] INFO: 127.0.0.1:46050 - "GET /health_generate HTTP/1.1" 503 Service Unavailable',
          'TimeoutError: Server failed to start within the timeout period',
        ],
        2026,
        true,
      ),
    ).toEqual([{ engine: 'sglang', outcome: 'failed', fatal: 'TimeoutError: Server failed to start within the timeout period', phases: ['failed'] }]);
  });

  it('a 404 for the route tells nothing of the server', () => {
    expect(readStories(['INFO:     10.0.0.7:33438 - "GET /health_generate HTTP/1.1" 404 Not Found'], 2026)[0]?.engine).not.toBe('sglang');
  });
});
