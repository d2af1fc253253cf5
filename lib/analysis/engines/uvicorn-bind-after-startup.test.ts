import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// uvicorn.run(app, host, port) runs the lifespan start-up, then binds; a failed bind ends the process (lm-sys/FastChat#3185).
const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.outcome, a.phases.map((p) => p.name)]);
const START = [
  'INFO 03-22 02:41:50 model_runner.py:756] Graph capturing finished in 5 secs.',
  'INFO:     Started server process [3590]',
  'INFO:     Waiting for application startup.',
  'INFO:     Application startup complete.',
];

describe("uvicorn's start-up complete, then its bind", () => {
  it('a failed bind takes the ready back: the server never listened', () => {
    const bind = "ERROR:    [Errno 99] error while attempting to bind on address ('::1', 21002, 0, 0): cannot assign requested address";
    expect(read([...START, bind, 'INFO:     Waiting for application shutdown.'])).toEqual([['failed', ['cuda_graphs', 'failed']]]);
  });

  it('without a bind error the start-up complete is ready', () => {
    expect(read([...START, 'INFO:     Uvicorn running on http://localhost:21002 (Press CTRL+C to quit)'])).toEqual([['ready', ['cuda_graphs', 'ready']]]);
  });
});
