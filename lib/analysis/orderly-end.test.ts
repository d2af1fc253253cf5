import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

describe('an orderly end line is a state change, not an error', () => {
  it("a SIGINT stop of vLLM 0.5 lists its worker's exit among the errors, not uvicorn's shutdown lines (instructlab/instructlab#2093)", () => {
    const lines = [
      'INFO:     Shutting down',
      'INFO:     Waiting for application shutdown.',
      'INFO:     Application shutdown complete.',
      'INFO:     Finished server process [1558425]',
      'INFO 08-18 03:43:40 async_llm_engine.py:51] Engine is gracefully shutting down.',
      'ERROR 08-18 03:43:42 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 1558516 died, exit code: -15',
      'INFO 08-18 03:43:42 multiproc_worker_utils.py:123] Killing local vLLM worker processes',
    ];
    const [a] = readAttempts(lines, 2024);
    expect(a!.outcome).toBe('stopped');
    expect(a!.fatal).toBeNull();
    expect(a!.errors.map((e) => e.headline)).toEqual(['Worker VllmWorkerProcess pid 1558516 died, exit code: -15']);
  });
});
