import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const mainPids = (lines: string[]) => readAttempts(lines, 2024).map((a) => a.mainPid);

// uvicorn's Server logs `Started server process [%d]` and `Finished server process [%d]` with the same os.getpid(): where the
// excerpt begins after the start, its last line still names the API server (tenstorrent/vllm#36, vllm-project/vllm#15127).
describe("uvicorn's Finished server process line", () => {
  it('names the main PID of an attempt whose start is above the excerpt', () => {
    expect(
      mainPids([
        'CRITICAL 10-15 18:30:01 launcher.py:99] MQLLMEngine is already dead, terminating server process',
        'INFO:     127.0.0.1:48630 - "POST /v1/completions HTTP/1.1" 500 Internal Server Error',
        'INFO:     Shutting down',
        'INFO:     Waiting for application shutdown.',
        'INFO:     Application shutdown complete.',
        'INFO:     Finished server process [1]',
      ]),
    ).toEqual([1]);
  });

  it('gives way to the Started line of the same attempt', () => {
    expect(mainPids(['INFO:     Started server process [4255]', 'INFO:     Application startup complete.', 'INFO:     Finished server process [4255]'])).toEqual([4255]);
  });
});
